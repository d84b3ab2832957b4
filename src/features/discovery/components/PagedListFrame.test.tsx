import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../ui/testing/render-with-ui.tsx';
import type { PagedList } from '../hooks/use-paged-list.ts';
import { PagedListFrame } from './PagedListFrame.tsx';

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
