/** The client address the monitoring endpoints rate-limit on (as throttling reads it). */
import type { IncomingMessage } from 'node:http';
import { clientAddress } from '@/server/auth/client-address';
import { getEnv } from '@/server/env';

export function requestAddress(req: IncomingMessage): string {
  return clientAddress(req.headers['x-forwarded-for'], req.socket?.remoteAddress, getEnv().TRUST_PROXY_HOPS) ?? '';
}
