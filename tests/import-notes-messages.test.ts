/** The English locale shows the import's notes word for word as the worker writes them. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_NOTE_MESSAGES,
  RECORD_LABEL_MESSAGES,
} from '../workers/domains/import/import-notes';

const en = JSON.parse(readFileSync(new URL('../locales/en.json', import.meta.url), 'utf8')) as {
  import_notes: Record<string, string>;
};
const asLocale = (template: string) => template.replace(/\{(\w+)\}/g, '{{$1}}');

describe('import note messages', () => {
  it('has an English locale entry for every note and record label, reading as the worker', () => {
    const worker = { ...IMPORT_NOTE_MESSAGES, ...RECORD_LABEL_MESSAGES };
    for (const [code, template] of Object.entries(worker)) {
      expect(en.import_notes[code], code).toBe(asLocale(template));
    }
    expect(Object.keys(en.import_notes).sort()).toEqual(Object.keys(worker).sort());
  });
});
