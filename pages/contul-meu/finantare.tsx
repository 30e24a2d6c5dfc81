/**
 * /contul-meu/finantare — the dealer's financing settings: the account's switch and which active
 * adverts its financing covers (docs/financing.md "The dealer's pages"). Dealers, and sub-users
 * with the ads right; a private account is sent to the account overview.
 */
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/account/account-page';
import { DealerFinancingSettingsScreen } from '@/components/financing-account/dealer-financing-settings-screen';
import { useDealerFinancingSettings } from '@/machines/dealer-financing-settings/use-dealer-financing-settings';
import type { AccountPageProps } from '@/server/page/account.loader';
import { loadFinancingAccountPage } from '@/server/page/financing-account.loader';

export const getServerSideProps: GetServerSideProps<AccountPageProps> = (ctx) => loadFinancingAccountPage(ctx);

function Screen() {
  const { t } = useTranslation('financing-account');
  return (
    <>
      <Head>
        <title key="title">{t('settings.metaTitle')}</title>
      </Head>
      <DealerFinancingSettingsScreen view={useDealerFinancingSettings()} />
    </>
  );
}

export default function Page({ pageSession, path, accessRestricted, unreadMessages, billing }: AccountPageProps) {
  return (
    <AccountPage
      session={pageSession}
      path={path}
      unreadMessages={unreadMessages}
      accessRestricted={accessRestricted}
      billing={billing}
    >
      <Screen />
    </AccountPage>
  );
}
