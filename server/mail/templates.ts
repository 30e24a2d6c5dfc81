/**
 * The site's mail, in Romanian: plain text plus a simple HTML version. Every value put into the
 * HTML is escaped (names come from users).
 */

/** Which template a message was made from (stored with outbox rows). */
export type MailTemplateId =
  | 'confirmation-code'
  | 'password-reset-code'
  | 'invitation'
  | 'abuse-report-confirmation'
  | 'message-confirmation'
  | 'new-message'
  | 'saved-search-alert'
  | 'invoice-issued'
  | 'account-blocked'
  | 'account-reactivated';

/** A rendered message, without its recipient. */
export interface MailContent {
  template: MailTemplateId;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe); the outbox keeps them too. */
  headers?: Readonly<Record<string, string>>;
}

export const SIGNATURE = 'Echipa Volan';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export function greeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Bună, ${trimmed},` : 'Bună,';
}

export function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html>
<html lang="ro">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b5cad">Volan</p>
${body}
<p style="margin:24px 0 0;color:#57606a">${SIGNATURE}</p>
</div>
</body>
</html>
`;
}

function codeBlock(code: string): string {
  return `<span style="display:inline-block;padding:8px 16px;font-size:28px;letter-spacing:6px;font-weight:bold;background:#eef4fb;border-radius:6px">${escapeHtml(code)}</span>`;
}

/** The sign-up confirmation code. */
export function confirmationCodeMail(input: { name?: string | null; code: string }): MailContent {
  const subject = `Codul tău de confirmare Volan: ${input.code}`;
  const text = [
    greeting(input.name),
    '',
    `Codul tău de confirmare este: ${input.code}`,
    '',
    'Introdu-l pe pagina de confirmare ca să îți activezi contul Volan. Codul este valabil 24 de ore.',
    '',
    'Dacă nu tu ți-ai creat un cont pe Volan, ignoră acest mesaj.',
    '',
    SIGNATURE,
  ].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(input.name)),
    'Codul tău de confirmare este:',
    codeBlock(input.code),
    'Introdu-l pe pagina de confirmare ca să îți activezi contul Volan. Codul este valabil 24 de ore.',
    'Dacă nu tu ți-ai creat un cont pe Volan, ignoră acest mesaj.',
  ]);
  return { template: 'confirmation-code', subject, text, html };
}

/** The password reset code. */
export function passwordResetCodeMail(input: { name?: string | null; code: string }): MailContent {
  const subject = `Resetarea parolei Volan: codul ${input.code}`;
  const text = [
    greeting(input.name),
    '',
    'Am primit o cerere de resetare a parolei contului tău Volan.',
    `Codul de resetare este: ${input.code}`,
    '',
    'Introdu-l împreună cu parola nouă. Codul este valabil 24 de ore.',
    '',
    'Dacă nu tu ai cerut resetarea, ignoră acest mesaj: parola ta rămâne neschimbată.',
    '',
    SIGNATURE,
  ].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(input.name)),
    'Am primit o cerere de resetare a parolei contului tău Volan. Codul de resetare este:',
    codeBlock(input.code),
    'Introdu-l împreună cu parola nouă. Codul este valabil 24 de ore.',
    'Dacă nu tu ai cerut resetarea, ignoră acest mesaj: parola ta rămâne neschimbată.',
  ]);
  return { template: 'password-reset-code', subject, text, html };
}

/** An invitation to join a dealer's team (multi-user accounts). */
export function invitationMail(input: { inviterName: string; companyName: string; link: string }): MailContent {
  // The link becomes an href: only web links, never javascript: or data:.
  if (!/^https?:\/\//i.test(input.link)) throw new Error('invitation link must be an http(s) URL');
  const subject = `${input.inviterName} te invită în echipa ${input.companyName} pe Volan`;
  const text = [
    greeting(null),
    '',
    `${input.inviterName} te-a invitat să te alături echipei ${input.companyName} pe Volan.`,
    'Deschide linkul de mai jos ca să îți creezi contul și să accepți invitația:',
    input.link,
    '',
    'Dacă nu te aștepți la această invitație, ignoră acest mesaj.',
    '',
    SIGNATURE,
  ].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(null)),
    `${escapeHtml(input.inviterName)} te-a invitat să te alături echipei <strong>${escapeHtml(input.companyName)}</strong> pe Volan.`,
    `<a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#ffffff;border-radius:6px;text-decoration:none">Acceptă invitația</a>`,
    `Sau copiază linkul în browser: ${escapeHtml(input.link)}`,
    'Dacă nu te aștepți la această invitație, ignoră acest mesaj.',
  ]);
  return { template: 'invitation', subject, text, html };
}

