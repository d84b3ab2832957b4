import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { proxy } from 'valtio';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryCache, type QueryCache } from '../api/query-cache.ts';
import { type AppI18n, createI18n } from '../i18n/create-i18n.ts';
import { I18nextProvider } from '../i18n/use-translation.tsx';

import { useQuery } from './use-query.ts';
import { sameValue } from './use-value-deps.ts';
import { type MountParts, MountProviders } from './ui-context.tsx';

let texts: AppI18n;
let queries: QueryCache;
let auth: { accessToken: string | null; userId: string | null };
let scope: MountParts;
beforeAll(async () => {
  texts = await createI18n({ language: 'en' });
});
beforeEach(() => {
  // One mount: its own cache, its guest (signed out).
  queries = createQueryCache();
  auth = proxy({ accessToken: null, userId: null });
  scope = {
    signal: new AbortController().signal,
    runtime: { core: { queries, state: { root: proxy({ auth }) } } },
  } as unknown as MountParts;
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <MountProviders {...scope}>
    <I18nextProvider i18n={texts.i18n}>{children}</I18nextProvider>
  </MountProviders>
);

/**
 * A load that answers a fresh copy of `answer` each time, as a server does, but stops answering after ten
 * requests: a request loop then shows as a count in the test instead of running forever.
 */
function cappedLoad<T>(answer: T) {
  const load = vi.fn(
    (): Promise<T> =>
      load.mock.calls.length > 10 ? new Promise(() => {}) : Promise.resolve(structuredClone(answer)),
  );
  return load;
}

describe('useQuery keys its request on what it asks as data', () => {
  it('does not ask again when a render rebuilds an equal query, however often it re-renders', async () => {
    const load = cappedLoad(['venue']);
    // Each rerender hands a new but equal query, as a parent rebuilding its category list does.
    const query = (town: number) => ({ query: { list: 'popular', town }, brands: ['a', 'b'] });
    const { result, rerender } = renderHook(({ query, brands }) => useQuery([query, brands], load), {
      wrapper,
      initialProps: query(1),
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    for (let render = 0; render < 5; render++) rerender(query(1));
    for (let turn = 0; turn < 5; turn++) await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again when what it asks for changes', async () => {
    const load = cappedLoad(['venue']);
    const { result, rerender } = renderHook(({ query }) => useQuery([query], load), {
      wrapper,
      initialProps: { query: { list: 'popular', town: 1 } },
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ query: { list: 'popular', town: 2 } });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('asks again in a new language, showing the last answer until the new one comes', async () => {
    let answer = (_language: string) => {};
    const load = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = renderHook(() => useQuery(['list'], load), { wrapper });
    await act(async () => answer(`in ${texts.language}`));
    expect(result.current.data).toBe('in en');
    await act(async () => {
      await texts.setLanguage('ru');
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'loading', data: 'in en' });
    await act(async () => answer(`in ${texts.language}`));
    expect(result.current).toMatchObject({ status: 'success', data: 'in ru' });
    await act(async () => {
      await texts.setLanguage('en');
    });
  });

  it('an answer kept as state that rebuilds the query settles instead of asking forever', async () => {
    const load = cappedLoad(['Burger', 'Pizza']);
    const { result } = renderHook(
      () => {
        // The Home loop of issue 10: each answer becomes a new (equal) list, and the list is in the query.
        const [brands, setBrands] = useState<string[]>([]);
        const query = useMemo(() => ({ list: 'popular', brands }), [brands]);
        const request = useQuery([query], load);
        useEffect(() => {
          if (request.data) setBrands([...request.data]);
        }, [request.data]);
        return request;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual(['Burger', 'Pizza']));
    // A loop asks again within a few turns of the event loop: let several pass, then count.
    for (let turn = 0; turn < 5; turn++) await act(async () => {});
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useQuery with an answer already at hand (ADR 0025)', () => {
  it('shows it in the first render and does not load it, then loads when the deps change', async () => {
    const load = cappedLoad(['fresh']);
    const renders: (string[] | undefined)[] = [];
    const { result, rerender } = renderHook(
      ({ town }) => {
        const request = useQuery(['list', town], load, { initial: () => ['at hand'] });
        renders.push(request.data);
        return request;
      },
      { wrapper, initialProps: { town: 1 } },
    );
    expect(renders[0]).toEqual(['at hand']);
    expect(result.current.status).toBe('success');
    for (let turn = 0; turn < 3; turn++) await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    rerender({ town: 2 });
    await waitFor(() => expect(result.current.data).toEqual(['fresh']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads as usual when there is none', async () => {
    const load = cappedLoad(['fresh']);
    const { result } = renderHook(() => useQuery(['list'], load, { initial: () => undefined }), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toEqual(['fresh']));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useQuery shares the mount cache between screens (ADR 0028)', () => {
  it('sends one request for two screens asking the same thing at once', async () => {
    const load = cappedLoad({ id: 7, title: 'Venue' });
    const { result } = renderHook(() => [useQuery(['venue', 7], load), useQuery(['venue', 7], load)], {
      wrapper,
    });
    await waitFor(() =>
      expect(result.current.map((request) => request.status)).toEqual(['success', 'success']),
    );
    expect(result.current[1]?.data).toEqual({ id: 7, title: 'Venue' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('within its stale time a screen opened later shows the kept answer and asks nothing', async () => {
    const load = cappedLoad(['venue']);
    const options = { staleTime: Number.POSITIVE_INFINITY };
    const first = renderHook(() => useQuery(['venue', 7], load, options), { wrapper });
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    first.unmount();
    const later = renderHook(() => useQuery(['venue', 7], load, options), { wrapper });
    expect(later.result.current).toMatchObject({ status: 'success', data: ['venue'] });
    for (let turn = 0; turn < 3; turn++) await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    // The Refresh action asks again whatever the stale time.
    act(() => later.result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('past its stale time the kept answer shows while the screen asks again', async () => {
    const load = cappedLoad(['orders']);
    const first = renderHook(() => useQuery(['orders'], load), { wrapper });
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    first.unmount();
    const later = renderHook(() => useQuery(['orders'], load), { wrapper });
    expect(later.result.current).toMatchObject({ status: 'loading', data: ['orders'] });
    await waitFor(() => expect(later.result.current.status).toBe('success'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks once again when the cache is invalidated (the network back, a login, a logout)', async () => {
    const load = cappedLoad(['venue']);
    const { result } = renderHook(() => [useQuery(['venue', 7], load), useQuery(['venue', 7], load)], {
      wrapper,
    });
    await waitFor(() => expect(result.current[0]?.status).toBe('success'));
    act(() => queries.invalidate());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    for (let turn = 0; turn < 3; turn++) await act(async () => {});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keys each answer on the guest: signing in asks again, and the signed-out answer is not shown as theirs', async () => {
    const load = vi.fn(async () => (auth.accessToken ? 'mine' : 'anyone'));
    const { result } = renderHook(() => useQuery(['promos', 7], load), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('anyone'));
    act(() => {
      auth.accessToken = 'token';
      auth.userId = 'u1';
    });
    await waitFor(() => expect(result.current.data).toBe('mine'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an answer the page already has hydrates the cache: a second screen reads it without asking', async () => {
    const load = cappedLoad(['fresh']);
    const options = { staleTime: Number.POSITIVE_INFINITY, initial: () => ['early'] };
    const first = renderHook(() => useQuery(['venue', 7], load, options), { wrapper });
    expect(first.result.current).toMatchObject({ status: 'success', data: ['early'] });
    const second = renderHook(() => useQuery(['venue', 7], load, { staleTime: Number.POSITIVE_INFINITY }), {
      wrapper,
    });
    expect(second.result.current).toMatchObject({ status: 'success', data: ['early'] });
    for (let turn = 0; turn < 3; turn++) await act(async () => {});
    expect(load).not.toHaveBeenCalled();
  });
});

describe('sameValue', () => {
  it('compares arrays and plain objects by their items, anything else by identity', () => {
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(new Map(), new Map())).toBe(false);
    const client = new (class Client {})();
    expect(sameValue(client, client)).toBe(true);
    expect(
      sameValue(
        () => 1,
        () => 1,
      ),
    ).toBe(false);
  });
});
