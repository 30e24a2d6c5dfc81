/**
 * getServerSideProps of /confirmation/message/{token}: delivers the message an anonymous buyer
 * sent to a seller once the link mailed to them is opened (server/services/messages.ts), and says
 * how it went. Never cached: a second visit says the message was already confirmed.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { BasePageProps } from '@/lib/page/page-props';
import type { MessageConfirmation } from '@/lib/messages/contact-rules';
import { getDb } from '@/server/db/client';
import { authConfig } from '@/server/auth/auth-config';
import { getMailer } from '@/server/mail/mailer';
import { getEventBus } from '@/server/services/event-bus';
import { confirmContactMessage } from '@/server/services/messages';
import { loadPage } from './load-page';

/** Props of the page. */
export interface MessageConfirmationProps {
  outcome: MessageConfirmation;
}

export function loadMessageConfirmation(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<BasePageProps & MessageConfirmationProps>> {
  return loadPage(ctx, {
    namespaces: ['advert'],
    load: async () => {
      const raw = ctx.params?.['token'];
      const token = typeof raw === 'string' ? raw : '';
      const db = await getDb();
      const outcome = await confirmContactMessage(
        { db, mailer: getMailer(db), siteOrigin: authConfig().siteOrigin, now: new Date(), events: getEventBus() },
        token,
      );
      if (outcome === 'unknown') ctx.res.statusCode = 404;
      return { props: { outcome } };
    },
  });
}
