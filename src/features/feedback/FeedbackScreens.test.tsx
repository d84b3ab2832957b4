import { fireEvent } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../bridge/testing/wait-for.ts';
import { byText, typeInto } from '../../testing/dom.ts';
import { type MountedScreen, setUpScreens, signIn } from '../../testing/mount-screen.ts';

interface SeededOrder {
  id: number;
  service: string;
  status: string;
}

const screens = setUpScreens();
let mounted: MountedScreen | null = null;
let orders: SeededOrder[];
const sb = () => screens.sandbox;
const mountAt = async (path: string, config: Parameters<typeof screens.mount>[1] = {}) => {
  mounted = await screens.mount(path, config);
  return mounted;
};

const seeded = (service: string, status = 'completed'): SeededOrder => {
  const order = orders.find((o) => o.service === service && o.status === status);
  if (!order) throw new Error(`no seeded ${status} ${service} order`);
  return order;
};

beforeAll(async () => {
  orders = (await sb().control<{ data: SeededOrder[] }>('GET', 'control/orders?user_id=1')).body.data;
});

const root = () => mounted?.root as ShadowRoot;
const button = (text: string | RegExp) => byText<HTMLButtonElement>(root(), 'button', text);
const star = (count: number) =>
  root().querySelectorAll<HTMLInputElement>('.fb-star input')[count - 1] as HTMLInputElement;

async function reviewOf(orderId: number, token: string) {
  const answer = await sb().api<{
    data: { attributes: { review: { rating: number; text: string } | null } };
  }>('GET', `takeaway/v1/orders/${orderId}/feedback`, { token });
  return answer.body.data.attributes.review;
}

describe('the review screen', { timeout: 30_000 }, () => {
  it('asks for a rating first, sends it once with the text, and shows it afterwards', async () => {
    const token = await signIn(sb(), 1);
    const order = seeded('delivery');
    mounted = await mountAt(`/orders/${order.id}/review`);
    (await waitFor(() => button('Send'))).click();
    expect((await waitFor(() => root().querySelector('[role="alert"]'))).textContent).toBe(
      'Choose a rating from 1 to 5',
    );
    star(4).click();
    fireEvent.change(root().querySelector('textarea') as HTMLTextAreaElement, {
      target: { value: ' Warm and on time ' },
    });
    await waitFor(() => !root().querySelector('[role="alert"]'));
    button('Send')?.click();
    expect((await waitFor(() => root().querySelector('[data-testid="review-sent"]'))).textContent).toContain(
      'Thank you for your review!',
    );
    expect(await reviewOf(order.id, token)).toMatchObject({ rating: 4, text: 'Warm and on time' });
    mounted?.unmount();
    mounted = await mountAt(`/orders/${order.id}/review`);
    expect((await waitFor(() => root().querySelector('[data-testid="review-rated"]'))).textContent).toBe(
      'You rated it: 4 starsWarm and on time',
    );
  });

  it('keeps the draft through a failed send and a reload, then sends it', async () => {
    const token = await signIn(sb(), 1);
    const order = seeded('takeaway');
    await sb().control('POST', 'control/faults', {
      kind: 'error',
      status: 501,
      route: 'takeaway/v1/reviews',
    });
    mounted = await mountAt(`/orders/${order.id}/review`, { language: 'ru' });
    (await waitFor(() => star(5))).click();
    fireEvent.change(root().querySelector('textarea') as HTMLTextAreaElement, {
      target: { value: 'Всё отлично' },
    });
    button('Отправить')?.click();
    expect(
      (await waitFor(() => root().querySelector('.fb-error[role="alert"]'), 15_000)).textContent,
    ).toMatch(/^Отзыв не отправлен/);
    mounted?.unmount();
    await sb().control('DELETE', 'control/faults');
    mounted = await mountAt(`/orders/${order.id}/review`, { language: 'ru' });
    await waitFor(() => root().querySelector('textarea'));
    expect(root().querySelector('textarea')?.value).toBe('Всё отлично');
    expect(star(5).checked).toBe(true);
    button('Отправить')?.click();
    await waitFor(() => root().querySelector('[data-testid="review-sent"]'));
    expect(await reviewOf(order.id, token)).toMatchObject({ rating: 5, text: 'Всё отлично' });
  });

  it('never stores a review twice when the answer was lost after the server kept it', async () => {
    const token = await signIn(sb(), 1);
    const order = seeded('express');
    await sb().control('POST', 'control/faults', {
      kind: 'drop',
      when: 'after',
      route: 'takeaway/v1/reviews',
    });
    mounted = await mountAt(`/orders/${order.id}/review`);
    (await waitFor(() => star(3))).click();
    button('Send')?.click();
    await waitFor(() => root().querySelector('.fb-error[role="alert"]'), 15_000);
    mounted?.unmount();
    await sb().control('DELETE', 'control/faults');
    mounted = await mountAt(`/orders/${order.id}/review`);
    expect((await waitFor(() => root().querySelector('[data-testid="review-rated"]'))).textContent).toBe(
      'You rated it: 3 stars',
    );
    expect(await reviewOf(order.id, token)).toMatchObject({ rating: 3, text: '' });
  });

  it('says an order that is not completed cannot be rated yet', async () => {
    await signIn(sb(), 1);
    mounted = await mountAt(`/orders/${seeded('takeaway', 'canceled').id}/review`);
    expect((await waitFor(() => root().querySelector('[data-testid="review-not-yet"]'))).textContent).toBe(
      'You can rate the order once it is completed',
    );
  });
});

describe('the tip screen', { timeout: 30_000 }, () => {
  it('names the waiter of the table, offers the presets, and refuses an empty or oversized sum', async () => {
    await signIn(sb(), 1);
    mounted = await mountAt(`/orders/${seeded('express').id}/tip`);
    expect((await waitFor(() => root().querySelector('[data-testid="tip-recipient"]'))).textContent).toMatch(
      /^Waiter \S+/,
    );
    const presets = [...root().querySelectorAll('.fb-choice')].map((choice) => choice.textContent);
    expect(presets.slice(0, 3).map((text) => text?.replace(/\s·.*/, ''))).toEqual(['5%', '10%', '15%']);
    byText<HTMLInputElement>(root(), '.fb-choice', 'Another amount')?.querySelector('input')?.click();
    const sum = await waitFor(() => root().querySelector<HTMLInputElement>('.fb-amount'));
    button(/^Tip /)?.click();
    expect((await waitFor(() => root().querySelector('.fb-error'))).textContent).toBe(
      'Enter an amount greater than 0',
    );
    typeInto(sum, '99999999');
    await waitFor(() => root().querySelector('.fb-error')?.textContent?.startsWith('No more than'));
    typeInto(sum, '12a3');
    await waitFor(() => sum.value === '123');
  });

  it('has no waiter to tip for a takeaway order', async () => {
    await signIn(sb(), 1);
    mounted = await mountAt(`/orders/${seeded('takeaway').id}/tip`, { language: 'kk' });
    expect((await waitFor(() => root().querySelector('[data-testid="tip-no-waiter"]'))).textContent).toBe(
      'Бұл тапсырыстың даяшысы жоқ',
    );
  });
});
