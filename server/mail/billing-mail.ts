/**
 * The billing e-mails (docs/billing.md, E-mails), in Romanian like the site's other mail: a new
 * invoice, the account blocked for an unpaid invoice, and the account active again. Amounts and
 * dates arrive already written the site's way ('1.087,79 LEI', '12 decembrie 2026').
 */
import { absolute, button, escapeHtml, greeting, layout, type MailContent, SIGNATURE } from './templates';

/** A new invoice to pay: number, amount, due date, the invoices page and the PDF. */
export function invoiceIssuedMail(input: {
  name: string | null;
  number: string;
  total: string;
  dueDate: string;
  period: string;
  invoicesUrl: string;
  pdfUrl: string;
}): MailContent {
  absolute(input.invoicesUrl, 'invoices link');
  absolute(input.pdfUrl, 'PDF link');
  const subject = `Factură nouă Volan ${input.number}: ${input.total}`;
  const lines = [
    `Ți-am emis factura ${input.number} pentru perioada ${input.period}.`,
    `De plată: ${input.total}, până pe ${input.dueDate}.`,
  ];
  const after =
    'Poți plăti cu cardul sau prin transfer bancar din pagina de facturi. Dacă factura nu este plătită la timp, contul poate fi blocat și anunțurile tale nu mai apar în căutări.';
  const text = [
    greeting(input.name),
    '',
    ...lines,
    '',
    'Plătește factura aici:',
    input.invoicesUrl,
    '',
    `Factura în format PDF: ${input.pdfUrl}`,
    '',
    after,
    '',
    SIGNATURE,
  ].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(input.name)),
    ...lines.map(escapeHtml),
    button(input.invoicesUrl, 'Plătește factura'),
    `<a href="${escapeHtml(input.pdfUrl)}" style="color:#0b5cad">Descarcă factura (PDF)</a>`,
    escapeHtml(after),
  ]);
  return { template: 'invoice-issued', subject, text, html };
}

/** The account was blocked: which invoice, what happened to the adverts, how to reactivate. */
export function accountBlockedMail(input: {
  name: string | null;
  number: string;
  total: string;
  invoicesUrl: string;
}): MailContent {
  absolute(input.invoicesUrl, 'invoices link');
  const subject = 'Contul tău Volan a fost blocat';
  const lines = [
    `Factura ${input.number} (${input.total}) nu a fost plătită la timp, așa că ți-am blocat contul.`,
    'Anunțurile tale nu mai apar în căutări cât timp contul este blocat; nu le-am șters.',
    'Plătește factura restantă ca să reactivezi contul: după plata cu cardul, contul și anunțurile revin imediat.',
  ];
  const text = [
    greeting(input.name),
    '',
    ...lines,
    '',
    input.invoicesUrl,
    '',
    'Dacă ai plătit deja prin transfer bancar, confirmarea poate dura până la 2 zile lucrătoare.',
    '',
    SIGNATURE,
  ].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(input.name)),
    ...lines.map(escapeHtml),
    button(input.invoicesUrl, 'Plătește factura restantă'),
    escapeHtml('Dacă ai plătit deja prin transfer bancar, confirmarea poate dura până la 2 zile lucrătoare.'),
  ]);
  return { template: 'account-blocked', subject, text, html };
}

/** The block was lifted because the account owes nothing overdue any more. */
export function accountReactivatedMail(input: { name: string | null; accountUrl: string }): MailContent {
  absolute(input.accountUrl, 'account link');
  const subject = 'Contul tău Volan este din nou activ';
  const lines = [
    'Am primit plata, mulțumim! Contul tău este din nou activ.',
    'Anunțurile tale apar din nou în căutări.',
  ];
  const text = [greeting(input.name), '', ...lines, '', input.accountUrl, '', SIGNATURE].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(input.name)),
    ...lines.map(escapeHtml),
    button(input.accountUrl, 'Mergi la contul meu'),
  ]);
  return { template: 'account-reactivated', subject, text, html };
}
