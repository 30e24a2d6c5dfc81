/** /multi-user/register-confirmation — the invited team member's account is active (SPEC §2.4). */
import type { GetServerSideProps } from 'next';
import { useTranslation } from 'react-i18next';
import { AuthMessageScreen } from '@/components/auth/auth-message-screen';
import type { BasePageProps } from '@/lib/page/page-props';
import { signInPath } from '@/lib/session/auth-paths';
import { AUTH_NAMESPACE } from '@/lib/session/i18n-namespaces';
import { loadPage } from '@/server/page/load-page';

type Props = BasePageProps & { email: string };

export const getServerSideProps: GetServerSideProps<Props> = (ctx) =>
  loadPage(ctx, {
    namespaces: [AUTH_NAMESPACE],
    load: () =>
      Promise.resolve({
        props: { email: typeof ctx.query['email'] === 'string' ? ctx.query['email'].trim().slice(0, 254) : '' },
      }),
  });

export default function MultiUserRegisterConfirmationPage({ email }: Props) {
  const { t } = useTranslation('auth');
  return (
    <AuthMessageScreen
      title={t('invitation.doneTitle')}
      message={email ? t('invitation.done', { email }) : t('invitation.doneNoEmail')}
      action={{ href: signInPath({ email }), label: t('signIn.submit') }}
    />
  );
}
