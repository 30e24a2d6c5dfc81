/** next-auth under /api/auth (session, csrf, providers, signin, callback, signout, _log): see docs/auth.md. */
import { createAuthHandler } from '@/server/auth/next-auth-handler';

export default createAuthHandler();
