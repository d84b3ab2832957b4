import type { LatLngBoundsExpression, LayerGroup, Map as LeafletMap } from 'leaflet';
import {
  control,
  divIcon,
  latLngBounds,
  layerGroup,
  map as createMap,
  marker,
  tileLayer,
} from 'leaflet/dist/leaflet-src.esm.js';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { mapTileTemplate } from '../../../config/host-config.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useHostConfig } from '../../../config/mount-config.ts';
import type { Coordinates } from '../../../state/device.ts';
import { openingState } from '../model/opening-hours.ts';
import type { Venue } from '../model/venue.ts';

/** minLng, minLat, maxLng, maxLat: the shape of the location list's `bbox`. */
export type Bbox = [number, number, number, number];

export interface VenueMapProps {
  venues: readonly Venue[];
  /** Where the map opens; ignored when `fitVenues` finds venues to show. */
  center: Coordinates;
  zoom?: number;
  here: Coordinates | null;
  selectedId: number | null;
  onSelect: (venue: Venue) => void;
  /** After every pan or zoom, with the visible box. */
  onViewChange?: (bbox: Bbox) => void;
  /** Zooms to the venues whenever the list changes (the Filials map). */
  fitVenues?: boolean;
  className?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Venues as markers on a Leaflet map with the sandbox's raster tiles. Markers are buttons Leaflet makes
 * focusable (Enter picks one); picking one calls onSelect. The map lives in our shadow root, so Leaflet's
 * stylesheet is rendered here with it.
 */
export default function VenueMap({
  venues,
  center,
  zoom = 13,
  here,
  selectedId,
  onSelect,
  onViewChange,
  fitVenues = false,
  className = 'dkd-map',
}: VenueMapProps) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const config = useHostConfig();
  const tileTemplate = config.mapTiles;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markersRef = useRef<LayerGroup | null>(null);
  const hereRef = useRef<LayerGroup | null>(null);
  const callbacks = useRef({ onSelect, onViewChange });
  callbacks.current = { onSelect, onViewChange };
  const initial = useRef({ center, zoom });

  // The map is made once; its texts and tiles follow the language in the next effect.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const leaflet = createMap(element, {
      center: [initial.current.center.latitude, initial.current.center.longitude],
      zoom: initial.current.zoom,
      zoomControl: false,
      attributionControl: true,
    });
    mapRef.current = leaflet;
    markersRef.current = layerGroup().addTo(leaflet);
    hereRef.current = layerGroup().addTo(leaflet);
    const report = () => {
      const bounds = leaflet.getBounds();
      callbacks.current.onViewChange?.([
        bounds.getWest(),
        bounds.getSouth(),
        bounds.getEast(),
        bounds.getNorth(),
      ]);
    };
    leaflet.on('moveend', report);
    report();
    // The container may get its size after the first layout (a sheet, a toggled view): measure again.
    const resize =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => leaflet.invalidateSize());
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      leaflet.off('moveend', report);
      leaflet.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet) return;
    const tiles = tileLayer(mapTileTemplate(tileTemplate, client.baseUrl, i18n.language), {
      maxZoom: 19,
      minZoom: 4,
      attribution: escapeHtml(t('filials.map.attribution')),
    }).addTo(leaflet);
    const zoomButtons = control
      .zoom({
        position: 'topright',
        zoomInTitle: t('filials.map.zoomIn'),
        zoomOutTitle: t('filials.map.zoomOut'),
      })
      .addTo(leaflet);
    leaflet.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    leaflet.getContainer().setAttribute('aria-label', t('filials.map.label'));
    leaflet.getContainer().setAttribute('role', 'region');
    return () => {
      tiles.remove();
      zoomButtons.remove();
    };
  }, [i18n.language, t, client, tileTemplate]);

  useEffect(() => {
    const layer = markersRef.current;
    if (!layer) return;
    layer.clearLayers();
    const now = Date.now();
    for (const venue of venues) {
      if (!venue.coordinates) continue;
      const closed = openingState(venue.hours, now).kind === 'closed';
      const initialLetter = escapeHtml((venue.brandName || venue.title).trim().charAt(0).toUpperCase());
      const pin = marker([venue.coordinates.latitude, venue.coordinates.longitude], {
        title: venue.title,
        alt: venue.title,
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: venue.id === selectedId ? 1000 : 0,
        icon: divIcon({
          className: 'dkd-pin-icon',
          html: `<span class="dkd-pin" data-venue="${venue.id}" data-selected="${venue.id === selectedId}" data-closed="${closed}"><span>${initialLetter}</span></span>`,
          iconSize: [36, 36],
          iconAnchor: [18, 36],
        }),
      });
      pin.on('click', () => callbacks.current.onSelect(venue));
      pin.addTo(layer);
    }
  }, [venues, selectedId]);

  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet || !fitVenues) return;
    const points = venues.flatMap((venue) =>
      venue.coordinates
        ? [[venue.coordinates.latitude, venue.coordinates.longitude] as [number, number]]
        : [],
    );
    if (points.length === 0) return;
    leaflet.fitBounds(latLngBounds(points) as LatLngBoundsExpression, { padding: [32, 32], maxZoom: 15 });
  }, [venues, fitVenues]);

  useEffect(() => {
    const layer = hereRef.current;
    if (!layer) return;
    layer.clearLayers();
    if (!here) return;
    marker([here.latitude, here.longitude], {
      interactive: false,
      keyboard: false,
      title: t('filials.map.you'),
      icon: divIcon({ className: 'dkd-me-icon', html: '<span class="dkd-me"></span>', iconSize: [18, 18] }),
    }).addTo(layer);
  }, [here, t]);

  return (
    <>
      <style>{leafletCss}</style>
      <div ref={container} className={className} data-testid="venue-map" />
    </>
  );
}
