/**
 * The copyright clauses (docs/spec/product-and-screens.md §3) and the text of the copyright page
 * assembled from the checked ones. The rules live in the contract, because the book exports
 * print the same page (workers/contract/copyright-page.ts).
 */
export {
  buildCopyrightPreview,
  CLAUSE_FIELDS,
  type ClauseField,
  clauseKey,
  type PreviewInput,
  type PreviewLine,
  type Translate,
} from '../../../../workers/contract/copyright-page';
