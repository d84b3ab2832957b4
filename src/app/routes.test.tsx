import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { knownPromise } from '../lib/known-promise.ts';
import { lazyScreen, normalisePath } from './routes.ts';

function renderWithFallbackLog(Screen: () => React.JSX.Element) {
  const fallbacks: string[] = [];
  function Fallback() {
    fallbacks.push('fallback');
    return <p>loading</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Screen />
    </Suspense>,
  );
  return fallbacks;
}

describe('lazyScreen', () => {
  it('renders a screen whose chunk is already here in the first commit, without its fallback', async () => {
    // What preloadScreen leaves behind: the route's chunk, loaded while React and the texts were on their way.
    const chunk = knownPromise(Promise.resolve({ default: () => <p>the screen</p> }));
    await chunk;
    const Screen = lazyScreen(() => chunk);
    let fallbacks: string[] = [];
    await act(async () => {
      fallbacks = renderWithFallbackLog(Screen);
    });
    expect(fallbacks).toEqual([]);
    expect(screen.getByText('the screen')).toBeTruthy();
  });

  it('shows the fallback while a chunk is still loading, then the screen', async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Screen = lazyScreen(() => new Promise((resolve) => (arrive = resolve)));
    let fallbacks: string[] = [];
    await act(async () => {
      fallbacks = renderWithFallbackLog(Screen);
    });
    expect(fallbacks.length).toBeGreaterThan(0);
    await act(async () => arrive({ default: () => <p>late screen</p> }));
    expect(await screen.findByText('late screen')).toBeTruthy();
  });
});

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/filials//12', '/filials/12'],
    ['//orders///5/', '/orders/5'],
    ['/filials/12/', '/filials/12'],
    ['/auth?state=a//b', '/auth?state=a//b'],
    ['/typ//1/order/2?paid=1#top', '/typ/1/order/2?paid=1#top'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});
