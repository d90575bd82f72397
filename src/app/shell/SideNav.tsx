/**
 * Side navigation: collapsible sections (open by default) with every link of
 * docs/spec/product-and-screens.md §2. On a desktop it collapses to a rail of icons (one per
 * section) and hides entirely, both remembered (layout-atoms.ts); the File actions live in the
 * toolbar's File menu only.
 */

import {
  BookMarked,
  BookOpen,
  ChevronsLeft,
  ChevronsRight,
  Globe,
  History,
  Info,
  type LucideIcon,
  NotebookPen,
  ScrollText,
  Target,
} from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton';
import { LAST_UPDATE } from '../../features/about';
import { useAppNavigate, useIsActivePath } from '../../navigation/app-router';
import {
  ATLAS_SECTIONS,
  BACK_SECTIONS,
  BODY_SECTIONS,
  FRONT_SECTIONS,
} from '../../navigation/sections';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { frameLayoutAtom, navModeAtom, navOpenAtom } from './layout-atoms';

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

/** Follows a plain click in the app; a new tab or window (modifiers, other buttons) is the browser's. */
function useFollowLink(to: string) {
  const navigate = useAppNavigate();
  return (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    e.preventDefault();
    void navigate(to);
  };
}

/** A link of the side navigation, marked as the current page while its route is shown. */
const Item = memo(function Item({ to, label }: { to: string; label: string }) {
  const active = useIsActivePath(to);
  const follow = useFollowLink(to);
  return (
    <li>
      <a
        href={to}
        className={active ? 'nav-link active' : 'nav-link'}
        aria-current={active ? 'page' : undefined}
        onClick={follow}
      >
        {label}
      </a>
    </li>
  );
});

/** One section of the rail: its icon, named like the section, leading to its first screen. */
const RailItem = memo(function RailItem({
  to,
  within,
  label,
  icon: Icon,
}: {
  to: string;
  within: string;
  label: string;
  icon: LucideIcon;
}) {
  const active = useIsActivePath(within);
  const follow = useFollowLink(to);
  return (
    <li>
      <a
        href={to}
        className={active ? 'nav-rail-link active' : 'nav-rail-link'}
        aria-label={label}
        aria-current={active ? 'true' : undefined}
        data-tooltip={label}
        onClick={follow}
      >
        <Icon aria-hidden="true" size={18} strokeWidth={1.75} />
      </a>
    </li>
  );
});

function RailLinks() {
  const { t } = useTranslation();
  return (
    <ul className="nav-rail">
      <RailItem
        to="/frontmatter/book-info"
        within="/frontmatter"
        label={t('nav.front_matter')}
        icon={BookOpen}
      />
      <RailItem
        to="/body-content/chapters"
        within="/body-content"
        label={t('nav.body_content')}
        icon={ScrollText}
      />
      <RailItem
        to="/back-matter/appendices"
        within="/back-matter"
        label={t('nav.back_matter')}
        icon={BookMarked}
      />
      <RailItem
        to="/world-atlas/locations"
        within="/world-atlas"
        label={t('nav.world_atlas')}
        icon={Globe}
      />
      <RailItem
        to="/misc/notes"
        within="/misc/notes"
        label={t('routes.notes')}
        icon={NotebookPen}
      />
      <RailItem to="/misc/goals" within="/misc/goals" label={t('routes.goals')} icon={Target} />
      <RailItem
        to="/misc/backups"
        within="/misc/backups"
        label={t('routes.backups')}
        icon={History}
      />
      <RailItem to="/about" within="/about" label={t('nav.about')} icon={Info} />
    </ul>
  );
}

function FullLinks() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

export function SideNav() {
  const { t } = useTranslation();
  const open = useAtomValue(navOpenAtom);
  const layout = useAtomValue(frameLayoutAtom);
  const setMode = useSetAtom(navModeAtom);
  const setOpen = useSetAtom(navOpenAtom);
  if (layout.nav === 'hidden') return null;
  // On a desktop, a navigation that yielded its room opens over the page when asked for.
  const floating = layout.nav === 'drawer' || (layout.navYielded && open);
  const rail = layout.nav === 'rail' && !floating;
  const className = [
    'side-nav',
    rail ? 'side-nav--rail' : '',
    floating ? 'side-nav--floating' : '',
    floating && open ? 'side-nav--open' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <nav id="side-nav" className={className} aria-label={t('nav.label')}>
      {layout.nav !== 'drawer' && (
        <div className="side-nav__head">
          {rail ? (
            <IconButton
              label={t('nav.expand')}
              icon={ChevronsRight}
              className="side-nav__mode"
              onClick={() => (layout.navYielded ? setOpen(true) : setMode('expanded'))}
            />
          ) : (
            <IconButton
              label={t('nav.collapse')}
              icon={ChevronsLeft}
              className="side-nav__mode"
              onClick={() => {
                setOpen(false);
                setMode('rail');
              }}
            />
          )}
        </div>
      )}
      {rail ? <RailLinks /> : <FullLinks />}
    </nav>
  );
}
