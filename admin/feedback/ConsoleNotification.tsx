import { useEffect, useRef, useState } from 'react';
import { Notification, useNotificationContext, type NotificationPayload } from 'react-admin';

/** Toasts raised this close together answer one action (an instructor's email messages): each shows in turn. */
const ONE_ACTION_MS = 250;

/**
 * react-admin's toast, where the toast of a newer action takes the place of the one showing.
 * react-admin queues them and shows each for its full time, so a few saves in a row kept the
 * admin reading old news for seconds. The toasts of one action still show one after the other
 * (docs/legacy-api.md §5), and a toast with Undo is left to finish: its close commits the change.
 */
export function ConsoleNotification() {
  const { notifications, setNotifications } = useNotificationContext();
  const [generation, setGeneration] = useState(0);
  const queued = useRef<NotificationPayload[]>([]);
  const shown = useRef<NotificationPayload | undefined>(undefined);
  const arrivals = useRef(new WeakMap<NotificationPayload, number>());

  useEffect(() => {
    const now = performance.now();
    for (const n of notifications) if (!arrivals.current.has(n)) arrivals.current.set(n, now);
    // What left the queue since the last look is what the toast took to show.
    const taken = queued.current.filter((n) => !notifications.includes(n));
    if (taken.length > 0) shown.current = taken.at(-1);
    queued.current = notifications;
    const waiting = notifications.at(-1);
    if (!waiting) return;
    // A toast with none showing takes the next at once; one still queued a moment later waits
    // behind the toast showing, which then gives way (a fresh toast takes the newest at once).
    const check = setTimeout(() => {
      const current = shown.current;
      if (!current || current.notificationOptions?.undoable || !queued.current.includes(waiting)) return;
      const newest = arrivals.current.get(waiting) ?? 0;
      if (newest - (arrivals.current.get(current) ?? 0) <= ONE_ACTION_MS) return;
      // Older news still queued goes too: only the newest action's toasts are left to show.
      setNotifications((queue) =>
        queue.filter((n) => newest - (arrivals.current.get(n) ?? 0) <= ONE_ACTION_MS),
      );
      setGeneration((n) => n + 1);
    }, 50);
    return () => clearTimeout(check);
  }, [notifications, setNotifications]);

  return <Notification key={generation} />;
}
