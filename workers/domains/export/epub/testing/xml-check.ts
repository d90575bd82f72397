/**
 * A strict XML well-formedness check for the writers' tests (no DOM in the worker's tests): one
 * root element, every tag closed in order, attributes quoted and not repeated, `<` never in text
 * or values, `&` only in the predefined or numeric references, no character XML forbids.
 * Throws with the offset of the first fault.
 */

const NAME = '[A-Za-z_][\\w.:-]*';
const TAG = new RegExp(
  `<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`,
  'y',
);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const REFERENCE = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9A-Fa-f]+);)/;
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

export function assertWellFormedXml(xml: string): void {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(
      `not well-formed XML at ${i}: ${why} near ${JSON.stringify(xml.slice(i, i + 60))}`,
    );
  };
  if (FORBIDDEN.test(xml)) fail('a character XML forbids');
  if (xml.startsWith('<?xml')) i = xml.indexOf('?>') + 2;
  const stack: string[] = [];
  let roots = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (REFERENCE.test(text)) fail('a bare &');
    if (text.includes('>') && text.includes(']]>')) fail(']]> in text');
    if (stack.length === 0 && text.trim() !== '') fail('text outside the root');
    if (lt === -1) break;
    i = lt;
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i);
      if (end === -1) fail('an unclosed comment');
      i = end + 3;
      continue;
    }
    if (xml.startsWith('<!DOCTYPE', i)) {
      if (roots > 0 || stack.length > 0) fail('a DOCTYPE after the root');
      i = xml.indexOf('>', i) + 1;
      continue;
    }
    if (xml.startsWith('<?', i)) {
      i = xml.indexOf('?>', i) + 2;
      continue;
    }
    TAG.lastIndex = i;
    const m = TAG.exec(xml);
    if (!m) throw fail('a malformed tag');
    const [whole, closing, name, attrs = '', selfClosing] = m;
    const seen = new Set<string>();
    for (const a of attrs.matchAll(ATTRIBUTE)) {
      const [, attrName = '', dq, sq] = a;
      if (seen.has(attrName)) fail(`attribute ${attrName} repeated`);
      seen.add(attrName);
      const value = dq ?? sq ?? '';
      if (value.includes('<')) fail('< in an attribute value');
      if (REFERENCE.test(value)) fail('a bare & in an attribute value');
    }
    if (closing) {
      if (stack.pop() !== name) fail(`</${name}> does not close the open element`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name as string);
    } else if (stack.length === 0) roots += 1;
    if (roots > 1) fail('a second root element');
    i += whole.length;
  }
  if (stack.length > 0) fail(`unclosed <${stack[stack.length - 1]}>`);
  if (roots !== 1) fail('no root element');
}
