/**
 * Moves a page's newest version (a script against the page's text, version-delta.ts) onto the
 * page's next text without diffing (issue 29's rebase at every save). A save changes one stretch
 * of the page: the common start and end of the two texts leave the stretch of the old text that
 * was replaced. The script's steps before it stay, its kept characters inside it become inserted
 * text, the save's new text is skipped, and the steps after it move with the text. So the work is
 * one pass over the script and the texts, however far the version is from the page.
 */
import { type Op, opsOf, push } from './version-delta';

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * The stretch a save changed: `start` characters in common at the start, `end` at the end
 * (never cutting a character outside the first plane in two).
 */
export function changedStretch(before: string, after: string): { start: number; end: number } {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  if (start > 0 && isHigh(before.charCodeAt(start - 1))) start -= 1;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end += 1;
  }
  if (end > 0 && isLow(before.charCodeAt(before.length - end))) end -= 1;
  return { start, end };
}

/** Builds a script with each run between two keeps as one skip then one insert. */
class ScriptBuilder {
  readonly ops: Op[] = [];
  private skip = 0;
  private insert = '';

  keep(count: number): void {
    if (count <= 0) return;
    this.flush();
    push(this.ops, count);
  }

  drop(count: number): void {
    this.skip += count;
  }

  add(text: string): void {
    this.insert += text;
  }

  flush(): void {
    push(this.ops, -this.skip);
    push(this.ops, this.insert);
    this.skip = 0;
    this.insert = '';
  }
}

/**
 * The script that turns `nextText` into the text `delta` makes of `pageText` (the same version),
 * made from `delta` and the save's change alone: no diff. Any script the format allows is taken
 * (keeps, skips and inserts in any order). Throws when `delta` does not fit `pageText`, as
 * applyDelta does.
 */
export function composeDelta(delta: string, pageText: string, nextText: string): string {
  return JSON.stringify(compose(delta, pageText, nextText).ops);
}

/** composeDelta's steps, and the length of the version's text. */
function compose(
  delta: string,
  pageText: string,
  nextText: string,
): { ops: Op[]; textLength: number } {
  const { start, end } = changedStretch(pageText, nextText);
  const from = start;
  const to = pageText.length - end;
  const typed = nextText.length - end - start;
  const out = new ScriptBuilder();
  let typedSkipped = false;
  /** The save's new text, skipped once, before the first step after the changed stretch. */
  const skipTyped = () => {
    if (typedSkipped) return;
    out.drop(typed);
    typedSkipped = true;
  };
  let at = 0;
  let textLength = 0;
  for (const op of opsOf(delta)) {
    if (typeof op === 'string') {
      out.add(op);
      textLength += op.length;
      continue;
    }
    const count = Math.abs(op);
    const stop = at + count;
    const before = Math.max(0, Math.min(stop, from) - at);
    const inside = Math.max(0, Math.min(stop, to) - Math.max(at, from));
    const after = count - before - inside;
    if (op > 0) {
      textLength += count;
      out.keep(before);
      if (inside > 0) out.add(pageText.slice(Math.max(at, from), Math.max(at, from) + inside));
      if (after > 0) {
        skipTyped();
        out.keep(after);
      }
    } else {
      out.drop(before);
      // Skipped characters inside the stretch are gone from the next text: nothing to skip.
      if (after > 0) {
        skipTyped();
        out.drop(after);
      }
    }
    at = stop;
  }
  if (at !== pageText.length) throw new Error('A version of the page does not fit the next one');
  skipTyped();
  out.flush();
  return { ops: out.ops, textLength };
}

/**
 * composeDelta's script, or null when it is not shorter than the version's text (then the
 * version is kept whole, makeDelta's rule).
 */
export function rebaseDelta(delta: string, pageText: string, nextText: string): string | null {
  const { ops, textLength } = compose(delta, pageText, nextText);
  const body = JSON.stringify(ops);
  return body.length < textLength ? body : null;
}
