/**
 * The sandbox financing partners (docs/financing.md, "Server"): one per financing type, answering
 * from SPEC §9's numbers without any network. Each says `sandbox: true`. Their entry points lead to
 * the site's own /finantare (a sandbox partner has no site of its own), so the only host they may
 * name is the site's.
 *
 * They can be made to fail, as a partner that is down would (the ERROR entry points of SPEC §4):
 * FINANCING_SANDBOX_FAILURE names the failing partners ('all', or partner ids or financing types,
 * comma-separated), and tests change it with `setSandboxFailure`. Like the test clock, the switch
 * lives on globalThis, shared by the Next.js bundles of one process.
 */
import {
  DEALER_INSTALMENTS,
  EXTERNAL_PARTNER_SIMULATION,
  LISTING_CARD_SIMULATION,
} from '@/lib/financing/financing-constants';
import type { FinancingType } from '@/lib/financing/financing-type';
import { getEnv } from '@/server/env';
import {
  FinancingPartnerError,
  type EntryPointSetting,
  type FinancingPartner,
  type LoanSimulationSettings,
  type PartnerAdvert,
} from './financing-partner';

/** The sandbox partners' ids, by the type each finances. */
export const SANDBOX_PARTNER_IDS = {
  NATIVE_BROKER: 'native-broker-sandbox',
  DEALER_FINANCING: 'dealer-financing-sandbox',
  LEASE: 'leasing-sandbox',
  EXTERNAL_PARTNER: 'banca-sandbox',
} as const satisfies Record<FinancingType, string>;

/** Each sandbox's bounds (SPEC §9; leasing's are not given: 12–60 months, as leasing contracts run). */
const SETTINGS: Record<FinancingType, LoanSimulationSettings> = {
  NATIVE_BROKER: {
    minNumberOfInstallments: LISTING_CARD_SIMULATION.instalments.min,
    maxNumberOfInstallments: LISTING_CARD_SIMULATION.instalments.max,
    defaultNumberOfInstallments: LISTING_CARD_SIMULATION.instalments.defaultValue,
    minCreditAmount: LISTING_CARD_SIMULATION.credit.min,
    maxCreditAmount: LISTING_CARD_SIMULATION.credit.max,
    annualRatePercent: LISTING_CARD_SIMULATION.annualRatePercent,
  },
  DEALER_FINANCING: {
    minNumberOfInstallments: DEALER_INSTALMENTS.min,
    maxNumberOfInstallments: DEALER_INSTALMENTS.max,
    defaultNumberOfInstallments: DEALER_INSTALMENTS.defaultValue,
    minCreditAmount: EXTERNAL_PARTNER_SIMULATION.credit.min,
    maxCreditAmount: EXTERNAL_PARTNER_SIMULATION.credit.max,
    annualRatePercent: EXTERNAL_PARTNER_SIMULATION.annualRatePercent,
  },
  LEASE: {
    minNumberOfInstallments: 12,
    maxNumberOfInstallments: 60,
    defaultNumberOfInstallments: 36,
    minCreditAmount: LISTING_CARD_SIMULATION.credit.min,
    maxCreditAmount: EXTERNAL_PARTNER_SIMULATION.credit.max,
    annualRatePercent: EXTERNAL_PARTNER_SIMULATION.annualRatePercent,
  },
  EXTERNAL_PARTNER: {
    minNumberOfInstallments: EXTERNAL_PARTNER_SIMULATION.instalments.min,
    maxNumberOfInstallments: EXTERNAL_PARTNER_SIMULATION.instalments.max,
    defaultNumberOfInstallments: EXTERNAL_PARTNER_SIMULATION.instalments.defaultValue,
    minCreditAmount: EXTERNAL_PARTNER_SIMULATION.credit.min,
    maxCreditAmount: EXTERNAL_PARTNER_SIMULATION.credit.max,
    annualRatePercent: EXTERNAL_PARTNER_SIMULATION.annualRatePercent,
  },
};

type GlobalWithSwitch = typeof globalThis & { __volanFinancingSandboxFailure?: string };
const g = globalThis as GlobalWithSwitch;

/** The failing partners: the test's setting, else FINANCING_SANDBOX_FAILURE ('' when none fail). */
export function sandboxFailure(): string {
  return g.__volanFinancingSandboxFailure ?? getEnv().FINANCING_SANDBOX_FAILURE;
}

/** Makes the named sandbox partners fail ('all', ids or types, comma-separated); null goes back to the environment's. */
export function setSandboxFailure(value: string | null): void {
  if (value === null) delete g.__volanFinancingSandboxFailure;
  else g.__volanFinancingSandboxFailure = value;
}

function failing(id: string, type: FinancingType): boolean {
  const names = sandboxFailure()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.includes('all') || names.includes(id) || names.includes(type);
}

/** The sandbox partner financing `type`; its entry points lead to `siteOrigin`/finantare. */
export function sandboxPartner(type: FinancingType, siteOrigin: string): FinancingPartner {
  const id = SANDBOX_PARTNER_IDS[type];
  const origin = new URL(siteOrigin);
  const answer = async <T>(value: () => T): Promise<T> => {
    await Promise.resolve();
    if (failing(id, type)) throw new FinancingPartnerError(id, `The ${id} partner is unavailable (sandbox failure).`);
    return value();
  };
  const target = (advert: PartnerAdvert | null, entryPoint: string): string => {
    const url = new URL('/finantare', origin);
    url.searchParams.set('partener', id);
    url.searchParams.set('punct', entryPoint);
    if (advert) url.searchParams.set('anunt', advert.id);
    return url.toString();
  };
  return {
    id,
    type,
    sandbox: true,
    hosts: [origin.host],
    loanSimulationSettings: (_advert) => answer(() => SETTINGS[type]),
    entryPointsSettings: (advert, entryPoints) =>
      answer((): EntryPointSetting[] =>
        entryPoints.map((entryPoint) => ({
          entryPoint,
          // The dealer's own financing is offered only with an advert (it is the advert's seller's).
          isEnabled: type !== 'DEALER_FINANCING' || advert !== null,
          targetURL: target(advert, entryPoint),
        })),
      ),
  };
}

/** The four sandbox partners, by type. */
export function sandboxPartners(siteOrigin: string): Record<FinancingType, FinancingPartner> {
  return {
    NATIVE_BROKER: sandboxPartner('NATIVE_BROKER', siteOrigin),
    DEALER_FINANCING: sandboxPartner('DEALER_FINANCING', siteOrigin),
    LEASE: sandboxPartner('LEASE', siteOrigin),
    EXTERNAL_PARTNER: sandboxPartner('EXTERNAL_PARTNER', siteOrigin),
  };
}
