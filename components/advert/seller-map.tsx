/**
 * The small map of a dealer's location in the seller box: Leaflet with the map search's tiles
 * (MAP_TILE_URL) and one point. Loaded by SellerMapSlot when the box comes near the screen, so
 * neither this file nor Leaflet is part of the ad page's first load.
 */
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapTiles } from '@/lib/map/map-page.types';
import styles from './seller-map.module.css';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface SellerMapProps {
  readonly latitude: number;
  readonly longitude: number;
  readonly tiles: MapTiles;
  /** The place named on the point and the map's label. */
  readonly label: string;
}

export default function SellerMap({ latitude, longitude, tiles, label }: SellerMapProps) {
  // The ad page loads the advert namespace only: the map's words are there too.
  const { t } = useTranslation('advert');
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let created: { remove: () => void } | null = null;
    void import('leaflet').then((module) => {
      const container = element.current;
      if (cancelled || !container) return;
      const L = module.default ?? module;
      const map = L.map(container, { attributionControl: false, scrollWheelZoom: false, zoomControl: false });
      created = map;
      L.control.zoom({ zoomInTitle: t('seller.mapZoomIn'), zoomOutTitle: t('seller.mapZoomOut') }).addTo(map);
      L.control.attribution({ prefix: false }).addTo(map);
      container.setAttribute('role', 'region');
      container.setAttribute('aria-label', t('seller.mapLabel', { place: label }));
      const attribution =
        tiles.attribution === null
          ? `<a href="https://www.openstreetmap.org/copyright">${escapeHtml(t('seller.osmAttribution'))}</a>`
          : escapeHtml(tiles.attribution);
      const layer = L.tileLayer(tiles.url, { attribution, maxZoom: 19 });
      layer.once('tileerror', () => setFailed(true));
      layer.addTo(map);
      map.setView([latitude, longitude], 14);
      L.circleMarker([latitude, longitude], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: '#0071ce',
        fillOpacity: 1,
      })
        .bindTooltip(label, { direction: 'top', offset: [0, -8] })
        .addTo(map);
    });
    return () => {
      cancelled = true;
      created?.remove();
    };
    // One map per box; the point and the tiles do not change while it lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <div ref={element} className={styles.map} />
      {failed && <p className={styles.failed}>{t('seller.mapFailed')}</p>}
    </>
  );
}
