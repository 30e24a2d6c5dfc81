/**
 * The payment reminders as the /flows explorer, the model tests and the coverage check know them
 * (listed in FLOW_REGISTRY by machines/registry.ts; docs/billing-screens.md).
 */
import { defineFlow } from '../flow-entry';
import {
  BLOCKED_INPUT,
  DECLARE_EVENTS,
  LOAD_EVENTS,
  PAYMENT_REMINDERS_INPUT,
  UNBLOCK_EVENTS,
  UNLOADED_INPUT,
} from './payment-reminders.fixtures';
import { paymentRemindersMachine } from './payment-reminders.machine';
import { PAYMENT_REMINDERS_PROPERTIES } from './payment-reminders.properties';

/** Every /contul-meu page of a dealer (the banner); the overview and the invoices page (the modals). */
export const paymentRemindersFlow = defineFlow({
  id: 'paymentReminders',
  title: 'Plăți: bannerele și ferestrele de reamintire',
  description:
    'Pe fiecare pagină a contului unui dealer (și a unui utilizator cu dreptul de plăți) apare bannerul etapei ' +
    'de plată (SPEC §4): factură nouă, restantă, blocare iminentă, cont blocat, deblocat temporar — cu textele și ' +
    'datele calculate de server și „Plătește factura”. Pe prezentarea contului și pe pagina facturilor, la blocarea ' +
    'iminentă se deschide o dată „Ai plătit factura?” („Da, am plătit deja”), iar la contul blocat „Deblochează ' +
    'temporar” deschide fereastra cu caseta de confirmare. Un eșec lasă fereastra deschisă și spune de ce; după ' +
    'succes, sesiunea este reîmprospătată și situația recitită.',
  machine: paymentRemindersMachine,
  properties: PAYMENT_REMINDERS_PROPERTIES,
  defaultInput: PAYMENT_REMINDERS_INPUT,
  events: DECLARE_EVENTS,
  scenarios: [
    {
      id: 'blocked',
      title: 'Cont blocat, cu o deblocare temporară disponibilă',
      input: BLOCKED_INPUT,
      events: UNBLOCK_EVENTS,
    },
    {
      id: 'loaded-in-browser',
      title: 'Pagină fără situația plăților (citită în browser), doar bannerul',
      input: UNLOADED_INPUT,
      events: LOAD_EVENTS,
    },
  ],
  coverageExceptions: [
    {
      kind: 'state',
      id: 'paymentReminders.starting',
      reason: 'Stare de trecere (always): pleacă imediat spre „loading” sau „deciding”; tranzițiile ei sunt acoperite.',
    },
    {
      kind: 'state',
      id: 'paymentReminders.deciding',
      reason: 'Stare de trecere (always): pleacă imediat spre „asking” sau „banner”; tranzițiile ei sunt acoperite.',
    },
  ],
  serializeContext: (context) => ({
    stage: context.status?.stage ?? null,
    declared: context.status?.paymentDeclaredAt ?? null,
    canUnblock: context.status?.canUnblock ?? null,
    declareClosed: context.declareClosed,
    confirmed: context.confirmed,
    error: context.error,
    notice: context.notice,
  }),
  eventDescriptions: {
    'status.retry': '„Încearcă din nou” după ce situația plăților nu s-a putut citi.',
    'declare.confirm': '„Da, am plătit deja” în fereastra „Ai plătit factura?”.',
    'unblock.open': '„Deblochează temporar” din bannerul contului blocat.',
    'unblock.toggle': 'Caseta „Confirm că voi plăti factura restantă…” bifată sau debifată.',
    'unblock.confirm': '„Deblochează contul” în fereastra de deblocare.',
    'dialog.close': '„Închide” (sau Escape) în fereastra deschisă.',
    'xstate.done.actor.loadStatus': 'Situația plăților a sosit.',
    'xstate.error.actor.loadStatus': 'Situația plăților nu s-a putut citi.',
    'xstate.done.actor.declare': 'Serverul a înregistrat că factura a fost plătită (în curs de confirmare).',
    'xstate.error.actor.declare': 'Declarația nu a putut fi trimisă.',
    'xstate.done.actor.unblock': 'Contul a fost deblocat temporar.',
    'xstate.error.actor.unblock': 'Deblocarea a fost refuzată sau nu a putut fi trimisă.',
    'xstate.done.actor.refresh': 'Sesiunea a fost reîmprospătată și situația recitită.',
    'xstate.error.actor.refresh': 'Reîmprospătarea a eșuat (rămâne răspunsul acțiunii).',
  },
});
