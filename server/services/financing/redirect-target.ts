/**
 * Where /finantare/redirect/{entrypoint} may send a buyer (SPEC §2.2; docs/financing.md, "Server"):
 * a partner's target URL only when it is http(s) on one of the configured partner hosts, without
 * credentials; a site path ('/…', never '//…'); otherwise /finantare. An open redirect through our
 * domain would lend it to phishing, so anything unclear falls back.
 */

/** Where a redirect goes when the target is missing or not allowed. */
export const FINANCING_FALLBACK_PATH = '/finantare';

/** `target` when it may be followed (normalised), else /finantare. `hosts` are host[:port], any case. */
export function financingRedirectTarget(target: string | null | undefined, hosts: readonly string[]): string {
  const raw = target?.trim() ?? '';
  if (raw === '' || /[\s\\]/u.test(raw)) return FINANCING_FALLBACK_PATH;
  if (raw.startsWith('/')) return raw.startsWith('//') ? FINANCING_FALLBACK_PATH : raw;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return FINANCING_FALLBACK_PATH;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return FINANCING_FALLBACK_PATH;
  if (url.username !== '' || url.password !== '') return FINANCING_FALLBACK_PATH;
  const allowed = hosts.some((host) => host.toLowerCase() === url.host.toLowerCase());
  return allowed ? url.toString() : FINANCING_FALLBACK_PATH;
}
