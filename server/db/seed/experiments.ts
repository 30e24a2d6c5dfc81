/**
 * The team member's flag (`users.staff` for echipa@volan.test), a few experiments and stored flag
 * states (issue 15), so the team page and the bootstrap have something to show. ADS-WIDEBOARD
 * (a/b 50/50) hides the top wideboard slot under 'b' (components/shell/ad-slot.tsx).
 */
import { rawQuery, type Db } from '@/server/db/client';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** The seeded experiments: name, variants, audience, enabled. */
export const SEED_EXPERIMENTS = [
  {
    name: 'ADS-WIDEBOARD',
    description: 'Pagini fără wideboard-ul de sus (varianta b)',
    variants: [
      { name: 'a', weight: 50 },
      { name: 'b', weight: 50 },
    ],
    audience: 'all',
    enabled: true,
  },
  {
    name: 'CARS-LISTING-GALLERY',
    description: 'Cardurile listării cu galerie de fotografii',
    variants: [
      { name: 'a', weight: 80 },
      { name: 'b', weight: 20 },
    ],
    audience: 'visitors',
    enabled: true,
  },
  {
    name: 'POSTING-PHOTO-FIRST',
    description: 'Adăugarea anunțului începe cu fotografiile',
    variants: [
      { name: 'a', weight: 1 },
      { name: 'b', weight: 1 },
      { name: 'c', weight: 1 },
    ],
    audience: 'private',
    enabled: false,
  },
] as const;

/** Stored flag states: name, enabled, rollout, audience. */
export const SEED_FLAGS = [
  { name: 'dealerRatings', enabled: true, rollout: 10, audience: 'all' },
  { name: 'aiMessages', enabled: true, rollout: 50, audience: 'signed_in' },
  { name: 'vinDecoder', enabled: true, rollout: 100, audience: 'all' },
] as const;

export async function seedExperiments(db: Db): Promise<void> {
  await rawQuery(db, `update users set staff = true where id = $1`, [DEMO_ACCOUNTS.staff.id]);
  for (const e of SEED_EXPERIMENTS) {
    await rawQuery(
      db,
      `insert into experiments (name, description, variants, audience, enabled) values ($1, $2, $3::jsonb, $4, $5)
       on conflict (name) do nothing`,
      [e.name, e.description, JSON.stringify(e.variants), e.audience, e.enabled],
    );
  }
  for (const f of SEED_FLAGS) {
    await rawQuery(
      db,
      `insert into feature_flags (name, enabled, rollout, audience) values ($1, $2, $3, $4) on conflict (name) do nothing`,
      [f.name, f.enabled, f.rollout, f.audience],
    );
  }
}
