import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestSandbox,
  type TestSandbox,
} from '../../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import { createApiClient } from '../../../api/client.ts';
import { openingState } from '../model/opening-hours.ts';
import { SANDBOX_NOW } from '../../../testing/mount-screen.ts';
import { fetchVenuePage } from './venues-api.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.stop());

const HOUR = 3_600_000;

/**
 * The device reads the opening state from the weekly schedule on its own; the sandbox computes it on the
 * server, independently. Over a day and a half, every venue must come out the same both ways.
 */
describe('opening state on the device agrees with the sandbox', () => {
  it('for every venue, every three hours: open or not, and the closing time', async () => {
    const client = createApiClient({
      baseUrl: `${sb.url}/proxy/`,
      getLanguage: () => 'en',
      getAccessToken: () => null,
      retries: 0,
    });
    let checked = 0;
    for (let hours = 0; hours <= 36; hours += 3) {
      const now = SANDBOX_NOW + hours * HOUR;
      const raw = await sb.api<{
        data: { id: string; attributes: { is_open: boolean; closing_time: string | null } }[];
      }>('GET', 'takeaway/v2/locations?limit=100');
      const page = await fetchVenuePage(
        client,
        { limit: 100 },
        { service: null, townId: null, userId: null, coordinates: null },
        1,
      );
      for (const venue of page.results) {
        const server = raw.body.data.find((item) => Number(item.id) === venue.id)?.attributes;
        const state = openingState(venue.hours, now);
        const open = state.kind === 'open' || state.kind === 'round-the-clock';
        expect({ venue: venue.id, hours, open }).toEqual({ venue: venue.id, hours, open: server?.is_open });
        if (state.kind === 'open')
          expect({ venue: venue.id, closes: state.closesAt }).toEqual({
            venue: venue.id,
            closes: server?.closing_time,
          });
        checked += 1;
      }
      sb.advanceWall(3 * HOUR);
    }
    expect(checked).toBeGreaterThan(300);
    client.dispose();
  });
});
