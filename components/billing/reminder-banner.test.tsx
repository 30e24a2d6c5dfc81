// @vitest-environment jsdom
/**
 * The banner of each stage of SPEC §4 with the server's counts and dates written out in Romanian:
 * its title, text, severity (words and role), the pay link, the zero-days wording of stages 1 and 5,
 * the declared note, and no unblock offered once it was used.
 */
import { screen } from '@testing-library/react';
import { BILLING_STATUS, BLOCKED_AGAIN_STATUS, DECLARED_STATUS } from '@/lib/billing/billing.fixtures';
import type { BillingStatusView } from '@/lib/graphql/generated/operations';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { ReminderBanner } from './reminder-banner';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

function banner(status: BillingStatusView, onUnblock: (() => void) | null = null) {
  renderWithProviders(<ReminderBanner status={status} onInvoicesPage={false} onUnblock={onUnblock} />);
  return document.querySelector<HTMLElement>('[data-billing-stage]');
}

describe('ReminderBanner', () => {
  it('shows nothing at NONE', () => {
    expect(banner(BILLING_STATUS.NONE)).toBeNull();
  });

  it.each([
    [
      BILLING_STATUS.NEW_INVOICE,
      'Informare',
      'status',
      'Ai o factură nouă de plată',
      'Plătește factura VOL-2026-000123 în 5 zile, până la 15 martie 2026.',
    ],
    [
      { ...BILLING_STATUS.NEW_INVOICE, daysLeft: 1 },
      'Informare',
      'status',
      'Ai o factură nouă de plată',
      'Plătește factura VOL-2026-000123 într-o zi, până la 15 martie 2026.',
    ],
    [
      { ...BILLING_STATUS.NEW_INVOICE, daysLeft: 0 },
      'Informare',
      'status',
      'Ai o factură nouă de plată',
      'Plătește factura VOL-2026-000123 astăzi, 15 martie 2026: este ultima zi de plată.',
    ],
    [
      { ...BILLING_STATUS.OVERDUE, daysLeft: 20 },
      'Atenție',
      'status',
      'Evită blocarea contului',
      'Plătește-o în 20 de zile, până la 24 martie 2026, ca să eviți blocarea contului. Confirmarea unei plăți poate dura 2 zile lucrătoare.',
    ],
    [
      BILLING_STATUS.BLOCK_IMMINENT,
      'Urgent',
      'alert',
      'Evită blocarea',
      'Plătește factura VOL-2026-000123 până la 24 martie 2026, ultima zi înainte de blocarea contului.',
    ],
    [
      BILLING_STATUS.BLOCKED,
      'Urgent',
      'alert',
      'Contul tău este blocat',
      'Plătește factura restantă VOL-2026-000123 ca să-ți reactivezi contul.',
    ],
    [
      BILLING_STATUS.TEMPORARILY_UNBLOCKED,
      'Atenție',
      'status',
      'Contul tău a fost deblocat temporar',
      'Dacă nu primim plata facturii VOL-2026-000123 în 2 zile, până la 30 martie 2026, contul va fi blocat din nou.',
    ],
    [
      { ...BILLING_STATUS.TEMPORARILY_UNBLOCKED, daysLeft: 0, dueDate: '2026-03-28' },
      'Atenție',
      'status',
      'Contul tău a fost deblocat temporar',
      'Plata facturii VOL-2026-000123 trebuie să ajungă astăzi: dacă nu o primim astăzi, contul va fi blocat din nou.',
    ],
  ] as const)('%# %s: %s', (status, severity, role, title, text) => {
    const shown = banner(status)!;
    expect(shown).toHaveAttribute('role', role);
    expect(shown).toHaveTextContent(severity);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(shown).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Plătește factura' })).toHaveAttribute(
      'href',
      '/plata-prin-volan/new-payment?invoices=inv-1',
    );
    expect(screen.getByRole('link', { name: 'Vezi facturile' })).toHaveAttribute('href', '/contul-meu/newinvoices');
  });

  it('says when the payment was declared', () => {
    expect(banner(DECLARED_STATUS)).toHaveTextContent(
      'Ne-ai spus pe 23 martie 2026 că ai plătit. Confirmăm plata când ajunge la noi (până la 2 zile lucrătoare).',
    );
  });

  it('offers the unblock only when asked to, and says when it was used', () => {
    banner(BILLING_STATUS.BLOCKED, () => {});
    expect(screen.getByRole('button', { name: 'Deblochează temporar' })).toBeEnabled();
    document.body.innerHTML = '';
    const used = banner(BLOCKED_AGAIN_STATUS)!;
    expect(used).toHaveTextContent(
      'Ai folosit deja deblocarea temporară: contul se reactivează după plata tuturor facturilor restante.',
    );
    expect(screen.queryByRole('button', { name: 'Deblochează temporar' })).toBeNull();
  });
});
