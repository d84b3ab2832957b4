import { act, renderHook, waitFor, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { proxy } from 'valtio';
import { beforeAll, describe, expect, it, vi, afterEach } from 'vitest';
import { ApiNetworkError, ApiServerError } from '../../../api/errors.ts';
import type { Page } from '../../../api/json-api.ts';
import { createQueryCache } from '../../../api/query-cache.ts';
import { type AppI18n, createI18n } from '../../../i18n/create-i18n.ts';
import { I18nextProvider } from '../../../i18n/use-translation.tsx';
import { usePagedList, type PagedList, PagedListFrame } from './PagedList.tsx';
import { type MountParts, MountProviders } from '../../../ui/ui-context.tsx';
import { renderWithUi } from '../../../ui/testing/render-with-ui.tsx';

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

function list(overrides: Partial<PagedList<string>>): PagedList<string> {
  return {
    items: [],
    status: 'success',
    stale: false,
    loadingMore: false,
    hasError: false,
    hasMore: false,
    total: 0,
    loadMore: vi.fn(),
    retry: vi.fn(),
    ...overrides,
  };
}

const render = (value: PagedList<string>) =>
  renderWithUi(
    <PagedListFrame list={value}>
      {(busy) => (
        <ul aria-busy={busy}>
          {value.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedListFrame>,
  );

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the states around a list', () => {
  it('says the town has no restaurants when the answer is empty', async () => {
    await render(list({}));
    expect(screen.getByText('There are no restaurants in the chosen city yet')).toBeTruthy();
  });

  it('tells offline from a server error, each with Retry', async () => {
    const offline = list({ status: 'offline' });
    const first = await render(offline);
    expect(screen.getByText('Poor network connection')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(offline.retry).toHaveBeenCalledOnce();
    first.unmount();
    // With venues already shown the failure is a line; with none it is the whole screen's (ADR 0010).
    await render(list({ status: 'error', items: ['a'] }));
    expect(screen.getByText('Oops! Server error')).toBeTruthy();
  });

  it('keeps the previous items, dimmed, while a new first page loads', async () => {
    await render(list({ status: 'loading', items: ['a', 'b'], stale: true }));
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers Show more while pages remain, and Retry alone after a failed page', async () => {
    const more = list({ items: ['a'], hasMore: true, total: 40 });
    const first = await render(more);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(more.loadMore).toHaveBeenCalledOnce();
    first.unmount();
    const failed = list({ items: ['a'], hasMore: true, hasError: true });
    await render(failed);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Could not load more venues');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.retry).toHaveBeenCalledOnce();
  });
});
