import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

/**
 * What a screen reader hears while a row is moved with the keyboard: the rows by their names and
 * places in the list, where dnd-kit's defaults would read out record ids.
 */
export function orderAnnouncements(rows: { id: UniqueIdentifier; name: string }[]): Announcements {
  const name = (id: UniqueIdentifier) => rows.find((row) => row.id === id)?.name ?? String(id);
  const place = (id: UniqueIdentifier) =>
    `position ${rows.findIndex((row) => row.id === id) + 1} of ${rows.length}`;
  // A lifted row is over its own place at once; saying so would cut off "Picked up".
  let justLifted = false;
  return {
    onDragStart: ({ active }) => {
      justLifted = true;
      return `Picked up the ${name(active.id)}, at ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const first = justLifted;
      justLifted = false;
      if (first && over?.id === active.id) return undefined;
      if (!over) return `The ${name(active.id)} is no longer over the list.`;
      if (over.id === active.id) return `The ${name(active.id)} is back at ${place(active.id)}.`;
      return `The ${name(active.id)} was moved over the ${name(over.id)}, ${place(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `The ${name(active.id)} was dropped at ${place(over.id)}.`
        : `The ${name(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving the ${name(active.id)} was cancelled; it stays at ${place(active.id)}.`,
  };
}
