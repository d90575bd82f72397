import { describe, expect, it } from 'vitest';
import { formatBytes, isolate, isolateFor } from './format';

describe('isolate', () => {
  it('wraps text in first-strong isolates for right-to-left interfaces only', () => {
    expect(isolate('A Book')).toBe('\u2068A Book\u2069');
    expect(isolateFor('rtl')('a.json')).toBe('\u2068a.json\u2069');
    expect(isolateFor('ltr')('a.json')).toBe('a.json');
  });
});

describe('formatBytes', () => {
  it('names sizes in the author language, in steps of 1024', () => {
    expect(formatBytes('en', 0)).toBe('0 bytes');
    expect(formatBytes('en', 12_390)).toBe('12.1 kB');
    expect(formatBytes('en', 5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes('en', 1024 * 1024 - 20)).toBe('1 MB');
    expect(formatBytes('fr', 12_390)).toMatch(/^12,1\s?ko$/);
    expect(formatBytes('ja', 0)).not.toContain('bytes');
    expect(formatBytes('ar', 12_390)).not.toMatch(/kB|KB/);
  });
});
