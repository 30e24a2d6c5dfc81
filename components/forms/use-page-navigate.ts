/**
 * How a screen leaves the page once its flow is done: client-side navigation for steps of a flow,
 * a full load when the session changed (after sign-in, sign-out or switching identity every
 * provider starts fresh). Shared by the auth screens, the account pages and the shell.
 */
import { useRouter } from 'next/router';
import { useCallback } from 'react';

/** Next's router push, as a plain function. */
export function useRouterNavigate(): (url: string) => void {
  const router = useRouter();
  return useCallback((url: string) => void router.push(url), [router]);
}

/** A full page load of `url`. */
export function fullPageNavigate(url: string): void {
  window.location.assign(url);
}
