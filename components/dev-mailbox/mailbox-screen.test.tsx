// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/lib/i18n/create-i18n';
import { readCatalogue } from '@/test-support/i18n-test-utils';
import { MAILBOX_NAMESPACE } from './mailbox-i18n';
import { formatMailDate, MailboxScreen } from './mailbox-screen';
import type { MailboxScreenProps } from './mailbox.types';

const missing: string[] = [];

function renderScreen(props: MailboxScreenProps) {
  const i18n = createI18n({ locale: 'ro', resources: { [MAILBOX_NAMESPACE]: readCatalogue('ro', MAILBOX_NAMESPACE) } });
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_lngs, ns, key) => missing.push(`${ns}:${key}`);
  return render(
    <I18nextProvider i18n={i18n}>
      <MailboxScreen {...props} />
    </I18nextProvider>,
  );
}

const entry = {
  id: 7,
  to: 'maria@volan.test',
  subject: 'Codul tău de confirmare Volan: 042917',
  template: 'confirmation-code',
  createdAt: '2026-03-15T10:04:05.000Z',
};

afterEach(() => {
  expect(missing).toEqual([]);
  missing.length = 0;
});

describe('MailboxScreen', () => {
  it('says clearly that it is a sandbox mailbox, and lists the messages', () => {
    renderScreen({ messages: [entry], selected: null, sandbox: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Cutie poștală de test' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('cutie poștală de test (sandbox)');
    expect(screen.getByRole('link', { name: /Codul tău de confirmare Volan: 042917/ })).toHaveAttribute(
      'href',
      '/dev/mailbox?id=7',
    );
  });

  it('opens a message: text, and the HTML in an empty sandbox', () => {
    renderScreen({
      messages: [entry],
      selected: { ...entry, text: 'Codul tău de confirmare este: 042917', html: '<p>042917</p>' },
      sandbox: false,
    });
    expect(screen.getByRole('note')).toHaveTextContent('SMTP');
    expect(screen.getByRole('heading', { level: 2, name: entry.subject })).toBeInTheDocument();
    expect(screen.getByText('Codul tău de confirmare este: 042917')).toBeInTheDocument();
    expect(screen.getByTitle('Versiunea HTML')).toHaveAttribute('sandbox', '');
    // From its own address (with a CSP that lets the mail's <style> apply), not srcdoc (which inherits the page's CSP).
    expect(screen.getByTitle('Versiunea HTML')).toHaveAttribute('src', '/dev/mailbox/7');
    expect(screen.getByTitle('Versiunea HTML')).not.toHaveAttribute('srcdoc');
    expect(screen.getByRole('link', { name: /042917/ })).toHaveAttribute('aria-current', 'true');
  });

  it('says when there is no mail', () => {
    renderScreen({ messages: [], selected: null, sandbox: true });
    expect(screen.getByText('Niciun mesaj deocamdată.')).toBeInTheDocument();
    expect(formatMailDate(entry.createdAt)).toBe('2026-03-15 10:04:05 UTC');
  });
});
