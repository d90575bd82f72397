/**
 * The outline screen (/body-content/outline, /body-content/chapter/:id/outline): every page and
 * folder under a folder, or of the whole manuscript, as a table the author edits in place.
 */
import { ListTree } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FailureMessage } from '../../components/FailureMessage';
import { NotFoundPage } from '../../components/NotFoundPage';
import { useAtomValue } from '../../state/jotai';
import type { MoveTarget } from '../manuscript';
import { BookViewsNav } from './BookViewsNav';
import { OutlineColumnsMenu } from './OutlineColumnsMenu';
import { OutlineTable } from './OutlineTable';
import { COLUMN_TITLES, cleanColumns, outlineColumnsAtom, shownColumns } from './outline-columns';
import type { SortOrder } from './outline-rows';
import { StatusesDialog } from './StatusesDialog';
import { useOutlineData } from './useOutlineData';
import './outline.css';

export function OutlinePage() {
  const { id } = useParams();
  const scopeId = id ?? null;
  const { t } = useTranslation();
  const data = useOutlineData(scopeId);
  const columns = shownColumns(cleanColumns(useAtomValue(outlineColumnsAtom)));
  const [sort, setSort] = useState<SortOrder | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [status, setStatus] = useState({ text: '', count: 0 });
  const { move, nameOf } = data;

  const onMoved = useCallback(
    (nodeId: string, target: MoveTarget) => {
      void move(nodeId, target).then((moved) => {
        if (!moved) return;
        const name = nameOf(nodeId);
        const text =
          target.parentId === null
            ? t('manuscript.moved_top', { name, position: target.position })
            : t('manuscript.moved_into', {
                name,
                parent: nameOf(target.parentId),
                position: target.position,
              });
        setStatus((s) => ({ text, count: s.count + 1 }));
        requestAnimationFrame(() =>
          document
            .querySelector<HTMLElement>(
              `.outline-table [data-node-id="${CSS.escape(nodeId)}"] .outline-handle`,
            )
            ?.focus(),
        );
      });
    },
    [move, nameOf, t],
  );

  if (data.error) return <FailureMessage error={data.error} />;
  if (data.loading) return <p className="muted">{t('app.loading')}</p>;
  if (scopeId !== null && data.scope?.type !== 'folder') return <NotFoundPage />;
  const name = nameOf(scopeId);
  const title = t('outline.title', { name });

  return (
    <article className="section-page section-page--wide outline-page">
      <header className="outline-page__header">
        <h1>
          <ListTree aria-hidden="true" size={22} /> {title}
        </h1>
        <BookViewsNav folderId={scopeId} />
      </header>
      <div className="outline-toolbar">
        <OutlineColumnsMenu />
        <button type="button" className="button" onClick={() => setRenaming(true)}>
          {t('outline.rename_statuses')}
        </button>
        {sort && (
          <p className="outline-sorted">
            {t('outline.sorted_by', { column: t(COLUMN_TITLES[sort.key]) })}{' '}
            <button type="button" className="button" onClick={() => setSort(null)}>
              {t('outline.book_order')}
            </button>
          </p>
        )}
      </div>
      {data.outline.items.length === 0 ? (
        <p className="muted">{t('outline.empty')}</p>
      ) : (
        <OutlineTable
          caption={title}
          data={data}
          columns={columns}
          sort={sort}
          onSort={setSort}
          onLabel={(nodeId, labelId) => void data.setLabel(nodeId, labelId)}
          onMoved={onMoved}
        />
      )}
      <p className="visually-hidden" role="status">
        {status.text}
        {status.count % 2 ? '\u00a0' : ''}
      </p>
      {renaming && (
        <StatusesDialog statuses={data.statuses.statuses} onClose={() => setRenaming(false)} />
      )}
    </article>
  );
}
