export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (docs/contract/constants.md#distances: "distance in metres by a spherical formula"). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `metres` away from `origin` towards `bearingDeg` (flat-earth step, fine at city scale). */
export function offset(origin: LatLng, metres: number, bearingDeg: number): LatLng {
  const dNorth = metres * Math.cos(rad(bearingDeg));
  const dEast = metres * Math.sin(rad(bearingDeg));
  return {
    latitude: origin.latitude + dNorth / 111_320,
    longitude: origin.longitude + dEast / (111_320 * Math.cos(rad(origin.latitude))),
  };
}

/** Ray casting; the polygon is a closed ring of [latitude, longitude] pairs (closing point optional). */
export function pointInPolygon(point: LatLng, polygon: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i] as readonly [number, number];
    const [yj, xj] = polygon[j] as readonly [number, number];
    const crosses =
      yi > point.latitude !== yj > point.latitude &&
      point.longitude < ((xj - xi) * (point.latitude - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** Interpolates along a polyline: fraction 0 is the first point, 1 the last. */
export function pointAlong(path: readonly LatLng[], fraction: number): LatLng {
  const first = path[0];
  if (!first) throw new RangeError('empty path');
  if (path.length === 1 || fraction <= 0) return first;
  const legs: number[] = [];
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const length = distanceMetres(path[i - 1] as LatLng, path[i] as LatLng);
    legs.push(length);
    total += length;
  }
  let remaining = Math.min(1, fraction) * total;
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i] as number;
    const from = path[i] as LatLng;
    const to = path[i + 1] as LatLng;
    if (remaining <= leg || i === legs.length - 1) {
      const t = leg === 0 ? 1 : Math.min(1, remaining / leg);
      return {
        latitude: from.latitude + (to.latitude - from.latitude) * t,
        longitude: from.longitude + (to.longitude - from.longitude) * t,
      };
    }
    remaining -= leg;
  }
  return path[path.length - 1] as LatLng;
}

export function pathLength(path: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += distanceMetres(path[i - 1] as LatLng, path[i] as LatLng);
  return total;
}

/** bbox in the usual order: min longitude, min latitude, max longitude, max latitude. */
export function inBbox(point: LatLng, [minLng, minLat, maxLng, maxLat]: readonly number[]): boolean {
  return (
    point.longitude >= (minLng as number) &&
    point.longitude <= (maxLng as number) &&
    point.latitude >= (minLat as number) &&
    point.latitude <= (maxLat as number)
  );
}
