/**
 * The corkboard screen (/body-content/corkboard, /body-content/chapter/:id/corkboard): the
 * pages and folders under a folder, or of the whole manuscript, as index cards, each folder's
 * cards in a grid of their own that the author reorders by dragging.
 */
import { LayoutGrid } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FailureMessage } from '../../components/FailureMessage';
import { NotFoundPage } from '../../components/NotFoundPage';
import { BookViewsNav, useOutlineData } from '../outline';
import { CardGroup } from './CardGroup';
import { corkboardGroups } from './corkboard-groups';
import './corkboard.css';

/** Groups drawn at once; the rest when scrolled near. */
const EAGER_GROUPS = 3;

export function CorkboardPage() {
  const { id } = useParams();
  const scopeId = id ?? null;
  const { t } = useTranslation();
  const data = useOutlineData(scopeId);
  const [status, setStatus] = useState({ text: '', count: 0 });
  const { move, nameOf } = data;
  const name = nameOf(scopeId);
  const groups = useMemo(
    () => corkboardGroups(data.outline.items, scopeId, name),
    [data.outline.items, scopeId, name],
  );
  const onMoved = useCallback(
    (nodeId: string, parentId: string | null, position: number) => {
      void move(nodeId, { parentId, position }).then((moved) => {
        if (!moved) return;
        const text =
          parentId === null
            ? t('manuscript.moved_top', { name: nameOf(nodeId), position })
            : t('manuscript.moved_into', {
                name: nameOf(nodeId),
                parent: nameOf(parentId),
                position,
              });
        setStatus((s) => ({ text, count: s.count + 1 }));
      });
    },
    [move, nameOf, t],
  );

  if (data.error) return <FailureMessage error={data.error} />;
  if (data.loading) return <p className="muted">{t('app.loading')}</p>;
  if (scopeId !== null && data.scope?.type !== 'folder') return <NotFoundPage />;

  return (
    <article className="section-page section-page--wide corkboard-page">
      <header className="outline-page__header">
        <h1>
          <LayoutGrid aria-hidden="true" size={22} /> {t('corkboard.title', { name })}
        </h1>
        <BookViewsNav folderId={scopeId} />
      </header>
      {groups.length === 0 ? (
        <p className="muted">{t('corkboard.empty')}</p>
      ) : (
        groups.map((group, i) => (
          <CardGroup
            key={group.parentId ?? ''}
            group={group}
            data={data}
            eager={i < EAGER_GROUPS}
            onMoved={onMoved}
          />
        ))
      )}
      <p className="visually-hidden" role="status">
        {status.text}
        {status.count % 2 ? '\u00a0' : ''}
      </p>
    </article>
  );
}
