import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import {
  startTestSandbox,
  type TestSandbox,
} from '../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import type { HostConfig } from '../config/host-config.ts';
import { mount } from '../index.ts';
import type { MountHandle } from '../mount-handle.ts';

/** Tuesday 17 November 2026, 12:00 in Almaty: the wall clock startTestSandbox freezes its sandbox at. */
export const SANDBOX_NOW = Date.UTC(2026, 10, 17, 7, 0, 0);

/** A host's config for the test's mount; `language: null` mounts with none, as a host that names none. */
type ScreenConfig = Omit<Partial<HostConfig>, 'language'> & { language?: HostConfig['language'] | null };

export interface MountedScreen {
  el: HTMLElement;
  handle: MountHandle;
  root: ShadowRoot;
  /** The data-screen of what is shown now. */
  screen(): string | null;
  /** The path the app is on now (browser routing). */
  path(): string;
  unmount(): void;
}

/**
 * The one way a screen test shows a screen: the whole app mounted at `path` as a host mounts it, against a
 * sandbox (its /proxy/ as the API base), in English unless told, with browser routing so the test can read
 * the route from window.location.
 */
async function mountScreen(
  path: string,
  sandbox: Pick<TestSandbox, 'url'>,
  config: ScreenConfig = {},
): Promise<MountedScreen> {
  const { language = 'en', ...rest } = config;
  window.history.replaceState(null, '', path);
  const el = document.createElement('div');
  document.body.append(el);
  const handle = mount(el, {
    apiBase: `${sandbox.url}/proxy/`,
    routing: 'browser',
    ...(language ? { language } : {}),
    ...rest,
  });
  await handle.ready;
  const root = el.querySelector('dastarkhan-app')?.shadowRoot;
  if (!root) throw new Error('nothing mounted');
  return {
    el,
    handle,
    root,
    screen: () => root.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null,
    path: () => window.location.pathname,
    unmount: () => {
      handle.unmount();
      el.remove();
    },
  };
}

/** Signs a seeded sandbox user in the way the app keeps a sign-in: its token in localStorage. */
export async function signIn(sandbox: TestSandbox, userId: number): Promise<string> {
  const { access_token } = await sandbox.grant(userId);
  localStorage.setItem('accessToken', access_token);
  return access_token;
}

export interface ScreenSandbox {
  /** The file's sandbox, started before its first test. */
  readonly sandbox: TestSandbox;
  /** The screen the running test mounted. */
  readonly mounted: MountedScreen;
  /** Mounts the app at `path` against the file's sandbox (see mountScreen); unmounted after the test. */
  mount(path: string, config?: ScreenConfig): Promise<MountedScreen>;
}

/**
 * One sandbox for a test file's screens, and a clean page after every test: the mount gone, storage empty,
 * real timers and unmocked spies back, no fault left injected for the next test.
 */
export function setUpScreens(): ScreenSandbox {
  let sandbox: TestSandbox | undefined;
  let mounted: MountedScreen | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox?.stop());
  afterEach(async () => {
    mounted?.unmount();
    mounted = undefined;
    localStorage.clear();
    sessionStorage.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
    await sandbox?.control('DELETE', 'control/faults');
  });
  return {
    get sandbox() {
      if (!sandbox) throw new Error('the sandbox starts in beforeAll');
      return sandbox;
    },
    get mounted() {
      if (!mounted) throw new Error('nothing is mounted in this test');
      return mounted;
    },
    async mount(path, config) {
      mounted?.unmount();
      mounted = await mountScreen(path, this.sandbox, config);
      return mounted;
    },
  };
}
