/**
 * The app-wide session: `useSessionActor` creates the machine once (in _app) and connects it to the
 * browser (window visible, other tabs' storage events, the optional poll); `SessionProvider` hands
 * it down; `useSession()` gives screens a small view of it. The actor starts in an effect, so the
 * server render shows the initial snapshot ('loading') and fetches nothing.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isInAppBrowser } from '@/lib/session/in-app-browser';
import { isSessionBroadcast } from '@/lib/session/session-storage';
import type { SessionMultiUser, SessionStatus, SessionUser } from '@/lib/session/session.types';
import { createSessionLogic, type SessionLogicOptions } from './session-logic';
import { signOutSession, type SessionActorRef } from './session-tokens';
import type { sessionMachine } from './session.machine';
import { flowInspector } from '../flow-inspector';

/** How the session follows the browser. */
export interface SessionActorOptions extends SessionLogicOptions {
  /** Poll interval in ms; 0 (default) turns polling off. */
  readonly pollIntervalMs?: number;
  /** Refetch when the window becomes visible (default true). */
  readonly refetchOnWindowFocus?: boolean;
  /** The machine to run (tests pass one with controllable actors); defaults to the real one. */
  readonly logic?: typeof sessionMachine;
}

function inAppBrowserNow(): boolean {
  return typeof window !== 'undefined' && isInAppBrowser(window.location.search, window.navigator.userAgent);
}

/** Creates the one session actor and wires it to the window. Call once, in _app. */
export function useSessionActor(options: SessionActorOptions = {}): SessionActorRef {
  const [logic] = useState(() => options.logic ?? createSessionLogic(options));
  const actor = useActorRef(logic, { input: { inAppBrowser: inAppBrowserNow() }, inspect: flowInspector });
  const pollIntervalMs = options.pollIntervalMs ?? 0;
  const refetchOnWindowFocus = options.refetchOnWindowFocus ?? true;
  useEffect(() => {
    const onVisibility = () => {
      if (refetchOnWindowFocus && document.visibilityState === 'visible') actor.send({ type: 'window.visible' });
    };
    const onStorage = (event: StorageEvent) => {
      if (isSessionBroadcast(event.key)) actor.send({ type: 'storage.changed' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    const poll =
      pollIntervalMs > 0
        ? setInterval(() => actor.send({ type: 'session.poll', online: navigator.onLine }), pollIntervalMs)
        : undefined;
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
      clearInterval(poll);
    };
  }, [actor, pollIntervalMs, refetchOnWindowFocus]);
  return actor;
}

const SessionActorContext = createContext<SessionActorRef | null>(null);

/** Gives every screen below the app's session actor. */
export function SessionProvider({ actor, children }: { actor: SessionActorRef; children: ReactNode }) {
  return <SessionActorContext.Provider value={actor}>{children}</SessionActorContext.Provider>;
}

/** The session actor of the app (for flows that need to sign out or refetch). */
export function useSessionActorRef(): SessionActorRef {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSession needs a SessionProvider (pages/_app.tsx provides it)');
  return actor;
}

/** The session actor of the app, or null outside a SessionProvider (tests, the static 404 page). */
export function useOptionalSessionActorRef(): SessionActorRef | null {
  return useContext(SessionActorContext);
}

function signedInNameOf(actor: SessionActorRef | null): string | null {
  const snapshot = actor?.getSnapshot();
  if (!snapshot?.hasTag('authenticated')) return null;
  const user = snapshot.context.session?.user;
  return user ? user.displayName || user.name : null;
}

const noSubscription = () => () => undefined;

function impersonatorOf(actor: SessionActorRef | null): string | null {
  const snapshot = actor?.getSnapshot();
  if (!snapshot?.hasTag('authenticated')) return null;
  return snapshot.context.session?.multiUser?.impersonatedBy?.displayName ?? null;
}

/** Reads one string of the session actor (null without a provider), re-rendering on change. */
function useSessionString(read: (actor: SessionActorRef | null) => string | null): string | null {
  const actor = useContext(SessionActorContext);
  const subscribe = useMemo(
    () =>
      actor
        ? (onChange: () => void) => {
            const subscription = actor.subscribe(onChange);
            return () => subscription.unsubscribe();
          }
        : noSubscription,
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => read(actor),
    () => null,
  );
}

/**
 * The signed-in user's display name, or null while loading or signed out. Works without a
 * SessionProvider too (null), so the shell renders in tests and on the static 404 page alike.
 */
export function useSignedInName(): string | null {
  return useSessionString(signedInNameOf);
}

/** The main account's display name while it acts for a team member (SPEC §6), else null. */
export function useImpersonator(): string | null {
  return useSessionString(impersonatorOf);
}

function viewerKeyOf(actor: SessionActorRef | null): string | null {
  const snapshot = actor?.getSnapshot();
  if (!snapshot || snapshot.matches('loading')) return null;
  if (!snapshot.hasTag('authenticated')) return '';
  const user = snapshot.context.session?.user;
  const ids = [user?.id, user?.userUUID, snapshot.context.session?.multiUser?.mainAccountUUID];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))].join(',');
}

/**
 * Who the viewer is, for flows that show something to an owner only: the user's ids and the
 * main account's when on a team; [] signed out; null while the session loads or without a
 * SessionProvider. Stable until it changes.
 */
export function useViewerIds(): readonly string[] | null {
  const key = useSessionString(viewerKeyOf);
  return useMemo(() => (key === null ? null : key ? key.split(',') : []), [key]);
}

/** What screens see of the session. */
export interface SessionView {
  readonly status: SessionStatus;
  readonly user: SessionUser | null;
  readonly multiUser: SessionMultiUser | null;
  /** The user's sign-out request is on its way. */
  readonly signingOut: boolean;
  /** Signs out without redirect; true once signed out. */
  readonly signOut: () => Promise<boolean>;
  /** Asks the machine to check the session again (e.g. after signing in). */
  readonly refetch: () => void;
}

/** The session's status and user, selected narrowly. */
export function useSession(): SessionView {
  const actor = useSessionActorRef();
  const status = useSelector(actor, (snapshot): SessionStatus => {
    if (snapshot.hasTag('authenticated')) return 'authenticated';
    return snapshot.matches('loading') ? 'loading' : 'unauthenticated';
  });
  const user = useSelector(actor, (snapshot) =>
    snapshot.hasTag('authenticated') ? (snapshot.context.session?.user ?? null) : null,
  );
  const multiUser = useSelector(actor, (snapshot) =>
    snapshot.hasTag('authenticated') ? (snapshot.context.session?.multiUser ?? null) : null,
  );
  const signingOut = useSelector(actor, (snapshot) => snapshot.matches('signingOut'));
  return useMemo(
    () => ({
      status,
      user,
      multiUser,
      signingOut,
      signOut: () => signOutSession(actor),
      refetch: () => actor.send({ type: 'session.refetch' }),
    }),
    [actor, status, user, multiUser, signingOut],
  );
}
