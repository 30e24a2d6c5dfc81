/**
 * The posting form's photos step as the /flows explorer, the model tests and the coverage check
 * know it (listed in FLOW_REGISTRY by machines/registry.ts).
 */
import { defineFlow } from '../flow-entry';
import { PHOTOS_EVENTS, PHOTOS_INPUT, PHOTOS_SCENARIOS } from './posting-photos.fixtures';
import { postingPhotosMachine } from './posting-photos.machine';
import { POSTING_PHOTOS_PROPERTIES } from './posting-photos.properties';

/** /{category}/anunt-nou: the photos step of the wizard. */
export const postingPhotosFlow = defineFlow({
  id: 'postingPhotos',
  title: 'Fotografiile anunțului',
  description:
    'Pasul de fotografii al formularului de anunț. Sunt acceptate fotografii JPG și PNG (recunoscute după primii octeți), ' +
    'de cel mult 15 MB, până la {limit} (din configurare), recomandat cel puțin {recommended}. Fiecare fotografie se ' +
    'încarcă separat, câte două deodată, cu procentul ei; serverul o procesează (orientare, fără date de localizare, ' +
    'mărimi web). O încărcare eșuată nu le atinge pe celelalte și are „Încearcă din nou”. Ordinea se schimbă prin ' +
    'tragere, cu butoanele sau cu săgețile; prima fotografie este „Foto principală”. Fotografiile se rotesc, se ' +
    'decupează (liber sau 4:3) și se șterg după confirmare.',
  machine: postingPhotosMachine,
  properties: POSTING_PHOTOS_PROPERTIES,
  defaultInput: PHOTOS_INPUT,
  events: PHOTOS_EVENTS,
  scenarios: PHOTOS_SCENARIOS,
  serializeContext: (context) => ({
    ...context,
    items: context.items.map(({ file: _file, ...item }) => item),
  }),
  eventDescriptions: {
    'photos.add':
      'Vânzătorul alege fotografii („Adaugă fotografii”) sau le trage peste câmp; primii octeți le arată tipul.',
    'photo.retry': '„Încearcă din nou” la o fotografie a cărei încărcare a eșuat.',
    'photo.rotate': 'Rotește fotografia cu un sfert de tură spre stânga sau spre dreapta.',
    'photo.move': 'Fotografia este trasă în alt loc, mutată cu butoanele sau cu săgețile stânga și dreapta.',
    'photo.remove': 'Butonul de ștergere al unei fotografii: se cere confirmarea.',
    'removal.confirm': '„Șterge” în fereastra de confirmare.',
    'removal.cancel': '„Renunță” (sau Escape) în fereastra de confirmare.',
    'crop.open': 'Butonul de decupare al unei fotografii deschide fereastra de decupare.',
    'crop.change': 'Dreptunghiul este mutat, redimensionat sau scris în câmpuri (procente).',
    'crop.aspect': 'Formatul decupării: liber sau 4:3.',
    'crop.apply': '„Aplică” în fereastra de decupare.',
    'crop.reset': '„Arată fotografia întreagă”: decuparea de până acum se scoate.',
    'crop.cancel': '„Renunță”, × sau Escape în fereastra de decupare.',
    'notice.dismiss': '„Închide mesajul” lângă un mesaj (fișiere refuzate, limită atinsă, o modificare eșuată).',
    'upload.progress': 'Încărcarea unei fotografii a înaintat (procentul trimis); la 100% serverul o procesează.',
    'upload.done': 'Serverul a păstrat fotografia (mărimile web gata).',
    'upload.fail': 'Încărcarea a eșuat (rețea, sau serverul a refuzat fișierul cu motivul).',
    'edit.done': 'Serverul a rotit sau a decupat fotografia.',
    'edit.fail': 'Rotirea sau decuparea a eșuat: fotografia rămâne cum era, cu un mesaj.',
    'removal.done': 'Serverul a șters fotografia; următoarea urcă în locul ei.',
    'removal.fail': 'Ștergerea a eșuat: fotografia rămâne, cu un mesaj.',
    'order.fail': 'Serverul nu a primit ordinea nouă: un mesaj o spune.',
    'xstate.done.actor.loadRules': 'Limitele au venit de la server.',
    'xstate.error.actor.loadRules': 'Limitele nu s-au putut citi: rămân cele implicite (serverul le verifică oricum).',
  },
});
