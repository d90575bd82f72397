/**
 * A folder's cards on the corkboard: a list in a grid, reordered by dragging (@dnd-kit
 * sortable: pointer, or Space, the arrow keys and Space/Enter on a card's handle, each step
 * announced). A drop is the tree's move. A group far below the screen shows its cards only when
 * it comes near, so a corkboard of 2,000 pages opens as fast as one of twenty.
 */
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutlineData } from '../outline';
import { type CorkboardGroup, cardMoveTarget } from './corkboard-groups';
import { IndexCard } from './IndexCard';

interface Props {
  group: CorkboardGroup;
  data: OutlineData;
  /** Shown at once (the first groups); the others when they come near the screen. */
  eager: boolean;
  onMoved: (id: string, parentId: string | null, position: number) => void;
}

/** Estimated height of a row of cards, for a group not drawn yet. */
const CARD_ROW = 190;

export function CardGroup({ group, data, eager, onMoved }: Props) {
  const { t } = useTranslation();
  const [near, setNear] = useState(eager);
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !holder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [near]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => group.cards.map((c) => c.id), [group.cards]);
  const count = ids.length;
  const nameOf = (id: UniqueIdentifier) => group.cards.find((c) => c.id === String(id))?.name ?? '';
  const place = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('corkboard.dnd_start', { name: nameOf(active.id), position: place(active.id), count }),
    onDragOver: ({ active, over }) =>
      over
        ? t('corkboard.dnd_over', { name: nameOf(active.id), position: place(over.id), count })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('corkboard.dnd_end', {
        name: nameOf(active.id),
        position: place(over?.id ?? active.id),
        count,
      }),
    onDragCancel: ({ active }) => t('corkboard.dnd_cancel', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const target = cardMoveTarget(group, String(active.id), String(over.id));
    if (target) onMoved(String(active.id), target.parentId, target.position);
  };

  const Heading = group.depth === 0 ? 'h2' : 'h3';
  const listName = t('corkboard.cards_in', { name: group.name });
  return (
    <section className="card-group" style={{ ['--depth' as string]: group.depth }}>
      <Heading className="card-group__title" dir="auto">
        {group.name} <span className="muted">{t('corkboard.items', { count })}</span>
      </Heading>
      {near ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('corkboard.dnd_instructions') },
            ...(typeof document === 'undefined' ? {} : { container: document.body }),
          }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <ul className="card-grid" aria-label={listName}>
              {group.cards.map((card) => {
                const label = card.labelId ? data.labels.byId.get(card.labelId) : undefined;
                const status = card.status ? data.statuses.byKey.get(card.status) : undefined;
                return (
                  <IndexCard
                    key={card.id}
                    card={card}
                    labelColor={label?.color ?? null}
                    labelText={label?.text ?? null}
                    statusText={status?.text ?? null}
                  />
                );
              })}
            </ul>
          </SortableContext>
        </DndContext>
      ) : (
        <div
          ref={holder}
          className="card-grid card-grid--waiting"
          style={{ minBlockSize: Math.ceil(count / 4) * CARD_ROW }}
        />
      )}
    </section>
  );
}
