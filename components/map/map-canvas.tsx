/**
 * The Leaflet map of the map search. Leaflet touches `window` when it loads, so it is imported in
 * the browser only, after the page has drawn, together with the county outline: neither is part
 * of any page's first load. The canvas draws what the view says (markers, outline, focus) and
 * reports what the map does (moves, tiles loading or failing); it keeps no state of its own.
 */
import 'leaflet/dist/leaflet.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapTiles } from '@/lib/map/map-page.types';
import { ROMANIA_BOUNDS, type MapMarker } from '@/lib/map/map-types';
import type { MapSearchView } from '@/machines/map-search/use-map-search';
import styles from './map-search.module.css';

type LeafletModule = typeof Leaflet;
type CanvasView = Pick<
  MapSearchView,
  'markers' | 'outline' | 'focus' | 'moved' | 'zoomIntoCluster' | 'selectCity' | 'tilesLoaded' | 'tilesFailed'
>;

interface Loaded {
  L: LeafletModule;
  map: Leaflet.Map;
  markers: Leaflet.LayerGroup;
  tiles: Leaflet.TileLayer;
  outline: GeoJSON.FeatureCollection;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function boundsOf(map: Leaflet.Map) {
  const b = map.getBounds();
  return { north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() };
}

/** Props of MapCanvas. */
export interface MapCanvasProps {
  view: CanvasView;
  tiles: MapTiles;
}

export function MapCanvas({ view, tiles }: MapCanvasProps) {
  const { t } = useTranslation('map');
  const element = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The intents change with every view; the map's listeners are bound once and read the latest.
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  });

  useEffect(() => {
    let cancelled = false;
    let created: Leaflet.Map | null = null;
    void Promise.all([import('leaflet'), import('@/lib/map/romania-counties.geo.json')]).then(([module, counties]) => {
      const container = element.current;
      if (cancelled || !container) return;
      const L = module.default ?? module;
      const map = L.map(container, {
        attributionControl: false,
        zoomControl: false,
        minZoom: 4,
        maxZoom: 16,
        // Quarter steps let the whole country fill the map at any width.
        zoomSnap: 0.25,
      });
      created = map;
      L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(map);
      L.control.attribution({ prefix: false }).addTo(map);
      container.setAttribute('role', 'region');
      container.setAttribute('aria-label', t('mapLabel'));
      const attribution =
        tiles.attribution === null
          ? `<a href="https://www.openstreetmap.org/copyright">${escapeHtml(t('osmAttribution'))}</a>`
          : escapeHtml(tiles.attribution);
      const tileLayer = L.tileLayer(tiles.url, { attribution, maxZoom: 19 });
      tileLayer.once('tileload', () => latest.current.tilesLoaded());
      tileLayer.once('tileerror', () => latest.current.tilesFailed());
      map.on('moveend', () => latest.current.moved({ bounds: boundsOf(map), zoom: map.getZoom() }));
      const { north, south, east, west } = ROMANIA_BOUNDS;
      map.fitBounds([
        [south, west],
        [north, east],
      ]);
      const markers = L.layerGroup().addTo(map);
      if (typeof navigator !== 'undefined' && navigator.onLine === false) latest.current.tilesFailed();
      else tileLayer.addTo(map);
      setLoaded({ L, map, markers, tiles: tileLayer, outline: counties.default as GeoJSON.FeatureCollection });
    });
    return () => {
      cancelled = true;
      created?.remove();
    };
    // The map is created once per page; tiles and labels do not change while it lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Outline mode: no tiles, the bundled county outline instead.
  useEffect(() => {
    if (!loaded || !view.outline) return;
    const { L, map, tiles: tileLayer, outline } = loaded;
    tileLayer.remove();
    const layer = L.geoJSON(outline, {
      style: { color: '#7b8594', weight: 1, fillColor: '#ffffff', fillOpacity: 1 },
      attribution: escapeHtml(t('outlineAttribution')),
      interactive: false,
    }).addTo(map);
    layer.bringToBack();
    return () => {
      layer.remove();
    };
  }, [loaded, view.outline, t]);

  useEffect(() => {
    if (!loaded || !view.focus) return;
    loaded.map.setView([view.focus.latitude, view.focus.longitude], view.focus.zoom);
  }, [loaded, view.focus]);

  useEffect(() => {
    if (!loaded) return;
    const { L, markers } = loaded;
    markers.clearLayers();
    for (const marker of view.markers) markers.addLayer(markerLayer(L, marker, t, latest));
  }, [loaded, view.markers, t]);

  return (
    <div className={`${styles.canvas} ${view.outline ? styles.outline : ''}`}>
      <div ref={element} className={styles.leaflet} data-map-mode={view.outline ? 'outline' : 'tiles'} />
      {!loaded && <p className={styles.mapLoading}>{t('loadingMap')}</p>}
    </div>
  );
}

function markerLayer(
  L: LeafletModule,
  marker: MapMarker,
  t: (key: string, options?: Record<string, unknown>) => string,
  latest: { current: CanvasView },
): Leaflet.Marker {
  const cluster = marker.kind === 'cluster';
  const count = cluster ? marker.advertCount : marker.point.advertCount;
  const label = cluster
    ? t('cluster', { count, n: count, cities: marker.cityCount })
    : t('city', { count, n: count, city: marker.point.cityName });
  const size = cluster ? Math.min(46, 28 + Math.round(Math.log10(count + 1) * 6)) : 24;
  const layer = L.marker([marker.latitude, marker.longitude], {
    keyboard: true,
    title: label,
    icon: L.divIcon({
      className: cluster ? styles.clusterMarker : styles.cityMarker,
      html: `<span aria-hidden="true">${count}</span>`,
      iconSize: [size, size],
    }),
  });
  layer.on('add', () => {
    const icon = layer.getElement();
    icon?.setAttribute('role', 'button');
    icon?.setAttribute('aria-label', label);
    icon?.setAttribute(cluster ? 'data-cluster' : 'data-city', cluster ? String(marker.id) : marker.point.cityId);
  });
  const activate = () => {
    if (marker.kind === 'cluster') latest.current.zoomIntoCluster(marker.id);
    else latest.current.selectCity(marker.point.cityId);
  };
  layer.on('click', activate);
  // A marker is a button for the keyboard too (Leaflet itself only opens popups on Enter).
  layer.on('keydown', (event: Leaflet.LeafletKeyboardEvent) => {
    if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
    event.originalEvent.preventDefault();
    activate();
  });
  return layer;
}
