/** /echipa/performanta — the team's web-vitals report (docs/monitoring.md); 404 for anyone outside the team. */
import type { GetServerSideProps } from 'next';
import { TeamPerformanceScreen } from '@/components/monitoring/team-performance-screen';
import { useTeamPerformance } from '@/machines/team-performance/use-team-performance';
import { loadTeamPerformancePage, type TeamPerformancePageProps } from '@/server/page/team-performance.loader';

export const getServerSideProps: GetServerSideProps<TeamPerformancePageProps> = (ctx) => loadTeamPerformancePage(ctx);

export default function Page({ days }: TeamPerformancePageProps) {
  return <TeamPerformanceScreen view={useTeamPerformance(days)} days={days} />;
}
