import { createPortal } from 'react-dom';
import { useAppState } from '../state/app-core.ts';
import type { NotificationStore } from '../state/notifications.ts';
import { useUiScope } from './ui-context.tsx';

/**
 * The mount's notifications (docs/contract/states.md#notifications): a live region so screen readers announce them; a click removes one;
 * an action button runs its callback. Timers and uniqueness live in the store.
 */
export function Notifications({ store }: { store: NotificationStore }) {
  const { portalTarget } = useUiScope();
  const { items } = useAppState().notifications;
  return createPortal(
    <ul className="dk-notifications" aria-live="polite" aria-relevant="additions">
      {items.map((item) => (
        <li key={item.id}>
          <div
            className="dk-notification"
            data-type={item.type}
            data-shake={item.shakeable}
            role={item.type === 'error' ? 'alert' : 'status'}
          >
            {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
            <button type="button" className="dk-notification-text" onClick={() => store.remove(item.id)}>
              {item.title ? <strong>{item.title}</strong> : null}
              <span>{item.text}</span>
            </button>
            {item.action ? (
              <button
                type="button"
                className="dk-notification-action"
                onClick={() => {
                  item.action?.callback();
                  store.remove(item.id);
                }}
              >
                {item.action.text}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>,
    portalTarget,
  );
}
