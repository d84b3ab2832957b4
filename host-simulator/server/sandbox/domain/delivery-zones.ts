import type { Sql } from '../store/sql.ts';
import { distanceMetres, type LatLng, pointInPolygon } from './geometry.ts';
import { hasDeliveryService, type Venue } from './venues.ts';

interface ZoneRow {
  id: number;
  filial_id: number;
  name: string;
  polygon: string;
  delivery_cost: number;
  min_order_sum: number;
  priority: number;
}

export interface ZoneHit {
  venue: Venue;
  zone: ZoneRow;
}

/** The cheapest zone among the venues' zones that contains the point (ties: the nearer venue). */
export function findZone(sql: Sql, venues: Venue[], point: LatLng): ZoneHit | null {
  let best: (ZoneHit & { distance: number }) | null = null;
  for (const venue of venues) {
    if (!hasDeliveryService(venue)) continue;
    const zones = sql.all<ZoneRow>(
      'SELECT * FROM delivery_zones WHERE filial_id = ? ORDER BY priority',
      venue.row.id,
    );
    for (const zone of zones) {
      if (!pointInPolygon(point, JSON.parse(zone.polygon) as [number, number][])) continue;
      const distance = distanceMetres(point, venue.location);
      if (
        !best ||
        zone.delivery_cost < best.zone.delivery_cost ||
        (zone.delivery_cost === best.zone.delivery_cost && distance < best.distance)
      ) {
        best = { venue, zone, distance };
      }
      break;
    }
  }
  return best && { venue: best.venue, zone: best.zone };
}
