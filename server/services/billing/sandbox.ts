/** The app's sandbox provider, over PAYMENT_SANDBOX_SECRET. */
import { getEnv } from '@/server/env';
import { sandboxProvider } from './sandbox-provider';

let cached: ReturnType<typeof sandboxProvider> | undefined;

/** The sandbox provider of this process (the only provider here). */
export function appSandbox(): ReturnType<typeof sandboxProvider> {
  cached ??= sandboxProvider(getEnv().PAYMENT_SANDBOX_SECRET);
  return cached;
}
