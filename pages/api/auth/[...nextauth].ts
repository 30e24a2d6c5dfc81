/** next-auth under /api/auth (session, csrf, providers, signin, callback, signout, _log): see docs/auth.md. */
import { createAuthHandler } from '@/server/auth/next-auth-handler';
import { answeringUnavailable } from '@/server/db/db-unavailable-route';

// A database outage that escapes the handler answers 503 with Retry-After, not 500.
export default answeringUnavailable(createAuthHandler());
