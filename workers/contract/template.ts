/** A new book's template text in one language (the UI's translations of the spec's defaults). */
export interface TemplateTexts {
  title: string;
  rootFolder: string;
  firstPage: string;
}
