import { proxy, ref } from 'valtio/vanilla';

type NotificationType = 'success' | 'error';

/** docs/contract/constants.md#sheets-and-notifications: shown 3000 ms by default; 9999 keeps it until clicked. */
const NOTIFICATION_DURATION_MS = 3000;
export const STICKY_DURATION = 9999;

interface NotificationAction {
  text: string;
  callback: () => void;
}

interface NotificationInput {
  type: NotificationType;
  text: string;
  title?: string;
  icon?: string;
  /** Milliseconds on screen; STICKY_DURATION (9999) keeps it until clicked. */
  duration?: number;
  /** Skip it when a notification with the same text is already shown. */
  onlyUnique?: boolean;
  shakeable?: boolean;
  action?: NotificationAction;
}

/** docs/contract/entities.md#notification "Notification". */
interface AppNotification {
  id: number;
  type: NotificationType;
  text: string;
  title: string | null;
  icon: string | null;
  duration: number;
  shakeable: boolean;
  action: NotificationAction | null;
}

export interface NotificationStore {
  readonly state: { items: AppNotification[] };
  /** Shows a notification; resolves its id, or null when onlyUnique found the same text on screen. */
  notify(input: NotificationInput): number | null;
  /** Removes one (a click on it, or its timer). */
  remove(id: number): void;
  clear(): void;
  /** Clears every removal timer. */
  dispose(): void;
}

export function createNotificationStore(): NotificationStore {
  const state = proxy<{ items: AppNotification[] }>({ items: [] });
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  function remove(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    const index = state.items.findIndex((item) => item.id === id);
    if (index >= 0) state.items.splice(index, 1);
  }

  return {
    state,
    notify(input) {
      if (input.onlyUnique && state.items.some((item) => item.text === input.text)) return null;
      const id = nextId++;
      const duration =
        input.duration !== undefined && Number.isFinite(input.duration) && input.duration >= 0
          ? input.duration
          : NOTIFICATION_DURATION_MS;
      state.items.push({
        id,
        type: input.type,
        text: input.text,
        title: input.title ?? null,
        icon: input.icon ?? null,
        duration,
        shakeable: input.shakeable ?? false,
        // A callback is not state: ref() keeps valtio from wrapping it.
        action: input.action ? ref({ ...input.action }) : null,
      });
      if (duration !== STICKY_DURATION)
        timers.set(
          id,
          setTimeout(() => remove(id), duration),
        );
      return id;
    },
    remove,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      state.items.splice(0);
    },
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
