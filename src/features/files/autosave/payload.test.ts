import { describe, expect, it } from 'vitest';
import { buildAutosavePayload } from './payload';

const header = { title: 'My Book', author: 'Jane', date: '2026-03-01T10:00:00.000Z' };
const exported = {
  metadata: { exportedAt: 'x', databaseName: 'storyBuilderV2', version: '1.2' },
  data: { frontmatter: [] },
  fileHandles: { handles: [], stats: { projectHandles: 0, fileHandles: 0, total: 0 } },
};

describe('auto-save payload', () => {
  it('adds the header as the first field and keeps the export intact', () => {
    const text = buildAutosavePayload(JSON.stringify(exported, null, 2), header);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['header', 'metadata', 'data', 'fileHandles']);
    expect(parsed).toEqual({ header, ...exported });
    expect(text.split('\n')[1]).toBe('  "header": {');
  });

  it('accepts a parsed export and replaces an old header', () => {
    const text = buildAutosavePayload({ header: { title: 'Old' }, ...exported }, header);
    expect(JSON.parse(text).header).toEqual(header);
  });

  it('refuses anything but a JSON object', () => {
    expect(() => buildAutosavePayload('[1]', header)).toThrow(TypeError);
    expect(() => buildAutosavePayload('null', header)).toThrow(TypeError);
    expect(() => buildAutosavePayload('{oops', header)).toThrow(SyntaxError);
  });
});
