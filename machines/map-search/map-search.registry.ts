/**
 * The „Căutare pe hartă” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { MAP_SEARCH_PROPERTIES } from './map-search.properties';
import { MAP_SEARCH_EVENTS, MAP_SEARCH_INPUT, MAP_SEARCH_SCENARIOS } from './map-search.fixtures';
import { mapSearchMachine } from './map-search.machine';

/** /{category}/harta. */
export const mapSearchFlow = defineFlow({
  id: 'mapSearch',
  title: 'Căutare pe hartă',
  description:
    'Pagina /{categorie}/harta: orașele cu anunțuri active potrivite filtrelor apar pe hartă, grupate când sunt apropiate ' +
    '(un clic pe grup mărește harta până se desface; un clic pe oraș arată câte anunțuri are și duce la lista filtrată). ' +
    'Lângă hartă (sub ea pe telefon) lista anunțurilor din zona afișată se reîncarcă după ce harta stă o clipă. Când ' +
    'dalele serverului de hărți nu se pot încărca (fără rețea, teste), harta desenează conturul județelor inclus în aplicație.',
  machine: mapSearchMachine,
  properties: MAP_SEARCH_PROPERTIES,
  defaultInput: MAP_SEARCH_INPUT,
  events: MAP_SEARCH_EVENTS,
  scenarios: MAP_SEARCH_SCENARIOS,
  // The fixtures move the map to one viewport, zoom to one cluster and answer with one list, so
  // "set or not" tells those apart exactly (the walk compares whole contexts); the list is the same
  // object whether the page or loadList brought it.
  serializeContext: (context) => ({
    points: context.points !== null,
    list: context.list !== null,
    viewport: context.viewport !== null,
    focus: context.focus !== null,
    city: context.selectedCityId,
  }),
  coverageExceptions: [
    {
      kind: 'state',
      id: 'mapSearch.search.starting',
      reason:
        'Stare de trecere: alege la pornire între încărcarea punctelor, lista gata și încărcarea listei (tranziții always), deci nicio cale nu se oprește în ea; cele trei tranziții ale ei sunt acoperite.',
    },
  ],
  eventDescriptions: {
    'map.moved': 'Harta a fost mutată sau mărită (tragere, rotița, tastele săgeți sau +/−).',
    'cluster.zoom': 'Clic (sau Enter) pe un grup de orașe: harta se mărește acolo unde grupul se desface.',
    'city.select': 'Clic (sau Enter) pe un oraș: apare fișa cu numărul de anunțuri și legătura către listă.',
    'city.close': 'Fișa orașului se închide (butonul × sau Escape).',
    'list.retry': 'Butonul „Încearcă din nou” de sub lista care nu s-a încărcat.',
    'points.retry': 'Butonul „Încearcă din nou” când orașele nu s-au încărcat.',
    'tiles.loaded': 'Primele dale ale hărții s-au încărcat.',
    'tiles.failed': 'O dală nu s-a putut încărca sau browserul e offline.',
    'xstate.after.settle.mapSearch.search.ready.moving': 'Harta a stat nemișcată 400 ms.',
    'xstate.done.actor.loadPoints': 'Orașele cu anunțuri au sosit.',
    'xstate.error.actor.loadPoints': 'Orașele nu s-au putut încărca.',
    'xstate.done.actor.loadList': 'Anunțurile din zona hărții au sosit.',
    'xstate.error.actor.loadList': 'Lista nu s-a putut încărca.',
  },
});
