/** /confirmation/abuse-report/{token} — the link mailed to confirm a report of an advert (SPEC §2.2). */
import type { GetServerSideProps } from 'next';
import { ReportConfirmationScreen } from '@/components/advert/report-confirmation-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import { type AbuseReportConfirmationProps, loadAbuseReportConfirmation } from '@/server/page/abuse-report.loader';

type Props = BasePageProps & AbuseReportConfirmationProps;

export const getServerSideProps: GetServerSideProps<Props> = (ctx) => loadAbuseReportConfirmation(ctx);

export default function AbuseReportConfirmationPage({ outcome }: Props) {
  return <ReportConfirmationScreen outcome={outcome} />;
}
