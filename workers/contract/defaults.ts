/** Default records that both threads need (dependency-free). */
import type { CopyrightRecord } from './records';

/** The empty copyright record (record 1) of a new book. */
export const defaultCopyright = (documentId: string): CopyrightRecord => ({
  id: 1,
  documentId,
  full_name: '',
  pen_name: '',
  edition: '',
  publication_year: '',
  isbn: [],
  publisher: '',
  collaborators: [],
  rights: false,
  fiction_disclaimer: false,
  moral_rights: false,
  external_content: false,
  tm_notice: false,
  public_domain: false,
  permissions: false,
  licensing: false,
  additional_clause: false,
  additional_clause_text: '',
});
