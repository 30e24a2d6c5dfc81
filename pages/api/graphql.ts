/**
 * The GraphQL endpoint. Clients call /graphql; next.config.ts rewrites it here. yoga reads the
 * raw body itself (JSON, multipart uploads), so Next's body parser is off.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { createVolanYoga } from '@/server/graphql/yoga';

export const config = { api: { bodyParser: false } };

export default createVolanYoga<{ req: NextApiRequest; res: NextApiResponse }>();
