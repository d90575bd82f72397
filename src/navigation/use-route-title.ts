/** Sets the document title from the deepest route with a title, falling back to the app name. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { TranslationKey } from '../i18n/keys';
import { titleKeyOf } from './route-handle';

export function useRouteTitle(): string {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  let key: TranslationKey | undefined;
  for (const match of matches) key = titleKeyOf(match.handle, match.params) ?? key;
  // A leaf key of en.json: String() only narrows i18next's return type for a union of keys.
  const title = key && i18n.exists(key) ? String(t(key)) : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
