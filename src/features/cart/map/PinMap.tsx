import type { Map as LeafletMap } from 'leaflet';
import { map as createMap } from 'leaflet/dist/leaflet-src.esm.js';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { Coordinates } from '../../../state/device.ts';
import { useMapChrome } from '../../../ui/use-map-chrome.ts';

export interface PinMapProps {
  /** Where the pin is; moving it from outside (a suggestion, the guest's position) pans the map there. */
  center: Coordinates;
  /** The guest moved the map: the point now under the pin. */
  onPick: (point: Coordinates) => void;
}

const same = (a: Coordinates, b: Coordinates) =>
  Math.abs(a.latitude - b.latitude) < 1e-6 && Math.abs(a.longitude - b.longitude) < 1e-6;

/**
 * A map with a pin fixed at its centre, over the sandbox's raster tiles (host-simulator/server/tiles): the
 * guest moves the map, not the pin, as the AddressMap's hint says. Leaflet's keyboard panning (arrow keys on
 * the focused map) moves it too. Pans made from outside do not report back as picks.
 */
export default function PinMap({ center, onPick }: PinMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const shown = useRef(center);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const leaflet = createMap(element, {
      center: [shown.current.latitude, shown.current.longitude],
      zoom: 16,
      zoomControl: false,
    });
    mapRef.current = leaflet;
    const moved = () => {
      const point = leaflet.getCenter();
      const next = { latitude: point.lat, longitude: point.lng };
      if (same(next, shown.current)) return;
      shown.current = next;
      pick.current(next);
    };
    leaflet.on('moveend', moved);
    const resize =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => leaflet.invalidateSize());
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      leaflet.off('moveend', moved);
      leaflet.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet || same(center, shown.current)) return;
    shown.current = center;
    leaflet.setView([center.latitude, center.longitude], Math.max(leaflet.getZoom(), 16));
  }, [center]);

  useMapChrome(mapRef, t('address.map.label'));

  return (
    <div className="ck-map-frame">
      <style>{leafletCss}</style>
      <div ref={container} className="ck-map" data-testid="address-pin-map" />
      <span className="ck-map-pin" aria-hidden="true" />
    </div>
  );
}
