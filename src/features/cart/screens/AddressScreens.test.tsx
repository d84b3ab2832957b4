import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyAddress } from '../../../state/addresses.ts';
import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';
import { pathOnly, TOKEN } from '../../../testing/checkout-fixtures.ts';
import { type FakeApi, type RenderedApp, renderApp } from '../../../testing/render-checkout-app.tsx';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const point = { latitude: 43.233, longitude: 76.971796 };
const draft = { ...emptyAddress('Almaty'), street: 'Dostyk Avenue', coordinates: point };
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');
const addressResource = (id: number, attributes: Record<string, unknown>) => ({
  type: 'addresses',
  id: String(id),
  attributes: { id, ...attributes },
});

describe('the address form', () => {
  it('starts a new address in the guest’s town, named in the guest’s language', async () => {
    app = await renderApp('/address-form?back=%2Fcart%3Ffilial_id%3D12', {
      api: () => undefined,
      local: { lang: 'kk', townId: '2' },
    });
    expect(((await screen.findByLabelText('Қала')) as HTMLInputElement).value).toBe('Астана');
  });

  it('asks for the required fields, then keeps a guest’s address on the device as their one address', async () => {
    app = await renderApp('/address-form?back=%2Fcart%3Ffilial_id%3D12', {
      api: () => undefined,
      local: { lang: 'en', tempAddress: draft },
    });
    expect(((await screen.findByLabelText(/^Street/)) as HTMLInputElement).value).toBe('Dostyk Avenue');
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Fill in the field')).toBeTruthy();
    expect(screen.getByLabelText(/^Building/).getAttribute('aria-invalid')).toBe('true');
    expect(stored('activeAddress')?.street ?? '').toBe('');

    fireEvent.change(screen.getByLabelText(/^Building/), { target: { value: '100' } });
    // Every keystroke is in the stored draft: a reload would keep it.
    expect(stored('tempAddress')).toMatchObject({ building: '100' });
    fireEvent.click(screen.getByLabelText('Private house'));
    await waitFor(() =>
      expect((screen.getByLabelText('Apartment or office') as HTMLInputElement).disabled).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(app?.path()).toBe('/cart?filial_id=12'));
    expect(stored('activeAddress')).toMatchObject({
      id: -1,
      street: 'Dostyk Avenue',
      building: '100',
      apartment: 'Частный',
      isPrivateHouse: true,
      coordinates: point,
    });
    expect(stored('tempAddress')).toBeNull();
    expect(sessionStorage.getItem('isAddressConfirmed')).toBe('true');
    expect(app.track).toHaveBeenCalledWith(ANALYTICS_EVENTS.addressCreated, { saved: 'local' });
    expect(await screen.findByText('The address has been added')).toBeTruthy();
  });

  it('saves a signed-in guest’s new address on the server with empty strings for the rest', async () => {
    const api: FakeApi = (request) =>
      request.method === 'POST' && pathOnly(request.path) === 'profile/api/v1/address'
        ? {
            status: 201,
            body: {
              data: addressResource(31, {
                ...(request.body as { data: { attributes: object } }).data.attributes,
              }),
              meta: { message: 'The address was added' },
            },
          }
        : undefined;
    app = await renderApp('/address-form', {
      api,
      local: { lang: 'en', accessToken: TOKEN, tempAddress: { ...draft, building: '100' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Work' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(app?.path()).toBe('/cart'));
    const sent = app.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      data: {
        type: 'addresses',
        attributes: {
          title: 'Work',
          city: 'Almaty',
          street: 'Dostyk Avenue',
          building: '100',
          entrance: '',
          floor: '',
          apartment: '',
          comment: '',
          is_private_house: false,
          coordinates: point,
        },
      },
    });
    expect(sent?.headers.get('X-Idempotency-key')).toBeTruthy();
    expect(stored('activeAddress')).toMatchObject({ id: 31, title: 'Work' });
    expect(stored('userAddressList')).toEqual([expect.objectContaining({ id: 31 })]);
    expect(app.track).toHaveBeenCalledWith(ANALYTICS_EVENTS.addressCreated, { saved: 'server' });
  });

  it('says when the address could not be added, and keeps the draft', async () => {
    app = await renderApp('/address-form', {
      api: (request) =>
        request.method === 'POST'
          ? {
              status: 422,
              body: { errors: [{ status: '422', code: 'too_many_addresses', title: 'Invalid address' }] },
            }
          : undefined,
      local: { lang: 'en', accessToken: TOKEN, tempAddress: { ...draft, building: '7' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Could not add the address')).toBeTruthy();
    expect(stored('tempAddress')).toMatchObject({ building: '7' });
    expect(app.path()).toBe('/address-form');
  });

  it('deleting the active address selects the nearest remaining one', async () => {
    const home = { ...draft, id: 1, building: '1', coordinates: { latitude: 43.25, longitude: 76.95 } };
    const work = { ...draft, id: 2, building: '2', coordinates: { latitude: 43.2, longitude: 76.85 } };
    app = await renderApp('/address-form?id=1', {
      api: (request) =>
        request.method === 'DELETE' ? { body: { meta: { message: 'The address was deleted' } } } : undefined,
      local: { lang: 'en', accessToken: TOKEN, activeAddress: home, userAddressList: [home, work] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the address' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app?.path()).toBe('/cart'));
    expect(app.requests.find((request) => request.method === 'DELETE')?.path).toBe(
      'profile/api/v1/address/1',
    );
    expect(stored('activeAddress')).toMatchObject({ id: 2 });
    expect(stored('userAddressList')).toEqual([expect.objectContaining({ id: 2 })]);
  });
});

describe('the address map', () => {
  it('suggests three places from street, country and town, and hands the chosen point to the form', async () => {
    const place = {
      type: 'geo-objects',
      id: '2-100',
      attributes: {
        title: 'Dostyk Avenue, 100',
        subtitle: 'Medeu district, Almaty',
        geometry: { location: { lat: 43.233, long: 76.971796 } },
        address: { street: 'Dostyk Avenue', building: '100', city: 'Almaty' },
      },
    };
    app = await renderApp('/address-map?back=%2Fcart', {
      api: (request) =>
        pathOnly(request.path) === 'geo-service/suggestions/' ? { body: { data: [place] } } : undefined,
      local: { lang: 'en', townId: '1' },
    });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Street and building' }), {
      target: { value: 'Dostyk 100' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Dostyk Avenue, 100/ }));
    const asked = app.requests.filter((request) => request.path.startsWith('geo-service/suggestions'));
    expect(asked.map((request) => request.path)).toEqual([
      'geo-service/suggestions/?address=Dostyk 100, Kazakhstan, Almaty&limit=3',
    ]);
    // Shown once the chosen place is drawn: at load ~20 not yet when the click above returned.
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the address' }));
    await waitFor(() => expect(app?.path()).toBe('/address-form?back=%2Fcart'));
    expect(stored('tempAddress')).toMatchObject({
      id: -1,
      street: 'Dostyk Avenue',
      building: '100',
      city: 'Almaty',
      coordinates: { latitude: 43.233, longitude: 76.971796 },
    });
  });
});
