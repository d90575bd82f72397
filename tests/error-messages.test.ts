/** The English locale shows the worker's messages word for word (the spec's error catalogue). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../workers/contract/errors';

const en = JSON.parse(readFileSync(new URL('../locales/en.json', import.meta.url), 'utf8')) as {
  errors: Record<string, string>;
};

describe('error messages', () => {
  it('has an English locale entry for every error code, reading exactly as the worker', () => {
    for (const [code, template] of Object.entries(ERROR_MESSAGES)) {
      expect(en.errors[code], code).toBe(template.replace(/\{(\w+)\}/g, '{{$1}}'));
    }
  });

  it('keeps the spec wording of the catalogue', () => {
    expect(ERROR_MESSAGES.no_update_data).toBe('No data provided for update');
    expect(ERROR_MESSAGES.not_initialized).toBe('Database not initialized');
    expect(ERROR_MESSAGES.chapter_not_found).toBe('Chapter with ID {id} not found');
    expect(ERROR_MESSAGES.unknown).toBe('Unknown database error');
    expect(ERROR_MESSAGES.opfs_unavailable).toBe('OPFS not available');
  });
});
