import { describe, expect, it } from 'vitest';
import { withHeader } from './autosave-header';

describe('withHeader', () => {
  const header = { title: 'My Book', author: 'Ann', date: '2026-01-01T00:00:00.000Z' };
  it('adds the header as the first field and keeps the rest parseable', () => {
    const json = JSON.stringify({ metadata: { version: '1.2' }, data: { notes: [] } }, null, 2);
    const out = withHeader(json, header);
    const parsed = JSON.parse(out);
    expect(Object.keys(parsed)).toEqual(['header', 'metadata', 'data']);
    expect(parsed.header).toEqual(header);
    expect(parsed.data).toEqual({ notes: [] });
  });
  it('handles an empty object and refuses non-objects', () => {
    expect(JSON.parse(withHeader('{}', header))).toEqual({ header });
    expect(() => withHeader('[1]', header)).toThrow();
  });
});
