/**
 * One row of the outline: the title (a row header, with the handle that drags the row) and the
 * author's columns, each edited where it stands — the synopsis and the target are stored when
 * the field is left (or Enter in the target, Ctrl/Cmd+Enter in the synopsis), the choices at once.
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { FileText, Folder, GripVertical } from 'lucide-react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OutlineFields, StatusKey } from '../../../workers/contract/outline';
import { formatNumber } from '../../i18n/format';
import { outlinePathOf, pagePathOf } from '../../navigation/book-views';
import type { OutlineChoices } from './OutlineTable';
import type { ColumnKey } from './outline-columns';
import type { OutlineItem } from './outline-rows';

export interface OutlineRowProps {
  item: OutlineItem;
  rowIndex: number;
  columns: readonly ColumnKey[];
  choices: OutlineChoices;
  /** Rows can be dragged (the outline is in book order). */
  draggable: boolean;
  drop: 'before' | 'inside' | 'after' | null;
  onUpdate: (id: string, change: Partial<OutlineFields>) => void;
  onLabel: (id: string, labelId: string | null) => void;
  onKeyMove: (id: string, direction: 'up' | 'down') => void;
}

function OutlineRowView(props: OutlineRowProps) {
  const { item, rowIndex, columns, choices, draggable, drop, onUpdate, onLabel, onKeyMove } = props;
  const { t, i18n } = useTranslation();
  const drag = useDraggable({ id: item.id, disabled: !draggable });
  const { setNodeRef: setDropRef } = useDroppable({ id: item.id, disabled: !draggable });
  const setRowRef = useCallback(
    (el: HTMLElement | null) => {
      drag.setNodeRef(el);
      setDropRef(el);
    },
    [drag.setNodeRef, setDropRef],
  );
  const count = (n: number) => formatNumber(i18n.language, n);
  const name = item.name;
  const label = item.labelId ? choices.labels.get(item.labelId) : undefined;
  const classes = ['outline-row', `outline-row--${item.type}`];
  if (drag.isDragging) classes.push('is-dragging');
  if (drop) classes.push(`is-drop-${drop}`);

  const cell = (key: ColumnKey) => {
    switch (key) {
      case 'synopsis':
        return (
          <textarea
            key={item.synopsis}
            className="outline-synopsis"
            dir="auto"
            rows={2}
            maxLength={2000}
            defaultValue={item.synopsis}
            aria-label={t('outline.synopsis_of', { name })}
            onBlur={(e) => {
              if (e.target.value.trim() !== item.synopsis)
                onUpdate(item.id, { synopsis: e.target.value });
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.blur();
            }}
          />
        );
      case 'status':
        return (
          <select
            value={item.status ?? ''}
            aria-label={t('outline.status_of', { name })}
            onChange={(e) =>
              onUpdate(item.id, { status: (e.target.value || null) as StatusKey | null })
            }
          >
            <option value="">{t('outline.none')}</option>
            {choices.statuses.map((s) => (
              <option key={s.key} value={s.key}>
                {s.text}
              </option>
            ))}
          </select>
        );
      case 'label':
        return (
          <span className="outline-label">
            <span
              className="manuscript-label__dot"
              style={{ background: label?.color ?? 'transparent' }}
              aria-hidden="true"
            />
            <select
              value={item.labelId ?? ''}
              aria-label={t('outline.label_of', { name })}
              onChange={(e) => onLabel(item.id, e.target.value || null)}
            >
              <option value="">{t('outline.none')}</option>
              {[...choices.labels.values()].map((l) => (
                <option key={l.uuid} value={l.uuid}>
                  {l.text}
                </option>
              ))}
            </select>
          </span>
        );
      case 'pov':
        return (
          <select
            value={item.povId ?? ''}
            aria-label={t('outline.pov_of', { name })}
            onChange={(e) => onUpdate(item.id, { pov_id: e.target.value || null })}
          >
            <option value="">{t('outline.none')}</option>
            {item.povId && !choices.characters.some((c) => c.uuid === item.povId) && (
              <option value={item.povId}>{t('outline.pov_missing')}</option>
            )}
            {choices.characters.map((c) => (
              <option key={c.uuid} value={c.uuid}>
                {c.name || t('outline.unnamed')}
              </option>
            ))}
          </select>
        );
      case 'words':
        return <span className="outline-number">{count(item.words)}</span>;
      case 'target':
        return (
          <input
            key={item.ownTarget}
            type="number"
            min={0}
            step={100}
            inputMode="numeric"
            className="outline-target"
            defaultValue={item.ownTarget > 0 ? item.ownTarget : ''}
            placeholder={item.target > 0 ? count(item.target) : ''}
            aria-label={t('outline.target_of', { name })}
            onBlur={(e) => {
              const value = e.target.value === '' ? 0 : Math.max(0, Number(e.target.value));
              if (Number.isFinite(value) && value !== item.ownTarget)
                onUpdate(item.id, { target_words: value });
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
            }}
          />
        );
      case 'progress':
        return <Progress value={item.progress} language={i18n.language} />;
    }
  };

  return (
    <tr
      ref={setRowRef}
      className={classes.join(' ')}
      aria-rowindex={rowIndex}
      data-node-id={item.id}
    >
      <th scope="row" className="outline-title">
        <span className="outline-title__inner" style={{ paddingInlineStart: `${item.depth}rem` }}>
          {draggable && (
            <button
              type="button"
              ref={drag.setActivatorNodeRef}
              className="outline-handle"
              aria-label={t('outline.move_handle', { name })}
              aria-describedby={drag.attributes['aria-describedby']}
              aria-roledescription={t('outline.draggable')}
              {...drag.listeners}
              onKeyDown={(e) => {
                if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
                  e.preventDefault();
                  onKeyMove(item.id, e.key === 'ArrowUp' ? 'up' : 'down');
                  return;
                }
                drag.listeners?.onKeyDown?.(e);
              }}
            >
              <GripVertical aria-hidden="true" size={16} />
            </button>
          )}
          {item.type === 'folder' ? (
            <Folder aria-hidden="true" size={16} className="outline-icon" />
          ) : (
            <FileText aria-hidden="true" size={16} className="outline-icon" />
          )}
          <Link
            dir="auto"
            to={item.type === 'page' ? pagePathOf(item.id) : outlinePathOf(item.id)}
            title={item.type === 'folder' ? t('outline.open_folder', { name }) : undefined}
          >
            {name || t('outline.unnamed')}
          </Link>
        </span>
      </th>
      {columns.map((key) => (
        <td key={key} className={`outline-cell outline-cell--${key}`}>
          {cell(key)}
        </td>
      ))}
    </tr>
  );
}

/** Words against the target: a bar and the percentage (nothing without a target). */
export function Progress({ value, language }: { value: number | null; language: string }) {
  if (value === null) return <span className="muted">—</span>;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <span className="outline-progress">
      <span className="outline-progress__bar" aria-hidden="true">
        <span style={{ inlineSize: `${Math.min(100, value * 100)}%` }} />
      </span>
      {percent.format(value)}
    </span>
  );
}

export const OutlineRow = memo(OutlineRowView);
