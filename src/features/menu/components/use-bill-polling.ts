import { useEffect, useState } from 'react';

/** How often a guest's Bill asks again what the table has paid: another guest's payment shows within 2 s. */
export const BILL_POLL_MS = 1500;

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Asks for the bill again BILL_POLL_MS after each answer while the page is visible and `active` (an open bill,
 * or a paid part whose table still owes). The next ask waits for the answer (`settled`), so a slow network
 * never piles up or cuts short its own requests; a hidden page asks nothing until it shows again.
 */
export function useBillPolling(reload: () => void, settled: boolean, active: boolean): void {
  const [visible, setVisible] = useState(isVisible);
  useEffect(() => {
    const onChange = () => setVisible(isVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (!active || !visible || !settled) return;
    const timer = setTimeout(reload, BILL_POLL_MS);
    return () => clearTimeout(timer);
  }, [active, visible, settled, reload]);
}
