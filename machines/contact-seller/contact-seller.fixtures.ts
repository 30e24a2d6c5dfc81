/**
 * Concrete inputs and events of the seller contact form: a signed-in buyer who writes and sends
 * (the upload at half), files added (a JPG, a text file renamed .pdf, a file over 5 MB) and
 * removed, an upload cancelled, an anonymous buyer whose e-mail is wrong, then refused by the
 * server, and a buyer who signs out and in again with the form open.
 */
import { HUGE_PHOTO, NOT_A_PDF, PHOTO } from '../picked-files.fixtures';
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { ContactSellerEvent, ContactSellerInput } from './contact-seller.types';

/** A car advert on its page, the buyer signed in. */
export const CONTACT_INPUT: ContactSellerInput = { advertId: '1001', anonymous: false };

/** The message typed. */
export const CONTACT_MESSAGE = 'Bună ziua, mai este disponibilă mașina? Aș putea veni sâmbătă să o văd.';

/** The events of the default walk: open, write correctly, send (progress), the answer, close. */
export const CONTACT_EVENTS: readonly FixtureEvent<ContactSellerEvent>[] = [
  { type: 'contact.open' },
  { type: 'contact.close' },
  { type: 'field.change', field: 'subject', value: 'AVAILABLE' },
  { type: 'field.change', field: 'message', value: CONTACT_MESSAGE },
  { type: 'contact.submit' },
  { type: 'upload.progress', percent: 50 },
  { type: 'upload.progress', percent: 100 },
  { type: 'upload.cancel' },
  { type: 'viewer.change', anonymous: true },
  { type: 'xstate.done.actor.send', output: { kind: 'sent', confirmationSent: false } },
  { type: 'xstate.error.actor.send', error: new Error('network') },
];

const NOT_ATTACHMENTS = ['attachments.add', 'attachments.remove'];
const NOT_SESSION = ['viewer.change', 'upload.cancel'];

export const CONTACT_SCENARIOS: readonly FlowScenario<ContactSellerInput, ContactSellerEvent>[] = [
  {
    id: 'dupa-esec',
    title: 'După o trimitere eșuată: o schimbare, un fișier adăugat sau eliminat întoarce formularul la editare',
    input: CONTACT_INPUT,
    events: [
      { type: 'contact.open' },
      { type: 'field.change', field: 'subject', value: 'AVAILABLE' },
      { type: 'field.change', field: 'message', value: CONTACT_MESSAGE },
      { type: 'contact.submit' },
      { type: 'xstate.error.actor.send', error: new Error('network') },
      { type: 'field.change', field: 'phone', value: '0722123456' },
      { type: 'attachments.add', files: [PHOTO] },
      { type: 'attachments.remove', index: 0 },
    ],
    skipEvents: ['contact.close', 'upload.progress', 'xstate.done.actor.send', ...NOT_SESSION],
  },
  {
    id: 'atasamente',
    title: 'Atașamente: o poză acceptată, un fișier text cu nume .pdf și o poză prea mare refuzate, cel mult 5 fișiere',
    input: CONTACT_INPUT,
    events: [
      { type: 'contact.open' },
      { type: 'attachments.add', files: [PHOTO] },
      { type: 'attachments.add', files: [NOT_A_PDF, HUGE_PHOTO] },
      { type: 'attachments.add', files: [HUGE_PHOTO] },
      { type: 'attachments.add', files: [PHOTO, PHOTO, PHOTO, PHOTO, PHOTO] },
      { type: 'attachments.remove', index: 0 },
      { type: 'contact.close' },
    ],
    skipEvents: [
      'field.change',
      'contact.submit',
      'upload.progress',
      'xstate.done.actor.send',
      'xstate.error.actor.send',
      ...NOT_SESSION,
    ],
  },
  {
    id: 'fara-cont',
    title:
      'Fără cont: nume și e-mail obligatorii, e-mail greșit; serverul refuză e-mailul sau expeditorul; linkul de confirmare',
    input: { advertId: '1001', anonymous: true },
    events: [
      { type: 'contact.open' },
      { type: 'contact.submit' },
      { type: 'field.change', field: 'subject', value: 'VIEWING' },
      { type: 'field.change', field: 'message', value: CONTACT_MESSAGE },
      { type: 'field.change', field: 'name', value: 'Ion Pop' },
      { type: 'field.change', field: 'email', value: 'ion@pop' },
      { type: 'field.change', field: 'email', value: 'ion.pop@example.ro' },
      { type: 'field.change', field: 'phone', value: '07 22' },
      {
        type: 'xstate.done.actor.send',
        output: { kind: 'refused', key: 'advert:contact.validation.email', field: 'email' },
      },
      { type: 'xstate.done.actor.send', output: { kind: 'refused', key: 'errors:messages.tooMany', field: null } },
      { type: 'xstate.done.actor.send', output: { kind: 'sent', confirmationSent: true } },
    ],
    skipEvents: ['contact.close', 'upload.progress', 'xstate.error.actor.send', ...NOT_ATTACHMENTS, ...NOT_SESSION],
  },
  {
    id: 'sesiune',
    title:
      'Cumpărătorul iese din cont și intră din nou cu formularul deschis: apar și dispar numele și e-mailul, textul rămâne',
    input: CONTACT_INPUT,
    events: [
      { type: 'contact.open' },
      { type: 'field.change', field: 'subject', value: 'AVAILABLE' },
      { type: 'field.change', field: 'message', value: CONTACT_MESSAGE },
      { type: 'viewer.change', anonymous: true },
      { type: 'viewer.change', anonymous: false },
      { type: 'contact.submit' },
      { type: 'xstate.error.actor.send', error: new Error('network') },
    ],
    skipEvents: ['contact.close', 'upload.progress', 'upload.cancel', 'xstate.done.actor.send', ...NOT_ATTACHMENTS],
  },
];
