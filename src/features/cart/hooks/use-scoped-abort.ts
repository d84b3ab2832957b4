import { useCallback, useEffect, useRef } from 'react';
import { useMountSignal } from '../../../config/mount-config.ts';

/**
 * A fresh AbortSignal per action (a tap), aborted when the screen unmounts or the mount goes away, so a
 * request started by a button never lands in a screen that is gone.
 */
export function useScopedAbort(): () => AbortSignal {
  const mountSignal = useMountSignal();
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const live = controllers.current;
    const abortAll = () => {
      for (const controller of live) controller.abort();
      live.clear();
    };
    mountSignal.addEventListener('abort', abortAll);
    return () => {
      mountSignal.removeEventListener('abort', abortAll);
      abortAll();
    };
  }, [mountSignal]);

  return useCallback(() => {
    const controller = new AbortController();
    controllers.current.add(controller);
    return controller.signal;
  }, []);
}
