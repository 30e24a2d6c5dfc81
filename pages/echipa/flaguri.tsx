/** /echipa/flaguri — the team's feature flags and experiments (issue 15; 404 for anyone but the team). */
import type { GetServerSideProps } from 'next';
import { TeamFlagsScreen } from '@/components/experiments/team-flags-screen';
import { useTeamFlags } from '@/machines/team-flags/use-team-flags';
import { loadTeamFlagsPage, type TeamFlagsPageProps } from '@/server/page/team-flags.loader';

export const getServerSideProps: GetServerSideProps<TeamFlagsPageProps> = (ctx) => loadTeamFlagsPage(ctx);

export default function TeamFlagsPage({ flags, experiments }: TeamFlagsPageProps) {
  return <TeamFlagsScreen view={useTeamFlags({ flags, experiments })} />;
}
