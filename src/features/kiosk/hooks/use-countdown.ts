import { useEffect, useRef, useState } from 'react';

/** While `active`: the whole seconds left of `ms`, then `onDone` once. */
export function useCountdown(active: boolean, ms: number, onDone: () => void): number {
  const total = Math.ceil(ms / 1000);
  const [left, setLeft] = useState(total);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!active) return;
    setLeft(total);
    const started = Date.now();
    const tick = setInterval(() => {
      const remaining = total - Math.floor((Date.now() - started) / 1000);
      if (remaining > 0) {
        setLeft(remaining);
        return;
      }
      clearInterval(tick);
      done.current();
    }, 1000);
    return () => clearInterval(tick);
  }, [active, total]);
  return left;
}
