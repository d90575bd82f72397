/**
 * What the second pane can show, when it opens the first time and from its bar's "What to show":
 * a page of the book, an atlas screen (then a record), the notes, or the older versions of the
 * page open in the first pane.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { TreeNodeSummary } from '../../../workers/contract/records';
import { ATLAS_SECTIONS } from '../../navigation/sections';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';
import { PANE_HOME } from './pane-history';
import { pageIdOfPath, useMainPath } from './use-main-path';

interface PageGroup {
  folder: string;
  pages: TreeNodeSummary[];
}

/** The book's pages in its order, grouped under the folder that holds each. */
function pageGroupsOf(nodes: readonly TreeNodeSummary[]): PageGroup[] {
  const children = new Map<string | null, TreeNodeSummary[]>();
  for (const node of nodes) {
    if (node.mark_for_delete === 1) continue;
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  for (const list of children.values())
    list.sort((a, b) => a.position_in_list - b.position_in_list);
  const groups: PageGroup[] = [];
  const stack = [...(children.get(null) ?? [])].reverse();
  while (stack.length > 0) {
    const folder = stack.pop() as TreeNodeSummary;
    if (folder.type !== 'folder') continue;
    const inside = children.get(folder.id) ?? [];
    const pages = inside.filter((n) => n.type !== 'folder');
    if (pages.length > 0) groups.push({ folder: folder.name, pages });
    for (let i = inside.length - 1; i >= 0; i -= 1) {
      const node = inside[i] as TreeNodeSummary;
      if (node.type === 'folder') stack.push(node);
    }
  }
  // Pages at the top level, outside any folder.
  const loose = (children.get(null) ?? []).filter((n) => n.type !== 'folder');
  return loose.length > 0 ? [{ folder: '', pages: loose }, ...groups] : groups;
}

export function PaneChooser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tree = useWorkerQuery(() => workerApi().fetchTree(), [], ['tree_nodes']);
  const groups = useMemo(() => pageGroupsOf(tree.data ?? []), [tree.data]);
  const [chosen, setChosen] = useState('');
  const first = groups[0]?.pages[0]?.id ?? '';
  const page = chosen || first;
  const openPage = pageIdOfPath(useMainPath());
  return (
    <div className="pane-chooser">
      <h2>{t('split.choose_title')}</h2>
      <section aria-labelledby="pane-choose-page">
        <h3 id="pane-choose-page">{t('split.a_page')}</h3>
        <form
          className="pane-chooser__row"
          onSubmit={(event) => {
            event.preventDefault();
            if (page) navigate(`/body-content/page/${encodeURIComponent(page)}`);
          }}
        >
          <select
            aria-label={t('split.page_to_show')}
            value={page}
            onChange={(event) => setChosen(event.target.value)}
            disabled={groups.length === 0}
          >
            {groups.map((group) => (
              <optgroup key={group.folder || '-'} label={group.folder || t('split.loose_pages')}>
                {group.pages.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <button type="submit" className="button" disabled={!page}>
            {t('split.show_page')}
          </button>
        </form>
      </section>
      {openPage && (
        <section aria-labelledby="pane-choose-versions">
          <h3 id="pane-choose-versions">{t('split.versions')}</h3>
          <Link to={`${PANE_HOME}/versions/${encodeURIComponent(openPage)}`}>
            {t('split.versions_of_open_page')}
          </Link>
        </section>
      )}
      <section aria-labelledby="pane-choose-atlas">
        <h3 id="pane-choose-atlas">{t('split.atlas')}</h3>
        <ul className="pane-chooser__links">
          {ATLAS_SECTIONS.map((s) => (
            <li key={s.id}>
              <Link className="button" to={`/world-atlas/${s.id}`}>
                {t(s.titleKey)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pane-choose-notes">
        <h3 id="pane-choose-notes">{t('routes.notes')}</h3>
        <Link className="button" to="/misc/notes">
          {t('split.all_notes')}
        </Link>
      </section>
    </div>
  );
}
