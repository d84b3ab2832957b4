import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { proxy } from 'valtio';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiNetworkError, ApiServerError } from '../../../api/errors.ts';
import type { Page } from '../../../api/json-api.ts';
import { createQueryCache } from '../../../api/query-cache.ts';
import { type AppI18n, createI18n } from '../../../i18n/create-i18n.ts';
import { I18nextProvider } from '../../../i18n/use-translation.tsx';

import { usePagedList } from './use-paged-list.ts';
import { type MountParts, MountProviders } from '../../../ui/ui-context.tsx';

const page = (number: number, lastPage: number, results: string[]): Page<string> => ({
  page: number,
  lastPage,
  total: lastPage * 2,
  results,
});
const context = { method: 'GET', url: 'http://x/' };
let texts: AppI18n;
beforeAll(async () => {
  texts = await createI18n({ language: 'en' });
});

/** One mount: its signal (one for the whole mount, as in the app), its query cache, a signed-out guest. */
function mountOf(signal = new AbortController().signal) {
  const scope = {
    signal,
    runtime: {
      core: {
        queries: createQueryCache(),
        state: { root: proxy({ auth: { accessToken: null, userId: null } }) },
      },
    },
  } as unknown as MountParts;
  return {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MountProviders {...scope}>
        <I18nextProvider i18n={texts.i18n}>{children}</I18nextProvider>
      </MountProviders>
    ),
  };
}

describe('usePagedList', () => {
  it('loads page 1, then page+1 on loadMore while page < lastPage', async () => {
    const load = vi.fn(async (n: number) => page(n, 2, [`a${n}`, `b${n}`]));
    const { result } = renderHook(() => usePagedList(['list'], load), mountOf());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items).toEqual(['a1', 'b1']);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['a1', 'b1', 'a2', 'b2']));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sets hasError on a failed next page, stops loading, and retries that page', async () => {
    let failNext = true;
    const load = vi.fn(async (n: number) => {
      if (n === 2 && failNext) {
        failNext = false;
        throw new ApiServerError('boom', { ...context, status: 503 });
      }
      return page(n, 3, [`p${n}`]);
    });
    const { result } = renderHook(() => usePagedList(['list'], load), mountOf());
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasError).toBe(true));
    expect(result.current.items).toEqual(['p1']);
    expect(result.current.loadingMore).toBe(false);
    act(() => result.current.loadMore());
    expect(load).toHaveBeenCalledTimes(2);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toEqual(['p1', 'p2']));
    expect(result.current.hasError).toBe(false);
  });

  it('tells a dropped connection (offline) from a server error on the first page', async () => {
    const offline = renderHook(
      () => usePagedList(['offline'], async () => Promise.reject(new ApiNetworkError('down', context))),
      mountOf(),
    );
    await waitFor(() => expect(offline.result.current.status).toBe('offline'));
    const failing = renderHook(
      () =>
        usePagedList(['failing'], async () =>
          Promise.reject(new ApiServerError('x', { ...context, status: 500 })),
        ),
      mountOf(),
    );
    await waitFor(() => expect(failing.result.current.status).toBe('error'));
  });

  it('starts over when the deps change, keeping the old items on screen until the new ones arrive', async () => {
    let release: (value: Page<string>) => void = () => {};
    const load = vi.fn((_n: number, _signal: AbortSignal, key: string) =>
      key === 'a'
        ? Promise.resolve(page(1, 1, ['a']))
        : new Promise<Page<string>>((resolve) => (release = resolve)),
    );
    const { result, rerender } = renderHook(
      ({ key }) => usePagedList([key], (n, signal) => load(n, signal, key)),
      { initialProps: { key: 'a' }, ...mountOf() },
    );
    await waitFor(() => expect(result.current.items).toEqual(['a']));
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.status).toBe('loading'));
    expect(result.current.stale).toBe(true);
    expect(result.current.items).toEqual(['a']);
    act(() => release(page(1, 1, ['b'])));
    await waitFor(() => expect(result.current.items).toEqual(['b']));
    expect(result.current.stale).toBe(false);
  });

  it('aborts the request in flight when the mount goes away', async () => {
    const mount = new AbortController();
    let seen: AbortSignal | null = null;
    renderHook(
      () =>
        usePagedList(['list'], (_n, signal) => {
          seen = signal;
          return new Promise<Page<string>>(() => {});
        }),
      mountOf(mount.signal),
    );
    await waitFor(() => expect(seen).not.toBeNull());
    mount.abort();
    expect((seen as AbortSignal | null)?.aborted).toBe(true);
  });
});
