import { describe, expect, it } from 'vitest';
import { isApiError } from '../../../api/errors.ts';
import { emptyAddress } from '../../../state/addresses.ts';
import {
  createAddress,
  deleteAddress,
  fetchAddresses,
  MissingCoordinatesError,
  updateAddress,
} from '../model/guest-addresses.ts';
import { fetchBonusInfo } from '../screens/cart/use-cart-pricing.ts';
import { fetchSuggestions, reverseGeocode, suggestionQuery } from '../model/address-map.ts';
import { fetchCourier, fetchOrder, fetchOrders, parseOrderDocument } from '../../../api/order-endpoints.ts';
import {
  aigerim,
  dostyk,
  guest,
  plain,
  type Product,
  productsOf,
  setUpCheckoutSandbox,
} from '../../../testing/checkout-sandbox.ts';

setUpCheckoutSandbox();

describe('bonuses', () => {
  it('reads the balance and what may be spent here', async () => {
    const info = await fetchBonusInfo(aigerim, 12, 7000);
    expect(info).toMatchObject({ balance: 12_500, availableBalance: 3500, maxBonusUsagePercentage: 50 });
  });
});

describe('addresses', () => {
  it('creates with empty strings for what is missing, reads, updates and deletes', async () => {
    const draft = {
      ...emptyAddress('Almaty'),
      street: 'Abay Avenue',
      building: '52',
      coordinates: { latitude: 43.2389, longitude: 76.8897 },
    };
    const created = await createAddress(aigerim, draft, 'address-key-1');
    expect(created.address).toMatchObject({
      street: 'Abay Avenue',
      building: '52',
      entrance: '',
      apartment: '',
      title: '',
    });
    expect(created.message).toBe('The address was added');
    // The same save intent (a retry after a lost answer) is the same address.
    expect((await createAddress(aigerim, draft, 'address-key-1')).address.id).toBe(created.address.id);
    const updated = await updateAddress(aigerim, { ...created.address, isPrivateHouse: true, title: 'Home' });
    expect(updated.address).toMatchObject({ isPrivateHouse: true, apartment: 'Частный', title: 'Home' });
    expect((await fetchAddresses(aigerim)).map((a) => a.id)).toContain(created.address.id);
    await deleteAddress(aigerim, created.address.id);
    expect((await fetchAddresses(aigerim)).map((a) => a.id)).not.toContain(created.address.id);
    const deletedAgain = await deleteAddress(aigerim, created.address.id).catch((error: unknown) => error);
    expect(isApiError(deletedAgain, 'not-found')).toBe(true);
  });

  it('refuses an address without coordinates before sending it', async () => {
    await expect(createAddress(aigerim, emptyAddress('Almaty'), 'address-key-2')).rejects.toBeInstanceOf(
      MissingCoordinatesError,
    );
  });
});

describe('geocoding', () => {
  it('suggests up to three places from street, country and town, and names a point', async () => {
    const places = await fetchSuggestions(guest, suggestionQuery(' Dostyk 100 ', 'Kazakhstan', 'Almaty'));
    expect(places[0]).toMatchObject({
      title: 'Dostyk Avenue, 100',
      street: 'Dostyk Avenue',
      building: '100',
      city: 'Almaty',
    });
    expect(places.length).toBeLessThanOrEqual(3);
    const place = await reverseGeocode(guest, places[0]!.coordinates);
    expect(place?.street).toBe('Dostyk Avenue');
    const nowhere = await reverseGeocode(guest, { latitude: 0, longitude: 0 }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(nowhere, 'not-found')).toBe(true);
  });
});

describe('orders', () => {
  it('reads a placed order, the history, and no courier before one is assigned', async () => {
    const [first] = plain(await productsOf(12)) as [Product];
    const answer = await aigerim.post(
      'takeaway/v1/delivery/order',
      {
        data: {
          type: 'orders',
          attributes: {
            filial_id: 12,
            payment_type: 'online',
            items: [{ product_id: first.id, count: 6, price: first.price }],
            address: {
              title: '',
              city: 'Almaty',
              street: 'Dostyk Avenue',
              building: '100',
              coordinates: dostyk(),
            },
          },
        },
      },
      { idempotencyKey: 'order-read-1' },
    );
    const placed = parseOrderDocument(answer);
    expect(placed).toMatchObject({
      service: 'delivery',
      status: 'created',
      paymentType: 'online',
      paymentStatus: 'pending',
    });
    expect(placed.payment?.paymentUrl).toContain('/sandbox/pay?track_id=');
    expect(placed.filialTitle).toBe('Dala Coffee');
    expect(placed.address).toBe('Dostyk Avenue, 100, Almaty');
    const read = await fetchOrder(aigerim, placed.id);
    expect(read.content[0]).toMatchObject({ productId: first.id, count: 6 });
    const page = await fetchOrders(aigerim, 1);
    expect(page.results[0]?.id).toBe(placed.id);
    expect(await fetchCourier(aigerim, placed.id)).toBeNull();
  });
});
