/** GET and POST /api/dev/financing-sandbox: the e2e tests' failing partners (TEST_CLOCK=1 only), see server/services/financing/dev-sandbox.ts. */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getEnv } from '@/server/env';
import { devSandboxAnswer } from '@/server/services/financing/dev-sandbox';

export default function devFinancingSandbox(req: NextApiRequest, res: NextApiResponse): void {
  const answer = devSandboxAnswer(getEnv().TEST_CLOCK === '1', req.method, req.body);
  if (answer.status === 405) res.setHeader('Allow', 'GET, POST');
  res.setHeader('Cache-Control', 'no-store');
  res.status(answer.status).json(answer.body);
}
