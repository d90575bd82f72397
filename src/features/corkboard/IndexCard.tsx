/**
 * One index card: the title (opening the page, or a folder's own corkboard), the status, the
 * synopsis, and the colour label as the card's edge. A list item that drags by its handle
 * (pointer, or Space and the arrow keys).
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FileText, Folder, GripVertical } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../i18n/format';
import { corkboardPathOf, pagePathOf } from '../../navigation/book-views';
import type { OutlineItem } from '../outline';

export interface IndexCardProps {
  card: OutlineItem;
  labelColor: string | null;
  labelText: string | null;
  statusText: string | null;
}

function IndexCardView({ card, labelColor, labelText, statusText }: IndexCardProps) {
  const { t, i18n } = useTranslation();
  const sortable = useSortable({ id: card.id });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    ...(labelColor ? { ['--card-edge' as string]: labelColor } : {}),
  };
  const classes = ['index-card', `index-card--${card.type}`];
  if (labelColor) classes.push('has-label');
  if (sortable.isDragging) classes.push('is-dragging');
  const name = card.name || t('outline.unnamed');
  return (
    <li
      ref={sortable.setNodeRef}
      className={classes.join(' ')}
      style={style}
      data-node-id={card.id}
    >
      <div className="index-card__head">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          className="index-card__handle"
          aria-label={t('corkboard.move_card', { name })}
          aria-roledescription={t('corkboard.draggable')}
          aria-describedby={sortable.attributes['aria-describedby']}
          aria-pressed={sortable.attributes['aria-pressed']}
          {...sortable.listeners}
        >
          <GripVertical aria-hidden="true" size={16} />
        </button>
        {card.type === 'folder' ? (
          <Folder aria-hidden="true" size={16} className="index-card__icon" />
        ) : (
          <FileText aria-hidden="true" size={16} className="index-card__icon" />
        )}
        <h3 className="index-card__title" dir="auto">
          <Link to={card.type === 'page' ? pagePathOf(card.id) : corkboardPathOf(card.id)}>
            {name}
          </Link>
        </h3>
      </div>
      {card.synopsis ? (
        <p className="index-card__synopsis" dir="auto">
          {card.synopsis}
        </p>
      ) : (
        <p className="index-card__synopsis muted">{t('corkboard.no_synopsis')}</p>
      )}
      <p className="index-card__foot">
        {statusText && <span className="index-card__status">{statusText}</span>}
        {labelText && (
          <span className="index-card__label">
            <span
              className="manuscript-label__dot"
              style={{ background: labelColor ?? undefined }}
              aria-hidden="true"
            />
            {labelText}
          </span>
        )}
        <span className="index-card__words">
          {t('chapter.item_words', { words: formatNumber(i18n.language, card.words) })}
        </span>
      </p>
    </li>
  );
}

export const IndexCard = memo(IndexCardView);
