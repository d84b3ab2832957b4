import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import type { Resource } from '../../../../host-simulator/server/sandbox/http/jsonapi.ts';
import {
  API_HEADERS,
  type MenuItem,
  menuItems,
} from '../../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import type { OrderKind } from '../../../api/order-kinds.ts';
import type { Language } from '../../../i18n/languages.ts';
import { byText, texts } from '../../../testing/dom.ts';
import { setUpScreens, signIn } from '../../../testing/mount-screen.ts';

/** Issue 29 item 4: what the cart says of the venue, of the other carts and of saved addresses. */
const screens = setUpScreens();
const sb = () => screens.sandbox;
const root = () => screens.mounted.root;
let croissant: MenuItem;

beforeAll(async () => {
  const found = (await menuItems(sb(), 11)).get('dala-coffee-croissant-kzt');
  if (!found) throw new Error('no croissant at venue 11');
  croissant = found;
});

/** Stores one croissant in a cart of each venue and service, as the menu leaves them. */
function storeCarts(carts: readonly { filialId: number; service: OrderKind }[]): void {
  const stored = Object.fromEntries(
    carts.map(({ filialId, service }) => [
      `${filialId}:${service}`,
      {
        filialId,
        service,
        items: [
          {
            line: String(croissant.id),
            productId: croissant.id,
            name: 'Croissant',
            price: croissant.price,
            quantity: 1,
            additives: [],
          },
        ],
        comment: '',
        name: '',
        paymentType: null,
        table: null,
      },
    ]),
  );
  localStorage.setItem('cart', JSON.stringify(stored));
}

async function openCart(filialId: number, service: OrderKind, language: Language): Promise<void> {
  await screens.mount(`/cart?filial_id=${filialId}&service=${service}`, { language });
  await waitFor(() => root().querySelector('.ck-venue-line')?.textContent?.includes('52'));
}

/** The venue's name as the API gives it in `language`. */
async function venueTitle(filialId: number, language: Language): Promise<string> {
  const card = await sb().api<{ data: Resource }>('GET', `takeaway/locations/card/terminal/${filialId}`, {
    headers: { ...API_HEADERS, 'x-language': language, locale: language === 'kk' ? 'kz' : language },
  });
  return String(card.body.data.attributes.title);
}

const venueLine = () => root().querySelector('.ck-venue-line')?.textContent ?? '';

describe('the cart', { timeout: 30_000 }, () => {
  it('of a dine-in order names the venue’s address without calling it a pickup', async () => {
    storeCarts([{ filialId: 11, service: 'express' }]);
    await openCart(11, 'express', 'ru');
    expect(venueLine()).toMatch(/^В заведении по адресу .*52/);
    await openCart(11, 'express', 'kk');
    expect(venueLine()).toMatch(/^Мекемеде, мекенжайы: .*52/);
    await openCart(11, 'express', 'ka');
    expect(venueLine()).toMatch(/^დაწესებულებაში, მისამართი: .*52/);

    storeCarts([{ filialId: 11, service: 'takeaway' }]);
    await openCart(11, 'takeaway', 'ru');
    expect(venueLine()).toMatch(/^Самовывоз по адресу .*52/);
  });

  it('names the venues of the other carts’ tabs, not their numbers', async () => {
    storeCarts([
      { filialId: 11, service: 'express' },
      { filialId: 12, service: 'takeaway' },
    ]);
    for (const [language, express, takeaway] of [
      ['ru', 'В заведении', 'С собой'],
      ['kk', 'Мекемеде', 'Өзімен алу'],
    ] as const) {
      await openCart(11, 'express', language);
      const [here, other] = await Promise.all([venueTitle(11, language), venueTitle(12, language)]);
      const tabs = await waitFor(() => {
        const found = texts(root(), '.ck-tabs a');
        return found.length === 2 && found.every((tab) => !/\d+$/.test(tab)) ? found : null;
      });
      expect(tabs).toEqual([`${express} · ${here}`, `${takeaway} · ${other}`]);
    }
  });

  it('translates the saved addresses’ "home" and "work" labels', async () => {
    await signIn(sb(), 1);
    storeCarts([{ filialId: 11, service: 'delivery' }]);
    for (const [language, change, labels] of [
      ['ru', 'Изменить адрес', ['Дом', 'Работа']],
      ['ka', 'მისამართის შეცვლა', ['სახლი', 'სამსახური']],
    ] as const) {
      await screens.mount('/cart?filial_id=11&service=delivery', { language });
      const button = await waitFor(() => byText<HTMLButtonElement>(root(), 'button', change));
      button.click();
      const titles = await waitFor(() => {
        const found = texts(root(), '[role="dialog"] .ck-card strong');
        return found.length >= 2 ? found : null;
      });
      expect(titles).toEqual(expect.arrayContaining([...labels]));
      expect(titles).not.toContain('home');
      expect(titles).not.toContain('work');
    }
  });
});
