import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../ui/testing/render-with-ui.tsx';
import { parseVenue } from '../model/venue.ts';
import { VenueCard } from './VenueCard.tsx';

const venue = parseVenue({
  id: '7',
  type: 'locations',
  title: 'Dastarkhan',
  address: 'Abay 1',
  coordinates: { latitude: 43.25, longitude: 76.95 },
});

describe('VenueCard in a carousel (distanceLine)', () => {
  it('holds the distance line while the position is unknown, and fills that line when it arrives', async () => {
    const card = (here: { latitude: number; longitude: number } | null) =>
      renderWithUi(
        <VenueCard venue={venue} now={Date.now()} here={here} showDeliveryBanner={false} distanceLine />,
      );
    const before = (await card(null)).container;
    expect(before.querySelector('.dkd-distance-line')?.textContent).toBe('');
    const after = (await card({ latitude: 43.26, longitude: 76.95 })).container;
    expect(after.querySelector('.dkd-distance-line [data-distance]')?.textContent).toMatch(/\d/);
    expect(after.querySelector('.dkd-meta [data-distance]')).toBeNull();
  });
});
