/** Sets the document title from the deepest route with a title, falling back to the app name. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { titleKeyOf } from './route-handle';

export function useRouteTitle(): string {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  let key: string | undefined;
  for (const match of matches) key = titleKeyOf(match.handle, match.params) ?? key;
  const title = key && i18n.exists(key) ? t(key) : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
