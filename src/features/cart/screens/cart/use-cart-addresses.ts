import { useEffect, useState } from 'react';
import { useAppState, useMountScope } from '../../../../mount-context.ts';
import type { Address } from '../../../../state/addresses.ts';
import { syncAddresses } from '../../hooks/address-sync.ts';
import { guestAddressList } from '../../model/address-rules.ts';

export interface CartAddresses {
  /** The signed-in guest's addresses are being fetched (the address block waits), or could not be. */
  status: 'loading' | 'ready' | 'error';
  /** Where a delivery cart goes; null for other kinds or without a point on the map. */
  address: Address | null;
  /** What the address sheet offers: the account's addresses, or a guest's one. */
  list: readonly Address[];
}

/** The delivery address of a cart, with the signed-in guest's addresses brought up to date on opening. */
export function useCartAddresses(delivery: boolean, signedIn: boolean): CartAddresses {
  const { runtime, signal } = useMountScope();
  const addresses = useAppState().addresses;
  const [status, setStatus] = useState<CartAddresses['status']>(delivery && signedIn ? 'loading' : 'ready');

  useEffect(() => {
    if (!delivery || !signedIn) {
      setStatus('ready');
      return;
    }
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop);
    setStatus('loading');
    syncAddresses(runtime, controller.signal).then(
      () => setStatus('ready'),
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => {
      signal.removeEventListener('abort', stop);
      controller.abort();
    };
  }, [delivery, signedIn, runtime, signal]);

  return {
    status,
    address: delivery && addresses.activeAddress.coordinates ? addresses.activeAddress : null,
    list: signedIn ? addresses.userAddressList : guestAddressList(addresses.activeAddress),
  };
}
