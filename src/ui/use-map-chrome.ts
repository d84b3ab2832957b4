import type { Map as LeafletMap } from 'leaflet';
import { control, tileLayer } from 'leaflet/dist/leaflet-src.esm.js';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { mapTileTemplate } from '../config/host-config.ts';
import { useApiClient } from '../api/api-scope.ts';
import { useHostConfig } from '../config/mount-config.ts';

/**
 * What every checkout map wears, in the mount's language: the host's tiles (hostConfig.mapTiles), zoom
 * buttons with translated titles, the attribution, and the map named as a region for screen readers.
 */
export function useMapChrome(mapRef: RefObject<LeafletMap | null>, label: string): void {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const config = useHostConfig();
  const tileTemplate = config.mapTiles;

  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet) return;
    const tiles = tileLayer(mapTileTemplate(tileTemplate, client.baseUrl, i18n.language), {
      maxZoom: 19,
      minZoom: 4,
      attribution: t('address.map.attribution'),
    }).addTo(leaflet);
    const zoom = control
      .zoom({
        position: 'topright',
        zoomInTitle: t('address.map.zoomIn'),
        zoomOutTitle: t('address.map.zoomOut'),
      })
      .addTo(leaflet);
    leaflet.attributionControl.setPrefix(false);
    leaflet.getContainer().setAttribute('aria-label', label);
    leaflet.getContainer().setAttribute('role', 'region');
    return () => {
      tiles.remove();
      zoom.remove();
    };
  }, [mapRef, label, i18n.language, t, client, tileTemplate]);
}
