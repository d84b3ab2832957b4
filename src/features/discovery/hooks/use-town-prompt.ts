import { useEffect, useState } from 'react';
import { useAppStores } from '../../../state/app-core.ts';
import { isFarFromTown } from '../model/distance.ts';

/** Session storage key: the far-town question was asked in this session (docs/contract/constants.md#distances: once per session). */
const TOWN_PROMPT_KEY = 'dk-town-prompt-asked';

/**
 * docs/contract/constants.md#distances: when the first venue of a list is more than 50 km away, the guest is asked once per session whether
 * they are in another town. Returns whether the question is open and how to close it.
 */
export function useTownPrompt(firstVenueDistance: number | null): { open: boolean; close: () => void } {
  const stores = useAppStores();
  const session = stores.session;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!isFarFromTown(firstVenueDistance) || session.get(TOWN_PROMPT_KEY) === '1') return;
    session.set(TOWN_PROMPT_KEY, '1');
    setOpen(true);
  }, [firstVenueDistance, session]);
  return { open, close: () => setOpen(false) };
}
