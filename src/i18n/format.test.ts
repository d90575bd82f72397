import { describe, expect, it } from 'vitest';
import { isolate, isolateFor } from './format';

describe('isolate', () => {
  it('wraps text in first-strong isolates for right-to-left interfaces only', () => {
    expect(isolate('A Book')).toBe('\u2068A Book\u2069');
    expect(isolateFor('rtl')('a.json')).toBe('\u2068a.json\u2069');
    expect(isolateFor('ltr')('a.json')).toBe('a.json');
  });
});
