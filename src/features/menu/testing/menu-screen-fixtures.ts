import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { pathOf, sandboxLike } from './fixtures.ts';
import { type Harness, renderMenu } from './menu-harness.tsx';

let harness: Harness | undefined;

// A harness a test renders itself: disposed after it like the one open() renders.
export function track(next: Harness): Harness {
  harness = next;
  return next;
}

/** Disposes the menu a test rendered, and its DOM, after each test. Call once at the top of a test file. */
export function setUpMenuScreens(): void {
  afterEach(() => {
    harness?.dispose();
    harness = undefined;
    cleanup();
    document.body.innerHTML = '';
  });
}

export async function open(options: Partial<Parameters<typeof renderMenu>[0]> = {}) {
  harness = await renderMenu({ path: '/filials/15', handler: sandboxLike(), ...options });
  await screen.findByRole('heading', { level: 1, name: 'Burger Batyr' });
  // The venue shows first, its menu a moment later (ADR 0016): the screen is open when both are.
  await waitFor(() => expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('false'));
  return harness;
}

export const item = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

export const sheet = () => screen.getByRole('dialog');

export const calls = (h: Harness, path: string) => h.seen.filter((request) => pathOf(request) === path);
