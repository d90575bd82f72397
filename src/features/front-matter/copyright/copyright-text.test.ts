/** Unit tests for the copyright page preview text. */
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import { defaultCopyright } from '../../../../workers/contract/defaults';
import type { CopyrightRecord } from '../../../../workers/contract/records';
import { buildCopyrightPreview, CLAUSE_FIELDS, clauseKey, type Translate } from './copyright-text';

/** A tiny stand-in for i18next's `t` over the English strings. */
const t: Translate = (key, options = {}) => {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options[name] ?? ''));
};

const base: CopyrightRecord = { ...defaultCopyright('doc'), full_name: 'Jane Q. Doe' };

const preview = (changes: Partial<CopyrightRecord>, extra: { author?: string } = {}) =>
  buildCopyrightPreview(t, {
    copyright: { ...base, ...changes },
    title: 'The Long Winter',
    author: extra.author ?? '',
    isbns: changes.isbn ?? [],
    currentYear: 2031,
  }).map((line) => line.text);

describe('buildCopyrightPreview', () => {
  it('is empty when nothing is checked or filled in', () => {
    expect(preview({})).toEqual([]);
  });

  it('has an English label and sentence for every clause', () => {
    for (const field of CLAUSE_FIELDS) {
      expect(t(clauseKey(field, 'label'))).not.toContain('copyright.');
      if (field !== 'additional_clause') expect(t(clauseKey(field, 'text'))).not.toBe('');
    }
  });

  it('never doubles the period after a name that ends with one ("M. O.. All rights reserved.")', () => {
    const lines = preview({ rights: true, pen_name: 'M. O.', publication_year: '2027' });
    expect(lines).toContain('Copyright © 2027 M. O. All rights reserved.');
    expect(lines.join(' ')).not.toContain('..');
  });

  it('uses the pen name first, then the author, then the full name, and the year', () => {
    expect(preview({ rights: true, pen_name: 'J. D. Winter', publication_year: '2024' })).toEqual([
      'The Long Winter',
      'Copyright © 2024 J. D. Winter. All rights reserved.',
    ]);
    expect(preview({ rights: true }, { author: 'Jane Doe' })[1]).toContain('Jane Doe');
    expect(preview({ rights: true })[1]).toBe('Copyright © 2031 Jane Q. Doe. All rights reserved.');
  });

  it('lists the checked clauses in order, with the additional clause text', () => {
    const lines = preview({
      moral_rights: true,
      tm_notice: true,
      additional_clause: true,
      additional_clause_text: 'Printed on recycled paper.',
    });
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('moral right');
    expect(lines[2]).toContain('trademark');
    expect(lines[3]).toBe('Printed on recycled paper.');
  });

  it('adds credits, edition, publisher and ISBNs', () => {
    const lines = preview({
      collaborators: [{ role: 'editor', name: 'Sam Reed' }],
      edition: 'First edition',
      publisher: 'North Press',
      isbn: ['978-0-306-40615-7'],
    });
    expect(lines).toEqual([
      'The Long Winter',
      'Editor: Sam Reed',
      'First edition',
      'Published by North Press',
      'ISBN 978-0-306-40615-7',
    ]);
  });
});
