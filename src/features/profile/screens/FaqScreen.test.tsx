import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestSandbox,
  type TestSandbox,
} from '../../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import en from '../../../i18n/locales/en/faq.ts';
import ru from '../../../i18n/locales/ru/faq.ts';
import { type MountedProfile, mountAt, waitFor } from '../testing/mount-profile.ts';

let sb: TestSandbox;
let mounted: MountedProfile | null = null;

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.stop());
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  localStorage.clear();
});

describe('FAQ', { timeout: 20_000 }, () => {
  it.each([
    ['en', en],
    ['ru', ru],
  ] as const)(
    'lists every question of the %s catalogue as a closed disclosure, open to guests',
    async (language, catalogue) => {
      mounted = await mountAt('/faq', sb, { language });
      const root = mounted.root;
      await waitFor(() => root.querySelector('[data-screen="faq"] details'));
      expect(root.querySelector('h1')?.textContent).toBe(catalogue.title);
      const items = [...root.querySelectorAll('details')];
      expect(items.map((item) => item.querySelector('summary')?.textContent)).toEqual(
        Object.values(catalogue.items).map((item) => item.question),
      );
      expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(
        Object.values(catalogue.items).map((item) => item.answer),
      );
      expect(items.every((item) => !item.open)).toBe(true);
      // A guest goes back Home: the profile would send them to sign in.
      expect(root.querySelector('header a')?.getAttribute('href')).toBe('/');
    },
  );
});
