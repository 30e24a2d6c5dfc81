/**
 * Financing leads (SPEC §1, §2.2; docs/financing.md, "Server"): the /finantare application, checked
 * again with lib/financing's rules (the simulation within the partner's bounds, the buyer's
 * contact details), at most FINANCING_LEADS_PER_HOUR per visitor, kept for the advert's seller (or
 * the broker, without an advert); and the dealer's list of them, newest first, a cursor page at a time.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { applicantProblems, normalisePhone, type ApplicantDraft } from '@/lib/financing/applicant-rules';
import { isFinancingEntryPoint } from '@/lib/financing/entry-point-status';
import type { SimulationSettings } from '@/lib/financing/financing-constants';
import type { FinancingType } from '@/lib/financing/financing-type';
import { loanCost } from '@/lib/financing/loan-maths';
import { simulationProblems, type FieldProblem } from '@/lib/financing/loan-simulation';
import { rawQuery, type Db } from '@/server/db/client';
import { financingLeads, type FinancingLeadStatus } from '@/server/db/schema/financing';
import { advertUrl } from '../advert-mapper';
import { UserInputError } from '../ads.types';
import { rowsOf } from '../billing/billing-sql';
import { decodeTimeIdCursor, encodeTimeIdCursor } from '../time-id-cursor';
import { checkPageSize } from '../page-size';
import { visitorKey, type PhoneVisitor } from '../phone-reveals';
import { FinancingPartnerError, type LoanSimulationSettings } from './financing-partner';
import { financingAdvert, financingPartners, financingTypeOf, type FinancingFlags } from './financing-partners';

/** Applications one visitor may send in an hour (a script filling dealers' lists stops there). */
export const FINANCING_LEADS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** The application as the page sends it. */
export interface FinancingLeadInput {
  readonly entryPoint: string;
  readonly advertId?: string | null;
  /** LEI. */
  readonly credit: number;
  /** LEI; required with an advert priced in lei. */
  readonly downPayment?: number | null;
  readonly term: number;
  readonly applicant: ApplicantDraft;
}

/** What the buyer is told: the lead's reference, and who finances. */
export interface FinancingLeadReceipt {
  readonly reference: string;
  readonly financingType: FinancingType;
  readonly partnerId: string;
}

/** What createFinancingLead needs besides the input. */
export interface FinancingLeadDeps {
  readonly db: Db;
  /** Keys the hash of the client address. */
  readonly secret: string;
  readonly now: Date;
  readonly flags: FinancingFlags;
}

/** A lead in the dealer's list. */
export interface FinancingLeadDto {
  readonly id: string;
  readonly reference: string;
  readonly advertId: string | null;
  readonly advertTitle: string | null;
  /** The advert's page (null once the advert is gone). */
  readonly advertUrl: string | null;
  readonly entryPoint: string;
  readonly financingType: FinancingType;
  readonly partnerId: string;
  readonly applicantName: string;
  readonly applicantEmail: string;
  readonly applicantPhone: string;
  readonly creditAmount: number;
  readonly downPayment: number | null;
  readonly termMonths: number;
  readonly monthlyPayment: number;
  readonly daePercent: number;
  readonly status: 'NEW' | 'CONTACTED' | 'CLOSED';
  /** ISO time. */
  readonly createdAt: string;
}

/** A page of leads; nextCursor null on the last. */
export interface FinancingLeadPage {
  readonly leads: FinancingLeadDto[];
  readonly nextCursor: string | null;
}

/** The partner's bounds as lib/financing's rules read them. */
export function simulationSettingsOf(settings: LoanSimulationSettings): SimulationSettings {
  return {
    credit: {
      min: settings.minCreditAmount,
      max: settings.maxCreditAmount,
      defaultValue: settings.minCreditAmount,
    },
    instalments: {
      min: settings.minNumberOfInstallments,
      max: settings.maxNumberOfInstallments,
      defaultValue: settings.defaultNumberOfInstallments,
    },
    annualRatePercent: settings.annualRatePercent,
  };
}

