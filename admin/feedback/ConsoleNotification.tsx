import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  type NotificationContextType,
  type NotificationPayload,
} from 'react-admin';

interface Display {
  /** Changes when the toast showing gives way: react-admin's toast starts afresh. */
  key: number;
  /** The toasts waiting to show, oldest first. */
  queue: NotificationPayload[];
}

/**
 * react-admin's toast, where the toast of a newer action takes the place of the one showing.
 * react-admin queues them and shows each for its full time, so a few saves in a row kept the
 * admin reading old news for seconds. The toasts of one action (an instructor's email messages)
 * are raised together, so they reach this component in one update and still show one after the
 * other (docs/legacy-api.md §5); a toast with Undo is left to finish: its close commits the change.
 *
 * The toasts move from react-admin's queue into one of this component's own, which the toast
 * reads from. So a toast that gives way and the toast that replaces it change in one update:
 * the toast showing cannot take the new one in between and lose it with its remount.
 */
export function ConsoleNotification() {
  const outer = useNotificationContext();
  const { notifications, setNotifications } = outer;
  const [display, setDisplay] = useState<Display>({ key: 0, queue: [] });
  /** The toast shown last. */
  const shown = useRef<NotificationPayload | undefined>(undefined);

  useEffect(() => {
    if (notifications.length === 0) return;
    setNotifications((queue) => queue.filter((toast) => !notifications.includes(toast)));
    const current = shown.current;
    const givesWay = current !== undefined && !current.notificationOptions?.undoable;
    // Older news still waiting goes too: only the newest action's toasts are left to show.
    setDisplay((before) =>
      givesWay
        ? { key: before.key + 1, queue: [...notifications] }
        : { key: before.key, queue: [...before.queue, ...notifications] },
    );
    if (givesWay) shown.current = undefined;
  }, [notifications, setNotifications]);

  const context = useMemo<NotificationContextType>(
    () => ({
      ...outer,
      notifications: display.queue,
      takeNotification: () => {
        const [next] = display.queue;
        if (!next) return undefined;
        shown.current = next;
        setDisplay((before) => ({ ...before, queue: before.queue.filter((toast) => toast !== next) }));
        return next;
      },
    }),
    [outer, display.queue],
  );

  return (
    <NotificationContext.Provider value={context}>
      <Notification key={display.key} />
    </NotificationContext.Provider>
  );
}
