import { accountBlockedMail, accountReactivatedMail, invoiceIssuedMail } from './billing-mail';

const issued = {
  name: 'Dealer <b>Auto</b>',
  number: 'VOL-2026-000123',
  total: '1.087,79 LEI',
  dueDate: '15 decembrie 2026',
  period: '1 decembrie 2026 – 31 decembrie 2026',
  invoicesUrl: 'https://volan.ro/contul-meu/newinvoices',
  pdfUrl: 'https://volan.ro/api/billing/invoices/abc.pdf',
};

describe('billing e-mails', () => {
  it('says which invoice, how much, by when, with the invoices page and the PDF', () => {
    const mail = invoiceIssuedMail(issued);
    expect(mail.template).toBe('invoice-issued');
    expect(mail.subject).toBe('Factură nouă Volan VOL-2026-000123: 1.087,79 LEI');
    expect(mail.text).toContain('De plată: 1.087,79 LEI, până pe 15 decembrie 2026.');
    expect(mail.text).toContain(issued.invoicesUrl);
    expect(mail.html).toContain(`href="${issued.pdfUrl}"`);
    expect(mail.html).toContain('Dealer &lt;b&gt;Auto&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Auto</b>');
  });

  it('explains the block and the way back, and the reactivation', () => {
    const blocked = accountBlockedMail({
      name: null,
      number: 'VOL-2026-000123',
      total: '543,29 LEI',
      invoicesUrl: issued.invoicesUrl,
    });
    expect(blocked.text.startsWith('Bună,\n')).toBe(true);
    expect(blocked.text).toContain('Factura VOL-2026-000123 (543,29 LEI) nu a fost plătită la timp');
    expect(blocked.text).toContain('nu le-am șters');
    const back = accountReactivatedMail({ name: 'Ana', accountUrl: issued.invoicesUrl });
    expect(back.subject).toBe('Contul tău Volan este din nou activ');
    expect(back.text.startsWith('Bună, Ana,')).toBe(true);
  });

  it('takes only absolute web links', () => {
    expect(() => invoiceIssuedMail({ ...issued, pdfUrl: '/api/billing/invoices/abc.pdf' })).toThrow(/PDF link/);
    expect(() => accountReactivatedMail({ name: null, accountUrl: 'javascript:alert(1)' })).toThrow(/account link/);
  });
});
