/**
 * A new book's template text ("New Book Title", "Main Content", "Page 1") in the interface
 * language: asked of the worker when a book is loaded and whenever the language changes. The
 * worker renames only values that are still template text in a book never saved to a file.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateTexts } from '../../workers/contract/template';
import { bookSetupAtom } from '../state/interface-state';
import { useAtomValue } from '../state/jotai';
import { workerApi } from '../worker-client/client';
import { showIfFailed } from '../worker-client/failures';

type Translate = (key: string) => string;

const textsOf = (t: Translate): TemplateTexts => ({
  title: t('template.book_title'),
  rootFolder: t('template.root_folder'),
  firstPage: t('template.first_page'),
});

export function useTemplateLanguage(): void {
  const { i18n } = useTranslation();
  const documentId = useAtomValue(bookSetupAtom).documentId;
  const language = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    if (!documentId || !language) return;
    // The template of every language loaded in this visit is known template text.
    const known = (i18n.languages ?? [])
      .concat(Object.keys(i18n.store?.data ?? {}))
      .filter((lng, index, all) => all.indexOf(lng) === index && lng !== language)
      .filter((lng) => i18n.hasResourceBundle(lng, 'translation'))
      .map((lng) => textsOf(i18n.getFixedT(lng) as Translate));
    void showIfFailed(
      workerApi().localiseNewBook(textsOf(i18n.getFixedT(language) as Translate), known),
    );
  }, [documentId, language, i18n]);
}
