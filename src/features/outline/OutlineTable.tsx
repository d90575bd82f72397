/**
 * The outline as a table (issue 30): a row a page or folder, a column header each, the title as
 * the row header. Only the rows in view are in the page (2,000 pages open at once); the row
 * count and each row's index tell assistive technology where it is. Sorting by a column
 * reorders the rows shown, never the book; in book order the rows drag (pointer or keyboard,
 * announced) and Alt+Up/Down on a row's handle moves it among its siblings: the tree's moves.
 */
import { DndContext, DragOverlay, MeasuringStrategy } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutlineFields } from '../../../workers/contract/outline';
import { formatNumber } from '../../i18n/format';
import { keyboardMoveTarget, type MoveTarget, type TreeLabel, useTreeDnd } from '../manuscript';
import { OutlineRow, Progress } from './OutlineRow';
import { COLUMN_TITLES, type ColumnKey } from './outline-columns';
import { type OutlineItem, type OutlineTotals, type SortOrder, sortOutline } from './outline-rows';
import type { Character, OutlineData } from './useOutlineData';
import type { ShownStatus } from './useStatuses';

export interface OutlineChoices {
  labels: ReadonlyMap<string, TreeLabel>;
  statuses: readonly ShownStatus[];
  characters: readonly Character[];
}

interface Props {
  caption: string;
  data: OutlineData;
  columns: readonly ColumnKey[];
  sort: SortOrder | null;
  onSort: (sort: SortOrder | null) => void;
  onLabel: (id: string, labelId: string | null) => void;
  onMoved: (id: string, target: MoveTarget) => void;
}

export const ROW_HEIGHT = 56;
const NO_COLLAPSED: ReadonlySet<string> = new Set();
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

export function OutlineTable({ caption, data, columns, sort, onSort, onLabel, onMoved }: Props) {
  const { t, i18n } = useTranslation();
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const { outline, index, labels, statuses, characters } = data;
  const choices = useMemo<OutlineChoices>(
    () => ({ labels: labels.byId, statuses: statuses.statuses, characters }),
    [labels.byId, statuses.statuses, characters],
  );
  const collator = useMemo(() => new Intl.Collator(i18n.language), [i18n.language]);
  const rows = useMemo(() => {
    if (!sort) return outline.items;
    const labelOrder = new Map(labels.labels.map((l, i) => [l.uuid, i]));
    const names = new Map(characters.map((c) => [c.uuid, c.name]));
    return sortOutline(outline.items, sort, {
      compareText: collator.compare,
      labelRank: (id) => (id ? (labelOrder.get(id) ?? -1) : -1),
      povName: (id) => (id ? (names.get(id) ?? '') : ''),
    });
  }, [outline.items, sort, labels.labels, characters, collator]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (i) => rows[i]?.id ?? i,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();

  const moveAndFocus = useCallback(
    (id: string, target: MoveTarget) => {
      onMoved(id, target);
    },
    [onMoved],
  );
  const commands = useMemo(
    () => ({
      moveTo: (id: string, target: MoveTarget) => moveAndFocus(id, target),
      focus: (id: string) =>
        scroller
          ?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(id)}"] .outline-handle`)
          ?.focus(),
    }),
    [moveAndFocus, scroller],
  );
  const dnd = useTreeDnd(index, NO_COLLAPSED, commands, ROW_HEIGHT);
  const onKeyMove = useCallback(
    (id: string, direction: 'up' | 'down') => {
      const target = keyboardMoveTarget(index, id, direction);
      if (target) moveAndFocus(id, target);
    },
    [index, moveAndFocus],
  );
  const onUpdate = useCallback(
    (id: string, change: Partial<OutlineFields>) => void data.update(id, change),
    [data.update],
  );
  const dragged = dnd.draggingId ? index.byId.get(dnd.draggingId) : undefined;

  const header = (key: 'title' | ColumnKey) => {
    const on = sort?.key === key ? sort.direction : undefined;
    const next = (): SortOrder | null =>
      on === undefined
        ? { key, direction: 'ascending' }
        : on === 'ascending'
          ? { key, direction: 'descending' }
          : null;
    return (
      <th
        key={key}
        scope="col"
        aria-sort={on ?? 'none'}
        className={`outline-head outline-cell--${key}`}
      >
        <button type="button" className="outline-sort" onClick={() => onSort(next())}>
          {t(COLUMN_TITLES[key])}
          <span aria-hidden="true" className="outline-sort__mark">
            {on === 'ascending' ? '▲' : on === 'descending' ? '▼' : ''}
          </span>
        </button>
      </th>
    );
  };
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const count = (n: number) => formatNumber(i18n.language, n);
  const totals: OutlineTotals = outline.totals;

  return (
    <DndContext
      sensors={dnd.sensors}
      collisionDetection={dnd.collisionDetection}
      measuring={MEASURING}
      accessibility={dnd.accessibility}
      {...dnd.handlers}
    >
      <div ref={setScroller} className="outline-scroller" data-drop-rows="">
        <table className="outline-table" aria-rowcount={rows.length + 2}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr aria-rowindex={1}>
              {header('title')}
              {columns.map(header)}
            </tr>
          </thead>
          <tbody>
            {before > 0 && (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a spacer for the rows not drawn, with nothing in it
              <tr role="presentation" style={{ blockSize: before }} />
            )}
            {items.map((v) => {
              const item = rows[v.index] as OutlineItem;
              return (
                <OutlineRow
                  key={item.id}
                  item={item}
                  rowIndex={v.index + 2}
                  columns={columns}
                  choices={choices}
                  draggable={sort === null}
                  drop={dnd.drop?.overId === item.id ? dnd.drop.placement : null}
                  onUpdate={onUpdate}
                  onLabel={onLabel}
                  onKeyMove={onKeyMove}
                />
              );
            })}
            {after > 0 && (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a spacer for the rows not drawn, with nothing in it
              <tr role="presentation" style={{ blockSize: after }} />
            )}
          </tbody>
          <tfoot>
            <tr aria-rowindex={rows.length + 2} className="outline-totals">
              <th scope="row">{t('outline.total', { pages: count(totals.pages) })}</th>
              {columns.map((key) => (
                <td key={key} className={`outline-cell outline-cell--${key}`}>
                  {key === 'words' && <span className="outline-number">{count(totals.words)}</span>}
                  {key === 'target' && totals.target > 0 && (
                    <span className="outline-number">{count(totals.target)}</span>
                  )}
                  {key === 'progress' && (
                    <Progress value={totals.progress} language={i18n.language} />
                  )}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="outline-drag-ghost" aria-hidden="true">
            {dragged.name}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
