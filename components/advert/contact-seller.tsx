/**
 * 'Trimite mesaj' next to the seller on the ad page: the button, and the contact dialog (loaded
 * when first opened, so the ad page carries none of its code) run by the contactSeller machine.
 * The button is hidden on the viewer's own advert when the session says who the viewer is (the
 * server refuses it anyway); it waits for the session, which decides the name and e-mail fields.
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { ContactSellerInput } from '@/machines/contact-seller/contact-seller.types';
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

function ContactSellerFlow(input: ContactSellerInput) {
  return <ContactSellerLayout view={useContactSeller(input)} />;
}

export function ContactSeller({ advertId, sellerId }: { advertId: string; sellerId: string }) {
  const viewerIds = useViewerIds();
  // While the session loads nobody knows whether to ask for a name and an e-mail.
  if (viewerIds === null || viewerIds.includes(sellerId)) return null;
  const anonymous = viewerIds.length === 0;
  // Signing in or out starts a new form (the fields asked differ).
  return <ContactSellerFlow key={String(anonymous)} advertId={advertId} anonymous={anonymous} />;
}
