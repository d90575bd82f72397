/**
 * The nesting limit of a book file. A real book is a few levels deep (file → data → table →
 * record → a settings object or two); a value nested thousands of levels deep comes from a
 * damaged or hostile file, and every recursive step after it (sanitising, storing, exporting
 * with indentation) would run out of stack. The walk here is iterative, so it cannot.
 */

/** Levels below the file's root a value may sit at (the book itself uses fewer than ten). */
export const MAX_NESTING_DEPTH = 64;

/** A readable path: data.labels[0].label[0][0]… (long paths keep their start and end). */
function formatPath(parts: Array<string | number>): string {
  const shown = parts.length > 12 ? [...parts.slice(0, 8), '…', ...parts.slice(-2)] : parts;
  let out = '';
  for (const part of shown) {
    if (part === '…') out += '…';
    else if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out || '(root)';
}

interface Frame {
  value: unknown;
  path: Array<string | number>;
}

/**
 * The path of the first value nested deeper than `limit` levels below `root`, or null when
 * the whole value is within the limit. Arrays and objects count one level each.
 */
export function findTooDeep(root: unknown, limit = MAX_NESTING_DEPTH): string | null {
  const stack: Frame[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as Frame;
    if (typeof value !== 'object' || value === null) continue;
    if (path.length > limit) return formatPath(path);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) {
        const child: unknown = value[i];
        if (typeof child === 'object' && child !== null) {
          stack.push({ value: child, path: [...path, i] });
        }
      }
    } else {
      for (const [key, child] of Object.entries(value)) {
        if (typeof child === 'object' && child !== null) {
          stack.push({ value: child, path: [...path, key] });
        }
      }
    }
  }
  return null;
}
