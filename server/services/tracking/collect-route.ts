/**
 * POST /api/collect: our own tracking collector (docs/tracking.md). The browser's tracking layer
 * (lib/tracking/collector.ts) posts batches by beacon or keepalive fetch; each valid batch becomes
 * rows of tracking_events. Answers: 204 stored; 400 a body that is not a valid batch (nothing
 * stored); 405 another method; 413 over 64 KB. Bad input is never a 500.
 *
 * For the e2e tests only (E2E_SERVER=1), GET ?visitor=<id> lists that visitor's events, newest
 * last, so a spec can see what reached the table.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { COLLECT_MAX_EVENTS } from '@/lib/tracking/collector';
import type { Db } from '@/server/db/client';
import { trackingEvents } from '@/server/db/schema/operations';
import { answer, readCappedBody } from '@/server/http/json-endpoint';

export const COLLECT_MAX_BODY_BYTES = 64 * 1024;
/** A single event's own and common properties, as JSON. */
const MAX_PROPERTIES_CHARS = 4096;

const eventSchema = z.object({
  eventType: z.enum(['pv', 'click', 'impression', 'area_impression', 'page_action']),
  name: z.string().regex(/^[\w.:-]{1,100}$/u),
  page: z.string().max(500).default(''),
  visitorId: z
    .string()
    .regex(/^[\w-]{0,64}$/u)
    .default(''),
  properties: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((value) => JSON.stringify(value).length <= MAX_PROPERTIES_CHARS, 'properties too large'),
});

const batchSchema = z.object({ events: z.array(eventSchema).min(1).max(COLLECT_MAX_EVENTS) });

/** A parsed batch, ready to store. */
export type CollectBatch = z.infer<typeof batchSchema>;

/** What the route needs (the app's database; a test gives its own). */
export interface CollectRouteDeps {
  db: () => Promise<Db>;
  /** E2E_SERVER=1: GET lists a visitor's events. */
  testReadable: () => boolean;
}

/** The batch in a body, or null when it is not JSON or not a valid batch. */
export function parseBatch(body: string): CollectBatch | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = batchSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Stores a batch in tracking_events. */
export async function storeBatch(db: Db, batch: CollectBatch): Promise<void> {
  await db.insert(trackingEvents).values(batch.events.map((event) => ({ ...event })));
}

async function listForVisitor(db: Db, visitor: string) {
  return db
    .select({
      eventType: trackingEvents.eventType,
      name: trackingEvents.name,
      page: trackingEvents.page,
      properties: trackingEvents.properties,
    })
    .from(trackingEvents)
    .where(eq(trackingEvents.visitorId, visitor))
    .orderBy(asc(trackingEvents.id))
    .limit(500);
}

export function createCollectHandler(deps: CollectRouteDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'GET' && deps.testReadable()) {
      const visitor = new URL(req.url ?? '/', 'http://localhost').searchParams.get('visitor') ?? '';
      if (!/^[\w-]{1,64}$/u.test(visitor)) answer(res, 400, { error: 'visitor required' });
      else answer(res, 200, { events: await listForVisitor(await deps.db(), visitor) });
      return;
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      answer(res, 405, { error: 'method not allowed' });
      return;
    }
    const body = await readCappedBody(req, COLLECT_MAX_BODY_BYTES);
    if (body === null) {
      answer(res, 413, { error: 'body too large' });
      return;
    }
    const batch = parseBatch(body);
    if (!batch) {
      answer(res, 400, { error: 'invalid batch' });
      return;
    }
    await storeBatch(await deps.db(), batch);
    answer(res, 204);
  };
}
