import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../ui/testing/render-with-ui.tsx';
import { isChunkLoadError, reloadAtPath, RouteErrorBoundary } from './RouteErrorBoundary.tsx';

const CHUNK_ERROR = new TypeError('Failed to fetch dynamically imported module: /app/assets/FaqScreen-x.js');

function Failing({ error }: { error: Error }): never {
  throw error;
}

async function renderFailing(error: Error, onChunkError: () => boolean) {
  const onError = vi.fn();
  // React logs what a boundary caught; the test reads the page instead.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  let view!: Awaited<ReturnType<typeof renderWithUi>>;
  await act(async () => {
    view = await renderWithUi(
      <RouteErrorBoundary resetKey="/faq" onChunkError={onChunkError} onError={onError} onRetry={() => {}}>
        <Failing error={error} />
      </RouteErrorBoundary>,
    );
  });
  quiet.mockRestore();
  return { view, onError };
}

describe('RouteErrorBoundary', () => {
  it('shows no error page while a failed chunk reloads the page, only a loading state', async () => {
    const { view } = await renderFailing(CHUNK_ERROR, () => true);
    expect(view.container.querySelector('[data-screen="server-error"]')).toBeNull();
    expect(view.container.querySelector('[role="status"]')).not.toBeNull();
  });

  it('shows the error page when the reload was already tried, and reports the error', async () => {
    const { view, onError } = await renderFailing(CHUNK_ERROR, () => false);
    expect(view.container.querySelector('[data-screen="server-error"]')).not.toBeNull();
    expect(onError).toHaveBeenCalledWith(CHUNK_ERROR);
  });

  it('shows the error page at once for any other error', async () => {
    const onChunkError = vi.fn(() => true);
    const { view } = await renderFailing(new Error('render failed'), onChunkError);
    expect(view.container.querySelector('[data-screen="server-error"]')).not.toBeNull();
    expect(onChunkError).not.toHaveBeenCalled();
  });
});

describe('chunk load failures', () => {
  it('recognises the browsers’ messages and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /app/assets/Menu-1.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at the target path once, then gives up within the window', () => {
    const assign = vi.fn();
    let now = 1_000;
    const options = { session: sessionStorage, assign, now: () => now };
    expect(reloadAtPath('/app/filials/3', options)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/app/filials/3');
    now += 2_000;
    expect(reloadAtPath('/app/filials/3', options)).toBe(false);
    now += 20_000;
    expect(reloadAtPath('/app/filials/3', options)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('still reloads when storage throws', () => {
    const assign = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(reloadAtPath('/app/', { session: broken, assign })).toBe(true);
    expect(assign).toHaveBeenCalledOnce();
  });
});
