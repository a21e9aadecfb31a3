import { useEffect, useRef, useState } from 'react';
import { Notification, useNotificationContext, type NotificationPayload } from 'react-admin';

/**
 * react-admin's toast, where the newest takes the place of the one showing. react-admin queues
 * them and shows each for its full time, so a few saves in a row kept the admin reading old
 * news for seconds. A toast with Undo is left to finish: its close is what commits the change.
 */
export function ConsoleNotification() {
  const { notifications } = useNotificationContext();
  const [generation, setGeneration] = useState(0);
  const queued = useRef<NotificationPayload[]>([]);
  const shown = useRef<NotificationPayload | undefined>(undefined);

  useEffect(() => {
    // What left the queue since the last look is what the toast took to show.
    const taken = queued.current.filter((n) => !notifications.includes(n));
    if (taken.length > 0) shown.current = taken.at(-1);
    queued.current = notifications;
    const waiting = notifications[0];
    if (!waiting) return;
    // A toast with none showing takes the next at once; one still queued a moment later waits
    // behind the toast showing, which then gives way (a fresh toast takes it at once).
    const check = setTimeout(() => {
      if (queued.current[0] === waiting && !shown.current?.notificationOptions?.undoable)
        setGeneration((n) => n + 1);
    }, 50);
    return () => clearTimeout(check);
  }, [notifications]);

  return <Notification key={generation} />;
}
