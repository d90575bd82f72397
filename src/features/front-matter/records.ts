/**
 * Reading and writing the two records behind the Book info and Copyright pages through the
 * worker facade. The worker strips markup from its known plain fields; the extra fields kept
 * here (publication date, address, collaborator names) are cleaned the same way before saving.
 */
import type { CopyrightRecord, FrontmatterRecord } from '../../../workers/contract/records';
import type { Result } from '../../../workers/contract/result';
import { toPlainTextDom } from '../../security/sanitize-dom';
import { formJournal } from '../../session/form-journal';
import { unwrap, workerApi } from '../../worker-client/client';
import { isCollaboratorRole } from './collaborator-roles';

/** Front matter with the extra Book info fields stored alongside. */
export type FrontmatterForm = FrontmatterRecord & {
  publication_date?: string;
  address?: string;
  /** The author's contact details, for the manuscript's title page (issue 25). */
  email?: string;
  phone?: string;
};

/** Plain text of a typed value: markup is removed (as the worker does), other text kept as is. */
export function plainText(value: string, toPlain: (html: string) => string = toPlainTextDom) {
  return /[<&]/.test(value) ? toPlain(value) : value;
}

/** A year as stored: the parsed whole number, or empty when the text does not parse. */
export function parseYear(value: string): string {
  const n = Number.parseInt(value.trim(), 10);
  return Number.isFinite(n) && n >= 0 ? String(n) : '';
}

/** Cleans front-matter changes the worker does not clean itself. */
export function cleanFrontmatterChanges(
  changes: Partial<FrontmatterForm>,
  toPlain?: (html: string) => string,
): Partial<FrontmatterForm> {
  const out = { ...changes };
  for (const key of ['address', 'email', 'phone'] as const) {
    const value = out[key];
    if (value !== undefined) out[key] = plainText(value, toPlain);
  }
  if (out.publication_date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(out.publication_date)) {
    out.publication_date = '';
  }
  return out;
}

/** Cleans copyright changes: the year is parsed, collaborators keep known roles and plain names. */
export function cleanCopyrightChanges(
  changes: Partial<CopyrightRecord>,
  toPlain?: (html: string) => string,
): Partial<CopyrightRecord> {
  const out = { ...changes };
  if (out.publication_year !== undefined) out.publication_year = parseYear(out.publication_year);
  if (out.collaborators) {
    out.collaborators = out.collaborators
      .map((c) => ({ role: c.role, name: plainText(c.name, toPlain).trim() }))
      .filter((c) => c.name !== '' && isCollaboratorRole(c.role));
  }
  return out;
}

const afterInit = async <T>(query: () => Promise<Result<T>>): Promise<Result<T>> => {
  const opened = await workerApi().init();
  return opened.success ? query() : opened;
};

/** Reads front-matter record 1 (opening the database first if needed). */
export const loadFrontmatter = (): Promise<Result<FrontmatterForm>> =>
  afterInit(() => workerApi().getFrontmatter());

/** Reads copyright record 1 (opening the database first if needed). */
export const loadCopyright = (): Promise<Result<CopyrightRecord>> =>
  afterInit(() => workerApi().getCopyright());

/** Saves front-matter changes and resolves to the stored record; rejects on failure. */
export async function saveFrontmatter(changes: Partial<FrontmatterForm>): Promise<FrontmatterForm> {
  return unwrap(await workerApi().updateFrontmatter(cleanFrontmatterChanges(changes)));
}

/** Saves copyright changes and resolves to the stored record; rejects on failure. */
export async function saveCopyright(changes: Partial<CopyrightRecord>): Promise<CopyrightRecord> {
  return unwrap(await workerApi().updateCopyright(cleanCopyrightChanges(changes)));
}

/** The two records whose forms are journaled (`record:frontmatter`, `record:copyright`). */
export type JournaledRecord = 'frontmatter' | 'copyright';

const savers: Record<JournaledRecord, (fields: Record<string, unknown>) => Promise<unknown>> = {
  frontmatter: saveFrontmatter,
  copyright: saveCopyright,
};

/** The Book info and Copyright forms in the draft journal. */
export const RECORD_FORMS = formJournal<JournaledRecord>({
  prefix: 'record',
  format: (table) => table,
  parse: (rest) => (Object.hasOwn(savers, rest) ? (rest as JournaledRecord) : null),
  store: (table, fields) => savers[table](fields),
});

/** Stores the Book info and Copyright fields a closed tab left unsent; answers how many. */
export const replayRecordDrafts = RECORD_FORMS.replay;

/** The journals of the two forms (stable objects, read once when a form mounts). */
export const FRONTMATTER_JOURNAL = RECORD_FORMS.journal('frontmatter');
export const COPYRIGHT_JOURNAL = RECORD_FORMS.journal('copyright');
