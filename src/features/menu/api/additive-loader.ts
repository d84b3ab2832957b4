import type { ApiClient } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import type { AdditiveGroup } from '../../../api/additive-groups.ts';
import { type AdditiveRequest, fetchAdditiveGroups } from '../../../api/additive-groups.ts';

type AdditiveMode = 'default' | 'favourite';

export interface AdditiveLoader {
  /** The groups already known for this request, without asking. */
  peek(request: AdditiveRequest): AdditiveGroup[] | undefined;
  /**
   * The groups of one product. Answers are cached per mode (default and favourite endpoints answer
   * differently: only the latter carries last_selected). Starting a load aborts the one in flight (docs/contract/states.md#additive-groups-cache).
   */
  load(request: AdditiveRequest): Promise<AdditiveGroup[]>;
  /** Aborts the load in flight, if any. */
  abort(): void;
}

/** docs/contract/calls.md#answers-the-app-forgives: an aborted additive request (ERR_CANCELED) is not an error anyone should see. */
export function isCancelled(error: unknown): boolean {
  return isApiError(error, 'aborted') || (error instanceof DOMException && error.name === 'AbortError');
}

export function createAdditiveLoader(client: ApiClient): AdditiveLoader {
  const caches: Record<AdditiveMode, Map<string, AdditiveGroup[]>> = {
    default: new Map(),
    favourite: new Map(),
  };
  let inFlight: AbortController | null = null;

  const cacheOf = (request: AdditiveRequest) => caches[request.favourite ? 'favourite' : 'default'];
  const keyOf = ({ filialId, productId, kind }: AdditiveRequest) => `${filialId}:${productId}:${kind}`;

  return {
    peek: (request) => cacheOf(request).get(keyOf(request)),
    async load(request) {
      const cached = cacheOf(request).get(keyOf(request));
      if (cached) return cached;
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      try {
        const groups = await fetchAdditiveGroups(client, request, controller.signal);
        cacheOf(request).set(keyOf(request), groups);
        return groups;
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    },
    abort() {
      inFlight?.abort();
      inFlight = null;
    },
  };
}
