/** Side navigation: collapsible sections (open by default) with every link of docs/spec/product-and-screens.md §2. */

import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate, useIsActivePath } from '../../navigation/app-router';
import {
  ATLAS_SECTIONS,
  BACK_SECTIONS,
  BODY_SECTIONS,
  FRONT_SECTIONS,
} from '../../navigation/sections';
import { useAtomValue } from '../../state/jotai';
import { useExportMenuItems } from '../export/useExportMenuItems';
import { useFileMenuItems } from '../files/useFileMenuItems';
import { navOpenAtom } from './layout-atoms';

interface NavGroupProps {
  title: string;
  children: React.ReactNode;
}

function NavGroup({ title, children }: NavGroupProps) {
  return (
    <details className="nav-group" open>
      <summary>{title}</summary>
      <ul>{children}</ul>
    </details>
  );
}

/** A link of the side navigation, marked as the current page while its route is shown. */
const Item = memo(function Item({ to, label }: { to: string; label: string }) {
  const active = useIsActivePath(to);
  const navigate = useAppNavigate();
  return (
    <li>
      <a
        href={to}
        className={active ? 'nav-link active' : 'nav-link'}
        aria-current={active ? 'page' : undefined}
        onClick={(e) => {
          // A new tab or window (modifier keys, other buttons) is the browser's to open.
          if (
            e.defaultPrevented ||
            e.button !== 0 ||
            e.metaKey ||
            e.ctrlKey ||
            e.shiftKey ||
            e.altKey
          )
            return;
          e.preventDefault();
          void navigate(to);
        }}
      >
        {label}
      </a>
    </li>
  );
});

export const LAST_UPDATE = '2026-11-21';

export function SideNav() {
  const { t } = useTranslation();
  const open = useAtomValue(navOpenAtom);
  const fileItems = [...useFileMenuItems(), ...useExportMenuItems()];
  return (
    <nav
      id="side-nav"
      className={`side-nav ${open ? 'side-nav--open' : ''}`}
      aria-label={t('nav.label')}
    >
      {fileItems.length > 0 && (
        <NavGroup title={t('nav.file')}>
          {fileItems.map((item) => (
            <li key={item.key}>
              <button type="button" className="nav-link nav-action" onClick={item.onSelect}>
                {item.label}
              </button>
            </li>
          ))}
        </NavGroup>
      )}
      <NavGroup title={t('nav.front_matter')}>
        <Item to="/frontmatter/book-info" label={t('routes.book_info')} />
        <Item to="/frontmatter/copyright" label={t('routes.copyright')} />
        {FRONT_SECTIONS.map((s) => (
          <Item key={s.id} to={`/frontmatter/${s.id}`} label={t(s.titleKey)} />
        ))}
      </NavGroup>
      <NavGroup title={t('nav.body_content')}>
        {BODY_SECTIONS.map((s) => (
          <Item key={s.id} to={`/body-content/${s.id}`} label={t(s.titleKey)} />
        ))}
      </NavGroup>
      <NavGroup title={t('nav.back_matter')}>
        {BACK_SECTIONS.map((s) => (
          <Item key={s.id} to={`/back-matter/${s.id}`} label={t(s.titleKey)} />
        ))}
      </NavGroup>
      <NavGroup title={t('nav.world_atlas')}>
        {ATLAS_SECTIONS.map((s) => (
          <Item key={s.id} to={`/world-atlas/${s.id}`} label={t(s.titleKey)} />
        ))}
      </NavGroup>
      <ul className="nav-plain">
        <Item to="/misc/notes" label={t('routes.notes')} />
        <Item to="/misc/goals" label={t('routes.goals')} />
        <Item to="/misc/backups" label={t('routes.backups')} />
      </ul>
      <NavGroup title={t('nav.about')}>
        <Item to="/about" label={t('routes.about')} />
        <Item to="/about/privacy-policy" label={t('routes.privacy_policy')} />
        <Item to="/about/terms-of-service" label={t('routes.terms_of_service')} />
        <li className="nav-note">{t('pages.last_update', { date: LAST_UPDATE })}</li>
      </NavGroup>
    </nav>
  );
}
