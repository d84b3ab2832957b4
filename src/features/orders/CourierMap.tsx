import type { LatLngTuple, Map as LeafletMap, Marker } from 'leaflet';
import { map as createMap, divIcon, latLngBounds, marker } from 'leaflet/dist/leaflet-src.esm.js';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Point } from '../../api/order-endpoints.ts';
import { useMapChrome } from '../../ui/use-map-chrome.ts';

export interface CourierMapProps {
  courier: Point;
  destination: Point | null;
}

const tuple = (point: Point): LatLngTuple => [point.latitude, point.longitude];

/**
 * The courier moving towards the delivery address (issue 11 item 6). Both stay in view: the map fits them
 * when the courier moves, unless the guest has moved or zoomed the map themselves. The text next to the map
 * (distance, arrival) carries the same facts for those who cannot see it.
 */
export default function CourierMap({ courier, destination }: CourierMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const courierMarker = useRef<Marker | null>(null);
  const touched = useRef(false);
  const start = useRef(courier);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const leaflet = createMap(element, { center: tuple(start.current), zoom: 15, zoomControl: false });
    mapRef.current = leaflet;
    // Only the guest's own drags and zooms stop the map from following; fitBounds below fires no dragstart.
    const stopFollowing = () => {
      touched.current = true;
    };
    leaflet.on('dragstart', stopFollowing);
    leaflet.on('zoomstart', (event) => {
      if ((event as { originalEvent?: Event }).originalEvent) stopFollowing();
    });
    const resize =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => leaflet.invalidateSize());
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      leaflet.remove();
      mapRef.current = null;
      courierMarker.current = null;
    };
  }, []);

  useMapChrome(mapRef, t('orders.courier.onMap'));

  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet || !destination) return;
    const home = marker(tuple(destination), {
      icon: divIcon({ className: 'ck-map-home', iconSize: [22, 22] }),
      title: t('orders.courier.destination'),
      keyboard: false,
    }).addTo(leaflet);
    return () => {
      home.remove();
    };
  }, [destination, t]);

  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet) return;
    if (courierMarker.current) courierMarker.current.setLatLng(tuple(courier));
    else
      courierMarker.current = marker(tuple(courier), {
        icon: divIcon({ className: 'ck-map-courier', iconSize: [28, 28] }),
        title: t('orders.courier.title'),
        keyboard: false,
      }).addTo(leaflet);
    if (touched.current) return;
    if (destination)
      leaflet.fitBounds(latLngBounds([tuple(courier), tuple(destination)]), {
        padding: [32, 32],
        maxZoom: 17,
      });
    else leaflet.setView(tuple(courier));
  }, [courier, destination, t]);

  return (
    <div className="ck-map-frame">
      <style>{leafletCss}</style>
      <div ref={container} className="ck-map" data-testid="courier-map" />
    </div>
  );
}
