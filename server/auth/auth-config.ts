/**
 * Settings and limits of sign-in and accounts, in one object so tests can shorten lifetimes and
 * move the clock without touching the environment.
 */
import { getEnv } from '@/server/env';

/** Session cookie lifetime (SPEC §7: 2592000 s). */
export const SESSION_MAX_AGE_SECONDS = 2_592_000;
/** E-mailed codes live 24 hours. */
export const CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** Wrong guesses a code survives. */
export const CODE_MAX_ATTEMPTS = 5;
/** A rotated refresh token still works this long (two tabs renewing at once must not sign the user out). */
export const REFRESH_REUSE_GRACE_MS = 60 * 1000;

/** What the auth code needs from the outside world. */
export interface AuthConfig {
  /** NEXTAUTH_SECRET: signs id tokens, keys code hashes. */
  secret: string;
  /** SITE_ORIGIN: id token issuer, redirect checks, absolute redirects. */
  siteOrigin: string;
  idTokenTtlSeconds: number;
  sessionMaxAgeSeconds: number;
  /** Reverse proxies to skip in X-Forwarded-For. */
  trustProxyHops: number;
  now: () => Date;
}

/** The configuration from the environment, with optional overrides (tests). */
export function authConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  const env = getEnv();
  return {
    secret: env.NEXTAUTH_SECRET,
    siteOrigin: new URL(env.SITE_ORIGIN).origin,
    idTokenTtlSeconds: env.ID_TOKEN_TTL_SECONDS,
    sessionMaxAgeSeconds: SESSION_MAX_AGE_SECONDS,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    now: () => new Date(),
    ...overrides,
  };
}

/** Seconds since the epoch on the configured clock. */
export function nowSeconds(config: Pick<AuthConfig, 'now'>): number {
  return Math.floor(config.now().getTime() / 1000);
}

/**
 * How long before expiry the session renews its id token: a minute, or a third of a short test
 * lifetime. Above the client's 10 s cache threshold, so a client refetching near expiry gets a
 * fresh token rather than the same one again.
 */
export function renewalMarginSeconds(config: Pick<AuthConfig, 'idTokenTtlSeconds'>): number {
  return Math.min(60, Math.floor(config.idTokenTtlSeconds / 3));
}