/** The confirmation of a report of an advert: the link confirms that the address's owner sent it. */
export function abuseReportConfirmationMail(input: { advertTitle: string; link: string }): MailContent {
  if (!/^https?:\/\//i.test(input.link)) throw new Error('confirmation link must be an http(s) URL');
  const subject = 'Confirmă raportarea anunțului pe Volan';
  const text = [
    greeting(null),
    '',
    `Am primit raportarea ta pentru anunțul „${input.advertTitle}”.`,
    'Deschide linkul de mai jos ca să confirmi că tu ai trimis-o; echipa noastră o verifică apoi cu prioritate:',
    input.link,
    '',
    'Dacă nu ai raportat acest anunț, ignoră acest mesaj.',
    '',
    SIGNATURE,
  ].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(null)),
    `Am primit raportarea ta pentru anunțul <strong>„${escapeHtml(input.advertTitle)}”</strong>.`,
    'Confirmă că tu ai trimis-o; echipa noastră o verifică apoi cu prioritate.',
    `<a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#ffffff;border-radius:6px;text-decoration:none">Confirmă raportarea</a>`,
    `Sau copiază linkul în browser: ${escapeHtml(input.link)}`,
    'Dacă nu ai raportat acest anunț, ignoră acest mesaj.',
  ]);
  return { template: 'abuse-report-confirmation', subject, text, html };
}

/** `url` when it is an absolute http(s) URL (links in mail must be); throws naming `what` otherwise. */
export function absolute(url: string, what: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error(`${what} must be an absolute http(s) URL`);
  return url;
}

export function button(link: string, label: string): string {
  return `<a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;
}

/** The confirmation of a message an anonymous buyer sent to a seller: the link delivers it. */
export function messageConfirmationMail(input: { name: string; advertTitle: string; link: string }): MailContent {
  if (!/^https?:\/\//i.test(input.link)) throw new Error('confirmation link must be an http(s) URL');
  const subject = 'Confirmă mesajul trimis vânzătorului pe Volan';
  const text = [
    greeting(input.name),
    '',
    `Ai scris vânzătorului anunțului „${input.advertTitle}”.`,
    'Deschide linkul de mai jos ca să confirmi adresa de e-mail; mesajul ajunge apoi la vânzător:',
    input.link,
    '',
    'Dacă nu tu ai scris acest mesaj, ignoră acest e-mail: mesajul nu va fi trimis.',
    '',
    SIGNATURE,
  ].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(input.name)),
    `Ai scris vânzătorului anunțului <strong>„${escapeHtml(input.advertTitle)}”</strong>.`,
    'Confirmă adresa de e-mail; mesajul ajunge apoi la vânzător.',
    button(input.link, 'Confirmă și trimite mesajul'),
    `Sau copiază linkul în browser: ${escapeHtml(input.link)}`,
    'Dacă nu tu ai scris acest mesaj, ignoră acest e-mail: mesajul nu va fi trimis.',
  ]);
  return { template: 'message-confirmation', subject, text, html };
}

/** A new message in a conversation, to the other party, with a link to the conversation. */
export function newMessageMail(input: {
  name: string | null;
  senderName: string;
  advertTitle: string;
  excerpt: string;
  link: string;
}): MailContent {
  if (!/^https?:\/\//i.test(input.link)) throw new Error('conversation link must be an http(s) URL');
  const subject = `Mesaj nou de la ${input.senderName}: ${input.advertTitle}`;
  const text = [
    greeting(input.name),
    '',
    `${input.senderName} ți-a scris despre anunțul „${input.advertTitle}”:`,
    '',
    input.excerpt,
    '',
    'Citește și răspunde aici:',
    input.link,
    '',
    SIGNATURE,
  ].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(input.name)),
    `${escapeHtml(input.senderName)} ți-a scris despre anunțul <strong>„${escapeHtml(input.advertTitle)}”</strong>:`,
    `<span style="display:block;padding:12px;background:#f4f5f7;border-radius:6px;white-space:pre-wrap">${escapeHtml(input.excerpt)}</span>`,
    button(input.link, 'Citește și răspunde'),
  ]);
  return { template: 'new-message', subject, text, html };
}
