/**
 * Financing of the demo dealer (docs/financing.md, "Server"): dealer@volan.test has its own
 * financing switched on, keeps the waiting advert out of it, and has three financing leads for its
 * active demo advert from the last days (one already contacted). Amounts are the loan maths' own.
 */
import type { Db } from '../client';
import { DEALER_INSTALMENTS, EXTERNAL_PARTNER_SIMULATION } from '@/lib/financing/financing-constants';
import { loanCost } from '@/lib/financing/loan-maths';
import { dealerFinancingExcludedAdverts, dealerFinancingSettings, financingLeads } from '../schema/financing';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from './demo-accounts';

const DAY_MS = 86_400_000;

/** The seeded applications: who, how much, and how long ago. */
const LEADS = [
  {
    reference: 'FIN-DEMO0001',
    name: 'Ioana Dumitrescu',
    email: 'ioana.dumitrescu@exemplu.ro',
    phone: '0722345678',
    credit: 45_000,
    downPayment: 5_000,
    term: 48,
    entryPoint: 'calculator-cta',
    daysAgo: 1,
    status: 'new',
  },
  {
    reference: 'FIN-DEMO0002',
    name: 'Mihai Stănescu',
    email: 'mihai.stanescu@exemplu.ro',
    phone: '0744987654',
    credit: 38_500,
    downPayment: 11_500,
    term: 60,
    entryPoint: 'under-price-cta',
    daysAgo: 3,
    status: 'contacted',
  },
  {
    reference: 'FIN-DEMO0003',
    name: 'Cristina Țurcanu',
    email: 'cristina.turcanu@exemplu.ro',
    phone: '0755112233',
    credit: 30_000,
    downPayment: 20_000,
    term: 36,
    entryPoint: 'sticky-bar-cta',
    daysAgo: 6,
    status: 'new',
  },
] as const;

/** Seeds the demo dealer's financing (the demo adverts exist); returns how many leads. */
export async function seedFinancing(db: Db, now: Date): Promise<number> {
  const accountId = DEMO_ACCOUNTS.dealer.id;
  await db.insert(dealerFinancingSettings).values({ accountId, accountEnabled: true, updatedAt: now });
  await db.insert(dealerFinancingExcludedAdverts).values({
    accountId,
    advertId: DEMO_ADVERT_IDS.waitingCar,
    createdAt: now,
  });
  const rate = EXTERNAL_PARTNER_SIMULATION.annualRatePercent;
  await db.insert(financingLeads).values(
    LEADS.map((lead) => {
      const cost = loanCost({ credit: lead.credit, annualRatePercent: rate, months: lead.term });
      return {
        reference: lead.reference,
        advertId: DEMO_ADVERT_IDS.dealerCar,
        sellerAccountId: accountId,
        entryPoint: lead.entryPoint,
        financingType: 'DEALER_FINANCING' as const,
        partnerId: 'dealer-financing-sandbox',
        applicantName: lead.name,
        applicantEmail: lead.email,
        applicantPhone: lead.phone,
        creditAmount: lead.credit,
        downPayment: lead.downPayment,
        termMonths: Math.min(Math.max(lead.term, DEALER_INSTALMENTS.min), DEALER_INSTALMENTS.max),
        monthlyPayment: cost.monthlyInstalment,
        daePercent: cost.daePercent,
        status: lead.status,
        createdAt: new Date(now.getTime() - lead.daysAgo * DAY_MS),
      };
    }),
  );
  return LEADS.length;
}
