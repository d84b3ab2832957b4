import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderDocument, pathOnly, TOKEN, VENUE } from '../../testing/checkout-fixtures.ts';
import { type RenderedApp, renderApp } from '../../testing/render-checkout-app.tsx';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const signedIn = { lang: 'en', accessToken: TOKEN };

describe('the live order status', () => {
  it('shows where a delivery order is, with its courier', async () => {
    app = await renderApp(`/filials/${VENUE}/order/100007`, {
      api: (request) => {
        const path = pathOnly(request.path);
        if (path === 'takeaway/v2/user/order')
          return { body: orderDocument({ service: 'delivery', status: 'delivery', payment_status: 'paid' }) };
        if (path === 'dr-delivery/api/v1/courier')
          return {
            body: {
              error_code: 200,
              data: { name: 'Nurlan', phone: '+7 701 555 12 34', latitude: 43.2401, longitude: 76.9502 },
            },
          };
        return undefined;
      },
      local: signedIn,
    });
    expect((await screen.findByTestId('order-status')).textContent).toBe('The courier is on the way');
    const steps = screen.getByRole('list', { name: 'Order status' });
    expect(within(steps).getByText('With the courier').closest('li')?.getAttribute('aria-current')).toBe(
      'step',
    );
    const courier = await screen.findByText('Nurlan');
    expect(courier).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call the courier' }).getAttribute('href')).toBe(
      'tel:+77015551234',
    );
    expect(
      app.requests.some((request) => request.path === 'dr-delivery/api/v1/courier?takeaway_order_id=100007'),
    ).toBe(true);
  });

  it('gives the reason of a cancel and the refund note', async () => {
    app = await renderApp(`/filials/${VENUE}/order/100007`, {
      api: () => ({
        body: orderDocument({
          status: 'canceled',
          payment_status: 'refunded',
          decline_reason: { code: 'out_of_stock', title: 'The venue ran out of an item', refund: '' },
        }),
      }),
      local: signedIn,
    });
    expect(await screen.findByText('Reason: The venue ran out of an item')).toBeTruthy();
    expect(screen.getByText('The money will be returned within a few minutes')).toBeTruthy();
  });
});

describe('the order list and details', () => {
  it('pages by 20 with "Show more" and opens an order’s details', async () => {
    const page = (number: number, last: number) => ({
      data: [
        {
          ...orderDocument({ number: `00${number}`, id: 100000 + number }).data,
          id: String(100000 + number),
        },
      ],
      meta: { current_page: number, last_page: last, total: 2 },
    });
    app = await renderApp('/orders', {
      api: (request) => {
        if (!request.path.startsWith('takeaway/v2/user/orders')) return undefined;
        return { body: page(request.path.includes('page=2') ? 2 : 1, 2) };
      },
      local: signedIn,
    });
    expect(await screen.findByText('Order № 001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Order № 002')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(app.requests.map((request) => request.path)).toEqual([
      'takeaway/v2/user/orders?page=1&limit=20',
      'takeaway/v2/user/orders?page=2&limit=20',
    ]);
    fireEvent.click(screen.getByRole('link', { name: /Order № 001/ }));
    await waitFor(() => expect(app?.path()).toBe('/orders/100001'));
  });

  it('keeps the orders shown when "Show more" fails, and adds the page on Retry', async () => {
    let failing = true;
    app = await renderApp('/orders', {
      api: (request) => {
        if (!request.path.startsWith('takeaway/v2/user/orders')) return undefined;
        const number = request.path.includes('page=2') ? 2 : 1;
        // 501: a server error the client does not ask again for itself (ADR 0300).
        if (number === 2 && failing) return { status: 501, body: { message: 'Not Implemented' } };
        const document = orderDocument({ number: `00${number}`, id: 100000 + number });
        return {
          body: {
            data: [{ ...document.data, id: String(100000 + number) }],
            meta: { current_page: number, last_page: 2, total: 2 },
          },
        };
      },
      local: signedIn,
    });
    await screen.findByText('Order № 001');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Order № 001')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Order № 002');
    expect(screen.getAllByRole('link', { name: /Order № 00[12]/ })).toHaveLength(2);
    expect(app.requests.map((request) => request.path)).toEqual([
      'takeaway/v2/user/orders?page=1&limit=20',
      'takeaway/v2/user/orders?page=2&limit=20',
      'takeaway/v2/user/orders?page=2&limit=20',
    ]);
  });

  it('names the venues of every page shown in the language switched to, and keeps the pages', async () => {
    const titles: Record<string, string> = { en: 'Dala Coffee, Dostyk', ru: 'Дала Кофе, Достык' };
    // The orders answer in the request's language, as the sandbox does (X-Language).
    const page = (number: number, language: string) => {
      const document = orderDocument({ number: `00${number}`, id: 100000 + number });
      const venue = document.included[0];
      return {
        data: [{ ...document.data, id: String(100000 + number) }],
        included: [{ ...venue, attributes: { ...venue?.attributes, title: titles[language] } }],
        meta: { current_page: number, last_page: 2, total: 2 },
      };
    };
    app = await renderApp('/orders', {
      api: (request) => {
        if (!request.path.startsWith('takeaway/v2/user/orders')) return undefined;
        const number = request.path.includes('page=2') ? 2 : 1;
        return { body: page(number, request.headers.get('X-Language') ?? 'en') };
      },
      local: signedIn,
    });
    await screen.findByText('Order № 001');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Order № 002');
    expect(screen.getAllByText('Dala Coffee, Dostyk')).toHaveLength(2);

    await act(async () => {
      await (await app!.runtime.i18n).setLanguage('ru');
    });
    await waitFor(() => expect(screen.getAllByText('Дала Кофе, Достык')).toHaveLength(2));
    expect(screen.queryByText('Dala Coffee, Dostyk')).toBeNull();
    expect(screen.getAllByRole('link', { name: /Заказ № 00[12]/ })).toHaveLength(2);
    const inRussian = app.requests.filter((request) => request.headers.get('X-Language') === 'ru');
    expect(inRussian.map((request) => request.path)).toEqual([
      'takeaway/v2/user/orders?page=1&limit=20',
      'takeaway/v2/user/orders?page=2&limit=20',
    ]);
  });

  it('lists the order’s fields', async () => {
    app = await renderApp('/orders/100007', {
      api: () => ({
        body: orderDocument({
          status: 'completed',
          payment_status: 'paid',
          table_number: 3,
          paid_by_bonus: 500,
          paid_by_card: 1770,
          bonus_granted: 53,
          comment: 'No sugar',
        }),
      }),
      local: signedIn,
    });
    const details = await screen.findByTestId('order-details');
    const text = details.textContent ?? '';
    for (const part of ['Order number007', 'Table3', 'CommentNo sugar', 'Payment methodOnline'])
      expect(text).toContain(part);
    expect(text.replace(/\s/g, ' ')).toContain('Paid with bonuses500 ₸');
  });
});
