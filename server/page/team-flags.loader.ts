/**
 * /echipa/flaguri (issue 15): every feature flag and experiment, for members of the Volan team.
 * Signed out: the sign-in page, then back. Anyone else, dealers included, gets the 404 page (the
 * query answers NOT_FOUND): the page does not exist for them. Never cached.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import {
  TeamFlags_PageDocument,
  type TeamFlags_Experiment,
  type TeamFlags_Flag,
} from '@/lib/graphql/generated/page-operations';
import type { BasePageProps } from '@/lib/page/page-props';
import { hasStatus } from './graphql-error';
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
    load: async (execute) => {
      try {
        const data = await execute(TeamFlags_PageDocument, {});
        return { props: { flags: data.teamFeatureFlags, experiments: data.teamExperiments } };
      } catch (error) {
        if (hasStatus(error, 404)) return { notFound: true };
        throw error;
      }
    },
    ...options,
  });
}
