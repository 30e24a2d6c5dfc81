/**
 * Revealing an advert's VIN (SPEC §2.6, docs/vin-and-history-report.md): the page never carries
 * it; `vinChallenge` hands out a proof-of-work challenge for one advert, and `revealVin` gives the
 * VIN for a solution of it (once), with the signed link of the vehicle history report. Refusals
 * are BAD_USER_INPUT with an errors:vin.* key; the browser asks a new challenge and tries again.
 */
import type { Db } from '@/server/db/client';
import { UserInputError } from './ads.types';
import { historyReportProvider, loadVehicleFacts } from './history-report';
import { issueReportLink } from './history-report/link';
import { issueVinChallenge, redeemVinProof } from './vin-challenge';

/** What both calls need. */
export interface VinDeps {
  db: Db;
  secret: string;
  now: Date;
}

/** The link to the report of a revealed VIN. */
export interface HistoryReportLinkDto {
  url: string;
  expiresAt: string;
  provider: string;
  sandbox: boolean;
  priceLei: number;
}

async function vinOf(db: Db, advertId: string): Promise<string> {
  const facts = await loadVehicleFacts(db, advertId);
  if (!facts) throw new UserInputError('errors:vin.advertGone', 'This advert is not active.', 'advertId');
  if (!facts.vin) throw new UserInputError('errors:vin.none', 'This advert has no VIN.', 'advertId');
  return facts.vin;
}

/** A challenge for the VIN of an active advert that has one. */
export async function vinChallenge(deps: VinDeps, advertId: string) {
  await vinOf(deps.db, advertId);
  const challenge = issueVinChallenge(deps.secret, advertId, deps.now);
  return { token: challenge.token, difficulty: challenge.difficulty, expiresAt: challenge.expiresAt.toISOString() };
}

/** The VIN for a solved challenge of this advert, with the history report's link. */
export async function revealVin(
  deps: VinDeps,
  advertId: string,
  solution: { token: string; counter: number },
): Promise<{ vin: string; historyReport: HistoryReportLinkDto }> {
  const problem = await redeemVinProof(deps.db, deps.secret, solution, advertId, deps.now);
  if (problem)
    throw new UserInputError(`errors:vin.${problem}`, `The VIN challenge was refused (${problem}).`, 'solution');
  const vin = await vinOf(deps.db, advertId);
  const provider = historyReportProvider();
  const link = issueReportLink(deps.secret, advertId, deps.now);
  return {
    vin,
    historyReport: {
      url: link.url,
      expiresAt: link.expiresAt.toISOString(),
      provider: provider.id,
      sandbox: provider.sandbox,
      priceLei: provider.priceLei,
    },
  };
}
