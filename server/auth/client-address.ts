/**
 * The client address that throttling counts per. X-Forwarded-For is only believed as far as the
 * configured number of proxies: each proxy appends the address it saw, so with N proxies the
 * client is the N-th entry from the right; anything further left is whatever the client sent.
 */

/** The address to throttle on, or null when none is known. */
export function clientAddress(
  forwardedFor: string | string[] | null | undefined,
  socketAddress: string | null | undefined,
  trustProxyHops: number,
): string | null {
  const socket = normalise(socketAddress);
  if (trustProxyHops <= 0) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  // The socket peer is the last proxy; the hop before it appended the one before, and so on.
  const chain = [...hops, socket ?? ''];
  const picked = chain[chain.length - 1 - trustProxyHops];
  return normalise(picked) ?? socket;
}

function normalise(address: string | null | undefined): string | null {
  if (!address) return null;
  const trimmed = address.trim().toLowerCase();
  // IPv4 seen through an IPv6 socket: one client, one key.
  const mapped = trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice('::ffff:'.length) : trimmed;
  return mapped === '' ? null : mapped.slice(0, 100);
}
