import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ClientSession } from '@/lib/session/session.types';
import { FIXTURE_NOW, SIGNED_IN_SESSION } from './session.fixtures';
import { sessionMachine } from './session.machine';
import { readSessionToken, refreshSessionToken, signOutSession } from './session-tokens';
import type { SessionFetchInput, SessionFetchResult } from './session.types';

interface Harness {
  calls: SessionFetchInput[];
  signOuts: number;
  actions: string[];
  answer: (session: ClientSession | null, receivedAt?: number) => void;
}

function start(options: { inAppBrowser?: boolean; signOutFails?: boolean; first?: ClientSession | null } = {}) {
  const harness: Harness = { calls: [], signOuts: 0, actions: [], answer: () => {} };
  let next: { session: ClientSession | null; receivedAt: number } = {
    session: options.first === undefined ? SIGNED_IN_SESSION : options.first,
    receivedAt: FIXTURE_NOW,
  };
  harness.answer = (session, receivedAt = FIXTURE_NOW) => {
    next = { session, receivedAt };
  };
  const record = (name: string) => () => void harness.actions.push(name);
  const machine = sessionMachine.provide({
    actors: {
      fetchSession: fromPromise<SessionFetchResult, SessionFetchInput>(({ input }) => {
        harness.calls.push(input);
        return Promise.resolve(next);
      }),
      signOut: fromPromise<void, void>(() => {
        harness.signOuts += 1;
        return options.signOutFails ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve();
      }),
    },
    actions: {
      reportNoSessionInWebView: record('no-session-webview'),
      reportSessionError: record('CLIENT_SESSION_ERROR'),
      broadcastSignOut: record('broadcast'),
      forgetLogin: record('forgetLogin'),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { inAppBrowser: options.inAppBrowser ?? false }, clock }).start();
  return { actor, clock, harness };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session machine (SPEC §4)', () => {
  it('loads, then is authenticated with a valid session', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'fresh' });
  });

  it.each<[string, ClientSession | null]>([
    ['no session', null],
    ['RefreshAccessTokenError', { ...SIGNED_IN_SESSION, error: 'RefreshAccessTokenError' }],
    ['no refresh token available', { ...SIGNED_IN_SESSION, error: 'no refresh token available' }],
    ['an expired id token', { ...SIGNED_IN_SESSION, idTokenExpiresAt: FIXTURE_NOW / 1000 - 1 }],
    ['a session without idToken', { ...SIGNED_IN_SESSION, idToken: undefined }],
  ])('is unauthenticated with %s', async (_name, session) => {
    const { actor, harness } = start({ first: session });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ unauthenticated: 'idle' });
    expect(harness.actions).toEqual([]);
  });

  it("records 'no-session-webview' only inside the app web view", async () => {
    const inApp = start({ inAppBrowser: true, first: null });
    await settle();
    expect(inApp.harness.actions).toEqual(['no-session-webview']);
  });

  it('reuses the token for 5 minutes when it has 15 minutes of life, then refetches on demand', async () => {
    const { actor, clock, harness } = start();
    await settle();
    expect(await readSessionToken(actor)).toBe(SIGNED_IN_SESSION.idToken);
    expect(harness.calls).toHaveLength(1);
    clock.increment(299_999);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'fresh' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'stale' });
    expect(await readSessionToken(actor)).toBe(SIGNED_IN_SESSION.idToken);
    expect(harness.calls).toEqual([{ force: false }, { force: false }]);
  });

  it('stops reusing a token 10 s before it expires', async () => {
    const { actor, clock } = start({ first: { ...SIGNED_IN_SESSION, idTokenExpiresAt: FIXTURE_NOW / 1000 + 60 } });
    await settle();
    clock.increment(49_999);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'fresh' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'stale' });
  });

  it('a forced refresh bypasses a fresh cache', async () => {
    const { actor, harness } = start();
    await settle();
    harness.answer({ ...SIGNED_IN_SESSION, idToken: 'renewed' });
    expect(await refreshSessionToken(actor)).toBe('renewed');
    expect(harness.calls).toEqual([{ force: false }, { force: true }]);
  });

  it('refetches on visibility and storage events, and polls only online', async () => {
    const { actor, harness } = start();
    await settle();
    actor.send({ type: 'session.poll', online: false });
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'fresh' });
    actor.send({ type: 'session.poll', online: true });
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'refetching' });
    await settle();
    actor.send({ type: 'window.visible' });
    await settle();
    actor.send({ type: 'storage.changed' });
    await settle();
    expect(harness.calls).toHaveLength(4);
  });

  it('signs out without redirect when an authenticated session reports RefreshAccessTokenError', async () => {
    const { actor, harness } = start();
    await settle();
    harness.answer({ ...SIGNED_IN_SESSION, error: 'RefreshAccessTokenError' });
    expect(await refreshSessionToken(actor)).toBeNull();
    expect(harness.signOuts).toBe(1);
    expect(actor.getSnapshot().value).toEqual({ unauthenticated: 'idle' });
    expect(harness.actions).toEqual(['forgetLogin', 'broadcast']);
  });

  it('a session that simply disappeared (signed out in another tab) needs no sign-out request', async () => {
    const { actor, harness } = start();
    await settle();
    harness.answer(null);
    actor.send({ type: 'storage.changed' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ unauthenticated: 'idle' });
    expect(harness.signOuts).toBe(0);
  });

  it('user sign-out broadcasts to other tabs; a failed one keeps the session', async () => {
    const ok = start();
    await settle();
    expect(await signOutSession(ok.actor)).toBe(true);
    expect(ok.harness.actions).toEqual(['forgetLogin', 'broadcast']);

    const failing = start({ signOutFails: true });
    await settle();
    expect(await signOutSession(failing.actor)).toBe(false);
    expect(failing.actor.getSnapshot().value).toEqual({ authenticated: 'stale' });
    expect(failing.harness.actions).toEqual(['CLIENT_SESSION_ERROR']);
  });

  it('picks up a sign-in made in another tab', async () => {
    const { actor, harness } = start({ first: null });
    await settle();
    expect(await readSessionToken(actor)).toBeNull();
    harness.answer(SIGNED_IN_SESSION);
    actor.send({ type: 'storage.changed' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'fresh' });
  });
});