/** A rule's problem as BAD_USER_INPUT on `field`, its values (min, max, price) in the extensions. */
function problemError(field: string, problem: FieldProblem): UserInputError {
  return new UserInputError(problem.key, `The application's ${field} is not valid.`, field, problem.values);
}

const wholeLei = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : Number.isFinite(value) ? String(value) : 'x';

/** Counts one application of `visitor`; errors:financing.tooMany past the hourly limit. */
async function countApplication(deps: FinancingLeadDeps, visitor: PhoneVisitor): Promise<void> {
  const windowStart = new Date(deps.now.getTime() - HOUR_MS);
  const [row] = await rawQuery<{ failures: number }>(
    deps.db,
    `insert into auth_throttles (action, scope, subject, failures, window_started_at, updated_at)
     values ('financing_lead', $1, $2, 1, $3, $3)
     on conflict (action, scope, subject) do update set
       failures = case when auth_throttles.window_started_at <= $4 then 1 else auth_throttles.failures + 1 end,
       window_started_at = case when auth_throttles.window_started_at <= $4 then $3 else auth_throttles.window_started_at end,
       updated_at = $3
     returning failures`,
    [
      visitor.userId ? 'account' : 'address',
      visitorKey(visitor, deps.secret),
      deps.now.toISOString(),
      windowStart.toISOString(),
    ],
  );
  if ((row?.failures ?? 0) > FINANCING_LEADS_PER_HOUR)
    throw new UserInputError('errors:financing.tooMany', 'Too many applications; try again in an hour.');
}

const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** FIN- and 8 letters or digits nobody confuses (no 0/O, 1/I). */
function newReference(): string {
  return `FIN-${Array.from({ length: 8 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('')}`;
}

/**
 * Checks and keeps an application: BAD_USER_INPUT with the rule's key (financing:errors.* of the
 * simulator and the form, errors:financing.* for the rest) and the field; never a 500.
 */
export async function createFinancingLead(
  deps: FinancingLeadDeps,
  input: FinancingLeadInput,
  visitor: PhoneVisitor,
): Promise<FinancingLeadReceipt> {
  if (!isFinancingEntryPoint(input.entryPoint))
    throw new UserInputError('errors:financing.unknownEntryPoint', 'Unknown entry point.', 'entryPoint');
  const advert = input.advertId
    ? await financingAdvert(deps.db, input.advertId, {
        batchEnablement: deps.flags.dealerFinancingBatchEnablement,
        entryPoint: input.entryPoint,
      })
    : null;
  if (input.advertId && !advert)
    throw new UserInputError('errors:financing.advertGone', 'This advert can no longer be financed.', 'advertId');
  const financingType = financingTypeOf(advert, deps.flags);
  const partner = financingPartners()[financingType];
  let bounds: LoanSimulationSettings;
  try {
    bounds = await partner.loanSimulationSettings(advert);
  } catch (error) {
    if (!(error instanceof FinancingPartnerError)) throw error;
    throw new UserInputError('errors:financing.partnerUnavailable', error.message);
  }
  const settings = simulationSettingsOf(bounds);
  const price = advert?.price ?? null;
  const draft = { credit: wholeLei(input.credit), downPayment: wholeLei(input.downPayment), term: input.term };
  const simulation = simulationProblems(draft, settings, price);
  for (const field of ['credit', 'downPayment', 'term'] as const) {
    const problem = simulation[field];
    if (problem) throw problemError(field, problem);
  }
  const applicant = applicantProblems(input.applicant);
  for (const field of ['name', 'phone', 'email'] as const) {
    const problem = applicant[field];
    if (problem) throw problemError(`applicant.${field}`, problem);
  }
  await countApplication(deps, visitor);
  const cost = loanCost({ credit: input.credit, annualRatePercent: settings.annualRatePercent, months: input.term });
  const reference = newReference();
  await deps.db.insert(financingLeads).values({
    reference,
    advertId: advert ? Number(advert.id) : null,
    sellerAccountId: advert?.sellerId ?? null,
    entryPoint: input.entryPoint,
    financingType,
    partnerId: partner.id,
    applicantName: input.applicant.name.trim(),
    applicantEmail: input.applicant.email.trim().toLowerCase(),
    applicantPhone: normalisePhone(input.applicant.phone),
    creditAmount: input.credit,
    downPayment: price === null ? null : (input.downPayment ?? null),
    termMonths: input.term,
    monthlyPayment: cost.monthlyInstalment,
    daePercent: cost.daePercent,
    createdAt: deps.now,
  });
  return { reference, financingType, partnerId: partner.id };
}

