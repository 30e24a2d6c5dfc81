/**
 * /echipa/flaguri (issue 15): every feature flag and experiment, for members of the Volan team.
 * Signed out: the sign-in page, then back. Anyone else, dealers included, gets the 404 page (the
 * same check as the GraphQL fields' requireStaff): the page does not exist for them. Never cached.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { TeamFlags_Experiment, TeamFlags_Flag } from '@/lib/graphql/generated/page-operations';
import type { BasePageProps } from '@/lib/page/page-props';
import { getDb } from '@/server/db/client';
import { isStaff } from '@/server/graphql/modules/operations/staff';
import { listTeamExperiments, listTeamFlags } from '@/server/services/experiments-team';
import { loadPage, type AuthPageProps, type LoadPageOptions } from './load-page';

/** The page's own data. */
export interface TeamFlagsPageData {
  flags: TeamFlags_Flag[];
  experiments: TeamFlags_Experiment[];
}

/** Props of /echipa/flaguri. */
export type TeamFlagsPageProps = BasePageProps & AuthPageProps & TeamFlagsPageData;

/** getServerSideProps of /echipa/flaguri. */
export function loadTeamFlagsPage(
  ctx: GetServerSidePropsContext,
  options: Partial<LoadPageOptions<TeamFlagsPageData>> = {},
): Promise<GetServerSidePropsResult<TeamFlagsPageProps>> {
  return loadPage<TeamFlagsPageData>(ctx, {
    namespaces: ['experiments'],
    auth: 'redirect',
    // The page's own request carries the session cookie, not a bearer token: it asks the services
    // directly, with the same team check as the GraphQL fields (requireStaff).
    load: async (_execute, _ctx, { session }) => {
      if (!session) return { notFound: true };
      const db = await getDb();
      if (!(await isStaff(db, session.user.id))) return { notFound: true };
      const [flags, experiments] = await Promise.all([listTeamFlags(db), listTeamExperiments(db, new Date())]);
      return { props: { flags, experiments } };
    },
    ...options,
  });
}
