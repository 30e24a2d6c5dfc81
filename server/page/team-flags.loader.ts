/**
 * /echipa/flaguri (issue 15): every feature flag and experiment, for members of the Volan team.
 * Signed out: the sign-in page, then back. Anyone else, dealers included, or a main account acting
 * for a team member, gets the 404 page (the same check as the GraphQL fields' requireStaff): the
 * page does not exist for them. Never cached. The rows have the shape of the switches' answers
 * (the fragments of lib/experiments/team-flags-operations.graphql).
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { TeamFlags_Experiment, TeamFlags_Flag } from '@/lib/graphql/generated/operations';
import type { BasePageProps } from '@/lib/page/page-props';
import { getDb, type Db } from '@/server/db/client';
import { isStaffSession } from '@/server/graphql/modules/operations/staff';
import { listTeamExperiments, listTeamFlags } from '@/server/services/experiments-team';
import { loadPage, type AuthPageProps, type LoadPageOptions } from './load-page';

/** The page's own data. */
export interface TeamFlagsPageData {
  flags: TeamFlags_Flag[];
  experiments: TeamFlags_Experiment[];
}

/** Props of /echipa/flaguri. */
export type TeamFlagsPageProps = BasePageProps & AuthPageProps & TeamFlagsPageData;

/** For tests: the session reader and the database. */
export interface TeamFlagsPageOptions {
  readSession?: LoadPageOptions<object>['readSession'];
  db?: Db;
}

/** getServerSideProps of /echipa/flaguri. */
export function loadTeamFlagsPage(
  ctx: GetServerSidePropsContext,
  options: TeamFlagsPageOptions = {},
): Promise<GetServerSidePropsResult<TeamFlagsPageProps>> {
  return loadPage<TeamFlagsPageData>(ctx, {
    namespaces: ['experiments'],
    auth: 'redirect',
    ...(options.readSession ? { readSession: options.readSession } : {}),
    // The page's own request carries the session cookie, not a bearer token: it asks the services
    // directly, with the same team check as the GraphQL fields (requireStaff).
    load: async (_execute, _ctx, { session }) => {
      const db = options.db ?? (await getDb());
      if (!(await isStaffSession(db, session))) return { notFound: true };
      const [flags, experiments] = await Promise.all([listTeamFlags(db), listTeamExperiments(db, new Date())]);
      return { props: { flags, experiments } };
    },
  });
}
