/**
 * The chapter view (/body-content/chapter/:id): a folder of the book tree with what it holds —
 * its pages and sub-folders in order, each with its words and a link to open it — or a chapter
 * of the legacy chapters table. Pages link back to it from above their title.
 */
import { LayoutGrid, ListTree, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { TreeNode } from '../../../workers/contract/records';
import { NotFoundPage } from '../../components/NotFoundPage';
import { SafeHtml } from '../../components/SafeHtml';
import { formatNumber } from '../../i18n/format';
import { continuousPathOf } from '../../navigation/book-paths';
import { corkboardPathOf, outlinePathOf } from '../../navigation/book-views';
import { workerApi } from '../../worker-client/client';
import { useWorkerQuery } from '../../worker-client/useWorkerQuery';

type Summary = Omit<TreeNode, 'content'>;

const active = (n: Summary) => n.mark_for_delete !== 1;

/** Words of a node: a page's own, a folder's pages' (all levels). */
function wordsOf(node: Summary, children: Map<string | null, Summary[]>): number {
  if (node.type === 'page') return node.content_metrics?.words ?? 0;
  let sum = 0;
  for (const child of children.get(node.id) ?? []) sum += wordsOf(child, children);
  return sum;
}

function childrenByParent(nodes: readonly Summary[]): Map<string | null, Summary[]> {
  const map = new Map<string | null, Summary[]>();
  for (const node of nodes) {
    if (!active(node)) continue;
    const list = map.get(node.parentId) ?? [];
    list.push(node);
    map.set(node.parentId, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.position_in_list - b.position_in_list);
  return map;
}

function FolderView({ folder, nodes }: { folder: Summary; nodes: readonly Summary[] }) {
  const { t, i18n } = useTranslation();
  const children = childrenByParent(nodes);
  const items = children.get(folder.id) ?? [];
  const count = (n: number) => formatNumber(i18n.language, n);
  let pages = 0;
  const countPages = (node: Summary) => {
    if (node.type === 'page') pages += 1;
    for (const child of children.get(node.id) ?? []) countPages(child);
  };
  countPages(folder);
  return (
    <article className="section-page chapter-view">
      <h1>{folder.name}</h1>
      <p className="muted">
        {t('chapter.summary', { pages: count(pages), words: count(wordsOf(folder, children)) })}
      </p>
      {pages > 0 && (
        <p className="chapter-view__views">
          <Link className="button" to={continuousPathOf(folder.id)}>
            <ScrollText aria-hidden="true" size={18} />
            {t('continuous.open')}
          </Link>
          <Link className="button" to={outlinePathOf(folder.id)}>
            <ListTree aria-hidden="true" size={18} />
            {t('outline.view_outline')}
          </Link>
          <Link className="button" to={corkboardPathOf(folder.id)}>
            <LayoutGrid aria-hidden="true" size={18} />
            {t('outline.view_corkboard')}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p className="muted">{t('chapter.empty')}</p>
      ) : (
        <ol className="chapter-view__list" aria-label={t('chapter.contents')}>
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={`/body-content/${item.type === 'page' ? 'page' : 'chapter'}/${encodeURIComponent(item.id)}`}
              >
                {item.name}
              </Link>{' '}
              <span className="muted">
                {t('chapter.item_words', { words: count(wordsOf(item, children)) })}
              </span>
              {item.include_in_export === false && (
                <>
                  {' '}
                  <span className="muted">({t('structure.left_out_mark')})</span>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

const NO_CHAPTER = { success: true as const, data: null };

export function ChapterPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tree = useWorkerQuery(() => workerApi().fetchTree(), [], ['tree_nodes']);
  const legacyId = /^\d+$/.test(id) ? Number(id) : null;
  const legacy = useWorkerQuery(
    () => (legacyId === null ? Promise.resolve(NO_CHAPTER) : workerApi().getChapter(legacyId)),
    [legacyId],
    ['chapters'],
  );
  if (tree.loading || legacy.loading) return <p className="muted">{t('app.loading')}</p>;
  const folder = tree.data?.find((n) => n.id === id && n.type === 'folder' && active(n));
  if (folder && tree.data) return <FolderView folder={folder} nodes={tree.data} />;
  if (legacy.data) {
    return (
      <article className="section-page">
        <h1>{String(legacy.data.title ?? '')}</h1>
        <SafeHtml className="page-canvas" html={String(legacy.data.content ?? '')} />
      </article>
    );
  }
  return <NotFoundPage />;
}

/** Above a page's title: the chapter (folder) it belongs to, as a link to the chapter view. */
export function ChapterCrumb({ parentId }: { parentId: string | null }) {
  const { t } = useTranslation();
  const tree = useWorkerQuery(() => workerApi().fetchTree(), [], ['tree_nodes']);
  const parent = parentId ? tree.data?.find((n) => n.id === parentId) : undefined;
  if (!parent) return null;
  return (
    <nav className="chapter-crumb" aria-label={t('routes.chapter')}>
      <Link to={`/body-content/chapter/${encodeURIComponent(parent.id)}`}>{parent.name}</Link>
    </nav>
  );
}
