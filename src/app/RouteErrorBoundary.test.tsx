import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../ui/testing/render-with-ui.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

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
