/**
 * What became of a financing lead, as the dealer marks it on /contul-meu/leads (docs/financing.md
 * "The dealer's pages"): NEW, CONTACTED or CLOSED, any of them at any time (a dealer who clicked
 * the wrong one puts it back). Only a lead of the dealer's own account; anything else is
 * errors:financing.unknownLead, as an unknown id is.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type { FinancingLeadStatus } from '@/server/db/schema/financing';
import { UserInputError } from '../ads.types';
import { isUuid, rowsOf } from '../billing/billing-sql';
import { leadDto, type FinancingLeadDto, type LeadRow } from './financing-leads';

/** The statuses as GraphQL names them. */
export type LeadStatusName = 'NEW' | 'CONTACTED' | 'CLOSED';

const STORED: Readonly<Record<LeadStatusName, FinancingLeadStatus>> = {
  NEW: 'new',
  CONTACTED: 'contacted',
  CLOSED: 'closed',
};

const unknownLead = () => new UserInputError('errors:financing.unknownLead', 'No such lead among yours.', 'id');

/** Sets the status of the account's lead `id` and answers the lead after it. */
export async function updateFinancingLeadStatus(
  db: Db,
  accountId: string,
  id: string,
  status: string,
): Promise<FinancingLeadDto> {
  const stored = Object.hasOwn(STORED, status) ? STORED[status as LeadStatusName] : undefined;
  if (!stored) throw new UserInputError('errors:financing.badLeadStatus', 'Unknown lead status.', 'status');
  if (!isUuid(id)) throw unknownLead();
  const [row] = await rowsOf<LeadRow>(
    db,
    sql`with changed as (
          update financing_leads set status = ${stored}
           where id = ${id}::uuid and seller_account_id = ${accountId}::uuid
          returning *)
        select l.id, l.reference, l.advert_id, a.title as advert_title, l.entry_point, l.financing_type,
               l.partner_id, l.applicant_name, l.applicant_email, l.applicant_phone, l.credit_amount,
               l.down_payment, l.term_months, l.monthly_payment, l.dae_percent, l.status, l.created_at,
               c.slug as category_slug
          from changed l left join adverts a on a.id = l.advert_id
            left join categories c on c.id = a.category_id`,
  );
  if (!row) throw unknownLead();
  return leadDto(row);
}
