/**
 * 'Trimite mesaj' next to the seller on the ad page: the button, and the contact dialog (loaded
 * when first opened, so the ad page carries none of its code) run by the contactSeller machine.
 * The button is hidden on the viewer's own advert when the session says who the viewer is (the
 * server refuses it anyway); it waits for the session, which decides the name and e-mail fields.
 * The sticky bar opens the same dialog through the same view (useAdvertContact).
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { useContactSeller, type ContactSellerView } from '@/machines/contact-seller/use-contact-seller';
import { useViewerIds } from '@/machines/session/use-session';
import styles from './contact-seller.module.css';

const ContactDialog = dynamic(() => import('./contact-dialog').then((m) => m.ContactDialog), { ssr: false });

/** The dialog's component: loaded on first open on the page; model tests give it directly. */
type DialogComponent = ComponentType<{ view: ContactSellerView }>;

/** The button and the dialog for a view (the page's hook, or a model test's). */
export function ContactSellerLayout({
  view,
  Dialog = ContactDialog,
}: {
  view: ContactSellerView;
  Dialog?: DialogComponent;
}) {
  const { t } = useTranslation('advert');
  return (
    <>
      <button
        type="button"
        className={`${buttons.button} ${buttons.primary} ${styles.open}`}
        onClick={view.openDialog}
        aria-haspopup="dialog"
      >
        {t('contact.open')}
      </button>
      {view.open && <Dialog view={view} />}
    </>
  );
}

/**
 * The page's one contact form (the seller box and the sticky bar open the same dialog), or null
 * where no 'Trimite mesaj' is offered: while the session loads (nobody knows yet whether to ask
 * for a name and an e-mail) and on the viewer's own advert. Signing in or out on the page reaches
 * the machine as an event, so the draft survives it.
 */
export function useAdvertContact(advertId: string, sellerId: string): ContactSellerView | null {
  const viewerIds = useViewerIds();
  const view = useContactSeller({ advertId, anonymous: (viewerIds?.length ?? 0) === 0 });
  return viewerIds === null || viewerIds.includes(sellerId) ? null : view;
}

/** 'Trimite mesaj' under the seller box, and the dialog, for the page's contact form. */
export function ContactSeller({ view }: { view: ContactSellerView | null }) {
  return view ? <ContactSellerLayout view={view} /> : null;
}
