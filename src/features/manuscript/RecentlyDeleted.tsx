/** "Recently deleted": the roots of soft-deleted subtrees, each with a Restore button. */
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeItem } from './flatten-tree';

export interface RecentlyDeletedProps {
  items: readonly TreeItem[];
  /** Heading level: 2 on the Chapters view, 3 inside the chapters panel. */
  headingLevel: 2 | 3;
  onRestore: (id: string) => void;
}

/** Memoised: the tree re-renders on every selection change, this list need not. */
export const RecentlyDeleted = memo(function RecentlyDeleted({
  items,
  headingLevel,
  onRestore,
}: RecentlyDeletedProps) {
  const { t } = useTranslation();
  const id = useId();
  if (items.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="manuscript-deleted" aria-labelledby={id}>
      <Heading id={id}>{t('manuscript.recently_deleted')}</Heading>
      <ul>
        {items.map((n) => (
          <li key={n.id}>
            <span className={`manuscript-deleted-name manuscript-deleted-name--${n.type}`}>
              {n.name}
            </span>
            <button
              type="button"
              className="button"
              aria-label={t('manuscript.restore_named', { name: n.name })}
              onClick={() => onRestore(n.id)}
            >
              {t('manuscript.restore')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
