import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.tsx';

afterEach(cleanup);

function Dialog({ open, title }: { open: boolean; title: string }) {
  return open ? <div role="dialog">{title}</div> : <span data-testid="closed-dialog" />;
}

/** A load the test answers itself, so it can see what renders before and after the code came. */
function controlledLoad() {
  let answer: (component: typeof Dialog) => void = () => {};
  let refuse: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof Dialog>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      }),
  );
  return { load, answer: (component: typeof Dialog) => answer(component), refuse: (e: Error) => refuse(e) };
}

describe('onDemand', () => {
  it('neither loads nor renders the code while it is not needed', () => {
    const { load } = controlledLoad();
    const dialog = onDemand(load);
    render(<dialog.Component needed={false} open={false} title="Stop list" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('closed-dialog')).toBeNull();
  });

  it('loads the code when it is needed, then renders it open', async () => {
    const { load, answer } = controlledLoad();
    const dialog = onDemand(load);
    const { rerender } = render(<dialog.Component needed={false} open={false} title="Stop list" />);
    rerender(<dialog.Component needed open title="Stop list" />);
    expect(load).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => answer(Dialog));
    expect(screen.getByRole('dialog').textContent).toBe('Stop list');
  });

  it('once preloaded, opens in the render that needs it and stays rendered closed', async () => {
    const { load, answer } = controlledLoad();
    const dialog = onDemand(load);
    const preloaded = dialog.preload();
    answer(Dialog);
    await preloaded;
    const { rerender } = render(<dialog.Component needed={false} open={false} title="Prices" />);
    expect(screen.getByTestId('closed-dialog')).toBeTruthy();
    rerender(<dialog.Component needed open title="Prices" />);
    expect(screen.getByRole('dialog').textContent).toBe('Prices');
    expect(load).toHaveBeenCalledOnce();
  });

  it('asks again after a failed load (offline before the code came)', async () => {
    const { load, refuse, answer } = controlledLoad();
    const dialog = onDemand(load);
    const first = dialog.preload();
    refuse(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const { rerender } = render(<dialog.Component needed open title="Age" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answer(Dialog));
    rerender(<dialog.Component needed open title="Age" />);
    expect(screen.getByRole('dialog').textContent).toBe('Age');
  });
});
