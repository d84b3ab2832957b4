import { describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError } from './test-support/test-sandbox.ts';
import { sb, setUpAccountSandbox } from './test-support/account-fixtures.ts';

setUpAccountSandbox();

describe('geo', () => {
  it('suggests streets for "street house, country, town", at most the limit', async () => {
    const answer = await sb.api<{ data: Resource[] }>(
      'GET',
      `geo-service/suggestions/?address=${encodeURIComponent('Абая 52, Казахстан, Алматы')}&limit=3`,
    );
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]?.attributes).toMatchObject({
      title: 'Abay Avenue, 52',
      address: { street: 'Abay Avenue', building: '52', city: 'Almaty' },
    });
    const both = await sb.api<{ data: Resource[] }>(
      'GET',
      `geo-service/suggestions/?address=${encodeURIComponent('Abay')}&limit=3`,
    );
    expect(both.body.data.map((r) => r.attributes.subtitle)).toEqual([
      'Almaly district, Almaty',
      'Saryarka district, Astana',
    ]);
    expect((await sb.api<{ data: unknown[] }>('GET', 'geo-service/suggestions/?address=')).body.data).toEqual(
      [],
    );
  });

  it('reverse-geocodes to a street, a district, or 404 far from any town', async () => {
    const street = await sb.api<{ data: Resource }>(
      'GET',
      'geo-service/reverse-geocode/?lat=43.2406&long=76.91',
      { headers: { 'x-language': 'ka', locale: 'ka' } },
    );
    expect(street.body.data.attributes.address).toMatchObject({ street: 'აბაის გამზირი', city: 'ალმათი' });
    const outskirts = await sb.api<{ data: Resource }>(
      'GET',
      'geo-service/reverse-geocode/?lat=43.33&long=76.95',
    );
    expect(outskirts.body.data.attributes.address).toMatchObject({ street: '', city: 'Almaty' });
    const steppe = await sb.api('GET', 'geo-service/reverse-geocode/?lat=47&long=70');
    expect(steppe.status).toBe(404);
    expect(firstError(steppe.body).code).toBe('location_undetermined');
    expect((await sb.api('GET', 'geo-service/reverse-geocode/?lat=x&long=1')).status).toBe(400);
  });
});

describe('delivery tariffs', () => {
  it('offers foot and car for a short trip, car only beyond 3 km, marking the fastest', async () => {
    const short = await sb.api<{
      error_code: number;
      data: { transport_type: string; is_fastest: boolean; time_from: number; price: number }[];
    }>('POST', 'dr-delivery/api/v1/tariffs', {
      body: {
        origin: { latitude: 43.2406, longitude: 76.909 },
        destination: { latitude: 43.2456, longitude: 76.915 },
      },
    });
    expect(short.body.error_code).toBe(200);
    expect(short.body.data.map((t) => t.transport_type)).toEqual(['FOOT', 'CAR']);
    expect(short.body.data.filter((t) => t.is_fastest).map((t) => t.transport_type)).toEqual(['CAR']);
    const long = await sb.api<{ data: { transport_type: string }[] }>('POST', 'dr-delivery/api/v1/tariffs', {
      body: {
        origin: { latitude: 43.2406, longitude: 76.909 },
        destination: { latitude: 43.2, longitude: 76.85 },
      },
    });
    expect(long.body.data.map((t) => t.transport_type)).toEqual(['CAR']);
    const free = await sb.api<{ data: { is_free: boolean; amount_to_next_tier: number | null }[] }>(
      'POST',
      'dr-delivery/api/v1/tariffs',
      {
        body: {
          origin: { latitude: 43.2545, longitude: 76.9135 },
          destination: { latitude: 43.256, longitude: 76.915 },
          filial_id: 15,
          order_amount: 4000,
        },
      },
    );
    expect(free.body.data[0]?.amount_to_next_tier).toBe(1000);
    const bad = await sb.api<{ error_code: number }>('POST', 'dr-delivery/api/v1/tariffs', {
      body: { origin: { latitude: 1 } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error_code).toBe(422);
  });
});
