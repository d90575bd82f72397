/** The compact form of a version: a script against the next one, read back byte for byte. */
import { describe, expect, it } from 'vitest';
import { applyDelta, makeDelta } from './version-delta';

const paragraph = (n: number) =>
  `<p>Paragraph ${n}: the rain came down on the <b>harbour</b> and the boats knocked together.</p>`;
const page = (count: number) => Array.from({ length: count }, (_, i) => paragraph(i)).join('');

describe('makeDelta / applyDelta', () => {
  it('turns the newer text back into the older one, much smaller than the older text', () => {
    const older = page(200);
    const newer = older.replace(paragraph(50), '<p>A new paragraph in its place.</p>');
    const delta = makeDelta(newer, older);
    expect(delta).not.toBeNull();
    expect((delta as string).length).toBeLessThan(older.length / 20);
    expect(applyDelta(newer, delta as string)).toBe(older);
  });

  it('reads back Arabic, Chinese and emoji (characters outside the first plane)', () => {
    const older = '<p>كان المطر يهطل على الميناء 🌧️</p><p>我们明天去北京。</p>'.repeat(20);
    const newer = older.replace('يهطل', 'ينهمر').replace('明天', '后天');
    const delta = makeDelta(newer, older) as string;
    expect(applyDelta(newer, delta)).toBe(older);
  });

  it('keeps the older text whole when the two have nothing in common', () => {
    expect(makeDelta('<p>one two three</p>', '<p>four</p>')).toBeNull();
  });

  it('refuses a script that does not fit the text', () => {
    const delta = makeDelta(page(3), page(4)) as string;
    expect(() => applyDelta(page(2), delta)).toThrow();
  });
});
