/**
 * Shared pieces of the session and auth-flow screen walks: rendering with the auth, account, ui
 * and common catalogues (recording missing keys), a session actor for screens that read it, and
 * settling parked actors inside React's act().
 */
import { act, render, type RenderResult } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createActor, type EventObject } from 'xstate';
import { createI18n } from '@/lib/i18n/create-i18n';
import type { TranslationTree } from '@/lib/i18n/i18n-config';
import { actorSources, createActorController, type ActorController } from '@/machines/flow-actors';
import { sessionMachine } from '@/machines/session/session.machine';
import type { SessionActorRef } from '@/machines/session/session-tokens';
import { SessionProvider } from '@/machines/session/use-session';
import { settleFromEvent } from '@/test-support/parked-actors';

const NAMESPACES = ['auth', 'account', 'ui', 'common'] as const;
const catalogues = new Map<string, TranslationTree>();

function catalogue(ns: string): TranslationTree {
  let tree = catalogues.get(ns);
  if (!tree) {
    tree = JSON.parse(
      readFileSync(path.join(process.cwd(), 'public', 'locales', 'ro', `${ns}.json`), 'utf8'),
    ) as TranslationTree;
    catalogues.set(ns, tree);
  }
  return tree;
}

const missing: string[] = [];

/** Keys looked up but missing since the last reset. */
export function missingAuthKeys(): string[] {
  return [...missing];
}

/** Forgets recorded missing keys (beforeEach). */
export function resetMissingAuthKeys(): void {
  missing.length = 0;
}

/** The Romanian text of an `auth:` (or other namespace) key, straight from the catalogue. */
export function translateAuthKey(key: string): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['auth', key];
  const value = path
    .split('.')
    .reduce<TranslationTree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogue(ns),
    );
  if (typeof value !== 'string') throw new Error(`No Romanian text for ${key}`);
  return value;
}

/** A session actor that never settles a call: for screens that only need a provider. */
export function idleSessionActor(): SessionActorRef {
  const controller = createActorController(actorSources(sessionMachine));
  return createActor(sessionMachine.provide({ actors: controller.actors }), {
    input: {},
  }).start();
}

/** Renders `ui` in Romanian with the auth catalogues, inside a SessionProvider. */
export function renderAuth(ui: ReactElement, session: SessionActorRef = idleSessionActor()): RenderResult {
  const instance = createI18n({
    locale: 'ro',
    resources: Object.fromEntries(NAMESPACES.map((ns) => [ns, catalogue(ns)])),
  });
  instance.options.saveMissing = true;
  instance.options.missingKeyHandler = (_lngs, ns, key) => {
    missing.push(`${ns}:${key}`);
  };
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={instance}>
      <SessionProvider actor={session}>{node}</SessionProvider>
    </I18nextProvider>
  );
  return render(wrap(ui));
}

/** Settles the parked actor of a done/error event and lets React render the result. */
export async function settleInAct(controller: ActorController, event: EventObject): Promise<void> {
  await act(async () => {
    await settleFromEvent(controller, event);
  });
}

/** Runs a synchronous UI action and lets promises it started reach the machine. */
export async function actAndFlush(action: () => void): Promise<void> {
  await act(async () => {
    action();
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  });
}
