/**
 * The ways to see a folder (or the whole manuscript) side by side: its outline and its
 * corkboard, and for a folder its chapter screen. The view on screen is the current one.
 */

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { corkboardPathOf, outlinePathOf } from '../../navigation/book-views';
import './book-views.css';

export function BookViewsNav({ folderId }: { folderId: string | null }) {
  const { t } = useTranslation();
  return (
    <nav className="book-views-nav" aria-label={t('outline.views')}>
      {folderId !== null && (
        <NavLink
          end
          className="book-views-nav__link"
          to={`/body-content/chapter/${encodeURIComponent(folderId)}`}
        >
          {t('outline.view_chapter')}
        </NavLink>
      )}
      <NavLink end className="book-views-nav__link" to={outlinePathOf(folderId)}>
        {t('outline.view_outline')}
      </NavLink>
      <NavLink end className="book-views-nav__link" to={corkboardPathOf(folderId)}>
        {t('outline.view_corkboard')}
      </NavLink>
    </nav>
  );
}
