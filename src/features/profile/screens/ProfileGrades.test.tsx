import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { byText } from '../../../testing/dom.ts';
import { type MountedScreen, setUpScreens, signIn } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();
let mounted: MountedScreen | null = null;
const sb = () => screens.sandbox;
const mountAt = async (path: string, config: Parameters<typeof screens.mount>[1] = {}) => {
  mounted = await screens.mount(path, config);
  return mounted;
};

const sheet = () => mounted?.root.querySelector<HTMLElement>('[role="dialog"] [data-testid="grading-sheet"]');

/** docs/contract/screens.md#other-screens-and-dialogs "grading sheet", opened from the profile's balance (issue 11, item 3). */
describe('the grading sheet from the profile', { timeout: 20_000 }, () => {
  it('shows the level, the way up, the way to keep it, the expiry and the whole ladder', async () => {
    await signIn(sb(), 1);
    mounted = await mountAt('/profile');
    const { root } = mounted;
    (await waitFor(() => root.querySelector<HTMLButtonElement>('[data-testid="profile-grades"]'))).click();
    await waitFor(() => sheet()?.querySelector('[data-testid="grading-standing"]'));
    expect(mounted.path()).toBe('/profile');
    expect(window.location.search).toBe('?sheet=grades');
    const standing = sheet()?.querySelector('[data-testid="grading-standing"]')?.textContent ?? '';
    expect(standing).toContain('Your level: Gold, 7% cashback');
    expect(standing).toMatch(/more for Platinum \(10% cashback\)/);
    const bonuses = sheet()?.querySelector('[data-testid="grading-bonuses"]')?.textContent ?? '';
    expect(bonuses.replace(/\s+/gu, ' ')).toMatch(
      /^Your bonuses: 12 500 ₸ They expire on \d{1,2} [A-Z][a-z]+ \d{4} unless/,
    );
    const levels = [...(sheet()?.querySelectorAll('.gr-level') ?? [])].map((level) => level.textContent);
    expect(levels).toHaveLength(4);
    expect(sheet()?.querySelector('[aria-current="true"]')?.textContent).toMatch(/^Gold: 7% cashback/);
    expect(sheet()?.querySelector('[data-testid="grading-first-bill"]')).toBeNull();
  });

  it('tells a new guest about the first-bill bonus, and closes back to the profile', async () => {
    await signIn(sb(), 2);
    mounted = await mountAt('/profile?sheet=grades', { language: 'ru' });
    const { root } = mounted;
    const firstBill = await waitFor(() => sheet()?.querySelector('[data-testid="grading-first-bill"]'));
    expect(firstBill.textContent).toBe('Первый счёт, оплаченный в приложении, даёт кешбэк 10%');
    expect(sheet()?.querySelector('[data-testid="grading-bonuses"]')?.textContent).not.toMatch(/сгорят/);
    root.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Закрыть"]')?.click();
    await waitFor(() => !sheet());
    expect(window.location.search).toBe('');
    expect(root.querySelector('[data-testid="profile-greeting"]')).not.toBeNull();
  });

  it('says what failed and retries when the ladder cannot be read', async () => {
    await sb().control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'ladder-go/api/v1/grades',
    });
    await signIn(sb(), 1);
    mounted = await mountAt('/profile?sheet=grades');
    const retry = await waitFor(() =>
      byText<HTMLButtonElement>(mounted?.root ?? document, '[role="dialog"] button', 'Try again'),
    );
    await sb().control('DELETE', 'control/faults');
    retry.click();
    await waitFor(() => sheet()?.querySelector('[data-testid="grading-standing"]'));
  });
});