const badCursor = () => new UserInputError('errors:financing.badCursor', 'Invalid cursor.', 'after');

/** A financing_leads row as the lists read it (with the advert's title). */
export interface LeadRow {
  id: string;
  reference: string;
  advert_id: string | number | null;
  advert_title: string | null;
  category_slug: string | null;
  entry_point: string;
  financing_type: FinancingType;
  partner_id: string;
  applicant_name: string;
  applicant_email: string;
  applicant_phone: string;
  credit_amount: number;
  down_payment: number | null;
  term_months: number;
  monthly_payment: string | number;
  dae_percent: string | number;
  status: FinancingLeadStatus;
  created_at: Date | string;
}

/** A lead as GraphQL answers it. */
export function leadDto(row: LeadRow): FinancingLeadDto {
  return {
    id: row.id,
    reference: row.reference,
    advertId: row.advert_id === null ? null : String(row.advert_id),
    advertTitle: row.advert_title,
    advertUrl: row.advert_id !== null && row.category_slug ? advertUrl(row.category_slug, String(row.advert_id)) : null,
    entryPoint: row.entry_point,
    financingType: row.financing_type,
    partnerId: row.partner_id,
    applicantName: row.applicant_name,
    applicantEmail: row.applicant_email,
    applicantPhone: row.applicant_phone,
    creditAmount: row.credit_amount,
    downPayment: row.down_payment,
    termMonths: row.term_months,
    monthlyPayment: Number(row.monthly_payment),
    daePercent: Number(row.dae_percent),
    status: row.status === 'contacted' ? 'CONTACTED' : row.status === 'closed' ? 'CLOSED' : 'NEW',
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The account's financing leads, newest first, `first` (1–50, default 20) at a time after the cursor. */
export async function listFinancingLeads(
  db: Db,
  accountId: string,
  first: number | null | undefined,
  after: string | null | undefined,
): Promise<FinancingLeadPage> {
  const size = checkPageSize(first, 20, 'first', 50);
  const from = after ? decodeTimeIdCursor(after) : null;
  if (after && !from) throw badCursor();
  const list = await rowsOf<LeadRow>(
    db,
    sql`select l.id, l.reference, l.advert_id, a.title as advert_title, l.entry_point, l.financing_type,
          l.partner_id, l.applicant_name, l.applicant_email, l.applicant_phone, l.credit_amount,
          l.down_payment, l.term_months, l.monthly_payment, l.dae_percent, l.status, l.created_at,
          c.slug as category_slug
        from financing_leads l left join adverts a on a.id = l.advert_id
          left join categories c on c.id = a.category_id
        where l.seller_account_id = ${accountId}
        ${from ? sql`and (l.created_at, l.id) < (${from.at}::timestamptz, ${from.id}::uuid)` : sql``}
        order by l.created_at desc, l.id desc limit ${size + 1}`,
  );
  const leads = list.slice(0, size).map(leadDto);
  return {
    leads,
    nextCursor:
      list.length > size ? encodeTimeIdCursor(leads[leads.length - 1]!.createdAt, leads[leads.length - 1]!.id) : null,
  };
}
