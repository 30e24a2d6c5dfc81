/**
 * The „Galerie foto” flow as the /flows explorer, the model tests and the coverage check know it
 * (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { GALLERY_EVENTS, GALLERY_INPUT } from './gallery.fixtures';
import { galleryMachine } from './gallery.machine';
import { GALLERY_PROPERTIES } from './gallery.properties';

export const galleryFlow = defineFlow({
  id: 'gallery',
  title: 'Galerie foto',
  description:
    'Galeria de pe pagina anunțului: fotografia mare cu butoane anterior/următor, contorul „3 / 12” și miniaturile. ' +
    'Săgețile stânga/dreapta, Home și End și glisarea pe ecranele tactile schimbă fotografia (de la ultima se trece la ' +
    'prima). Fotografia deschide vizualizarea pe tot ecranul (dialog modal, focusul rămâne în el și revine la închidere; ' +
    'Escape închide); acolo un clic sau rotița mouse-ului mărește fotografia, iar mișcarea mouse-ului o deplasează. ' +
    'Schimbarea fotografiei sau închiderea anulează mărirea. O fotografie care nu se poate încărca arată un mesaj și ' +
    '„Încearcă din nou”; săgețile duc mai departe la celelalte.',
  machine: galleryMachine,
  properties: GALLERY_PROPERTIES,
  defaultInput: GALLERY_INPUT,
  events: GALLERY_EVENTS,
  eventDescriptions: {
    'gallery.next': 'Butonul „›”, săgeata dreapta sau glisarea spre stânga.',
    'gallery.previous': 'Butonul „‹”, săgeata stânga sau glisarea spre dreapta.',
    'gallery.first': 'Tasta Home: prima fotografie.',
    'gallery.last': 'Tasta End: ultima fotografie.',
    'gallery.show': 'Clic pe o miniatură.',
    'gallery.open': 'Clic pe fotografie sau pe „Vezi pe tot ecranul”.',
    'gallery.close': 'Butonul „Închide” sau Escape.',
    'gallery.zoom': 'Clic pe fotografia de pe tot ecranul, butonul de mărire sau rotița mouse-ului.',
    'photo.fail':
      'Fotografia (din pagină sau de pe tot ecranul) nu s-a putut încărca (eroarea imaginii: rețea, fișier lipsă).',
    'photo.retry': '„Încearcă din nou” în locul fotografiei care nu s-a încărcat.',
  },
});
