'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { crmT } from '@/lib/i18n/crm';
import { SortableCard } from './sortable-card.client';
import styles from './sortable-cards.module.css';

/** The page's smooth scrolling (globals.css) on, or off while a card is carried. */
function smoothScroll(on: boolean) {
  document.documentElement.style.scrollBehavior = on ? '' : 'auto';
}

export interface SortableItem {
  id: number;
  hidden: boolean;
}

interface SortableCardsProps<T extends SortableItem> {
  items: T[];
  /** The list's accessible name. */
  label: string;
  /** How a card is named in buttons and announcements. */
  titleOf: (item: T) => string;
  summary: (item: T) => ReactNode;
  editHref: (item: T) => string;
  onMove: (from: number, to: number) => void;
  onToggleHidden: (item: T) => void;
  onDelete: (item: T) => void;
}

/**
 * The cards in landing order, reordered by dragging their handle (mouse, touch, or the
 * keyboard: space or Enter to pick up, arrows to move, space or Enter to drop, Escape to
 * cancel, with announcements in Russian) or by their «Выше» and «Ниже» buttons.
 */
export function SortableCards<T extends SortableItem>({
  items,
  label,
  titleOf,
  summary,
  editHref,
  onMove,
  onToggleHidden,
  onDelete,
}: SortableCardsProps<T>) {
  const id = useId();
  // A list that goes away with a card still carried (another page opened) gives the page its
  // smooth scrolling back.
  useEffect(() => () => smoothScroll(true), []);
  // The drag starts over its own place: said as «взята» until the card first moves.
  const moved = useRef(false);
  const sensors = useSensors(
    // A small movement first, so that a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Scrolled at once: the sensor reads the scroll position right after asking for it, and
    // a smooth scroll still under way left the card measured where it was (it went back there).
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      scrollBehavior: 'auto',
    }),
  );
  const indexOf = (cardId: UniqueIdentifier) => items.findIndex((item) => item.id === cardId);
  const said = (cardId: UniqueIdentifier) => {
    const item = items[indexOf(cardId)];
    return item ? titleOf(item) : '';
  };
  const place = (cardId: UniqueIdentifier, overId: UniqueIdentifier) => ({
    title: said(cardId),
    position: indexOf(overId) + 1,
    total: items.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return crmT('landing.dnd.start', place(active.id, active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over) return crmT('landing.dnd.outside', { title: said(active.id) });
      if (over.id === active.id && !moved.current) {
        return crmT('landing.dnd.start', place(active.id, active.id));
      }
      moved.current = true;
      return crmT('landing.dnd.over', place(active.id, over.id));
    },
    onDragEnd: ({ active, over }) =>
      over
        ? crmT('landing.dnd.end', place(active.id, over.id))
        : crmT('landing.dnd.cancel', { title: said(active.id) }),
    onDragCancel: ({ active }) => crmT('landing.dnd.cancel', { title: said(active.id) }),
  };

  function dropped(event: DragEndEvent) {
    smoothScroll(true);
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  }

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      // The cards' places measured again while a card is carried: a keyboard move scrolls the
      // page, and places measured before it sent a drop back to where the card started.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: crmT('landing.dnd.instructions') },
      }}
      onDragEnd={dropped}
      onDragCancel={() => smoothScroll(true)}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol
          className={styles.list}
          aria-label={label}
          // The page's smooth scrolling (globals.css) is off while a card is carried by
          // keyboard: picking it up scrolls it into view, and the sensor measures at once.
          onKeyDownCapture={(event) => {
            const handle = (event.target as HTMLElement).closest('[aria-roledescription]');
            if (handle && (event.key === ' ' || event.key === 'Enter')) smoothScroll(false);
          }}
        >
          {items.map((item, index) => (
            <SortableCard
              key={item.id}
              id={item.id}
              position={index + 1}
              title={titleOf(item)}
              hidden={item.hidden}
              first={index === 0}
              last={index === items.length - 1}
              editHref={editHref(item)}
              onUp={() => onMove(index, index - 1)}
              onDown={() => onMove(index, index + 1)}
              onToggleHidden={() => onToggleHidden(item)}
              onDelete={() => onDelete(item)}
            >
              {summary(item)}
            </SortableCard>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
