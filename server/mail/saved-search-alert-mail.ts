/**
 * The saved-search alert (docs/saved-searches.md, The e-mail), in Romanian like the site's other
 * mail (accounts keep no language yet): the new adverts with photo, title, price and facts, at
 * most ALERT_MAIL_MAX_ADVERTS with 'and N more' leading to the search, a link to open the search,
 * an unsubscribe link, and the List-Unsubscribe headers of RFC 2369 / RFC 8058 (one-click POST).
 */
import { absolute, button, escapeHtml, greeting, layout, type MailContent, SIGNATURE } from './templates';

/** The most adverts one alert lists; the rest are counted and reached through the search. */
export const ALERT_MAIL_MAX_ADVERTS = 20;

/** One advert of the alert, ready to show (absolute URLs). */
export interface AlertMailAdvert {
  title: string;
  url: string;
  photoUrl: string | null;
  /** As the site writes it: '12.500 EUR'. */
  price: string;
  /** Year, mileage, fuel, place..., already in words. */
  facts: string[];
}

/** What the alert says. */
export interface AlertMailInput {
  name: string | null;
  searchName: string;
  summary: string;
  /** Every new advert of this alert (the mail lists the first ALERT_MAIL_MAX_ADVERTS). */
  adverts: readonly AlertMailAdvert[];
  searchUrl: string;
  /** The page that confirms the unsubscribe (GET, shown to a person). */
  unsubscribeUrl: string;
  /** The one-click endpoint (POST, RFC 8058) mail clients call. */
  oneClickUrl: string;
}

const plural = new Intl.PluralRules('ro');

/** '1 anunț nou', '3 anunțuri noi', '25 de anunțuri noi'. */
export function newAdvertsText(count: number): string {
  const form = plural.select(count);
  if (form === 'one') return `${count} anunț nou`;
  if (form === 'few') return `${count} anunțuri noi`;
  return `${count} de anunțuri noi`;
}

function advertHtml(advert: AlertMailAdvert): string {
  const photo = advert.photoUrl
    ? `<img src="${escapeHtml(advert.photoUrl)}" alt="" width="120" style="display:block;width:120px;height:auto;border-radius:6px">`
    : '';
  return `<a href="${escapeHtml(advert.url)}" style="display:flex;gap:12px;color:#1f2328;text-decoration:none;border-top:1px solid #e5e7eb;padding-top:12px">${photo}<span><strong style="color:#0b5cad">${escapeHtml(advert.title)}</strong><br><strong>${escapeHtml(advert.price)}</strong><br><span style="color:#57606a">${escapeHtml(advert.facts.join(' · '))}</span></span></a>`;
}

/** The alert e-mail of one saved search. */
export function savedSearchAlertMail(input: AlertMailInput): MailContent {
  const searchUrl = absolute(input.searchUrl, 'search link');
  const unsubscribeUrl = absolute(input.unsubscribeUrl, 'unsubscribe link');
  const oneClickUrl = absolute(input.oneClickUrl, 'one-click unsubscribe link');
  const total = input.adverts.length;
  const shown = input.adverts.slice(0, ALERT_MAIL_MAX_ADVERTS);
  const more = total - shown.length;
  const subject = `${newAdvertsText(total)} pentru „${input.searchName}”`;
  const moreText =
    more > 0 ? `Și încă ${newAdvertsText(more)}. Vezi toate anunțurile căutării:` : 'Vezi toate anunțurile căutării:';
  const text = [
    greeting(input.name),
    '',
    `Căutarea ta salvată „${input.searchName}” (${input.summary}) are ${newAdvertsText(total)}:`,
    '',
    ...shown.flatMap((a) => [a.title, `${a.price} · ${a.facts.join(' · ')}`, a.url, '']),
    moreText,
    searchUrl,
    '',
    'Nu mai vrei alerte pentru această căutare? Dezabonează-te:',
    unsubscribeUrl,
    '',
    SIGNATURE,
  ].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(input.name)),
    `Căutarea ta salvată <strong>„${escapeHtml(input.searchName)}”</strong> (${escapeHtml(input.summary)}) are ${escapeHtml(newAdvertsText(total))}:`,
    ...shown.map(advertHtml),
    more > 0 ? escapeHtml(`Și încă ${newAdvertsText(more)}.`) : '',
    button(searchUrl, 'Vezi toate anunțurile căutării'),
    `<span style="font-size:13px;color:#57606a">Nu mai vrei alerte pentru această căutare? <a href="${escapeHtml(unsubscribeUrl)}" style="color:#57606a">Dezabonează-te</a>.</span>`,
  ]).replace('<p style="margin:0 0 16px"></p>\n', '');
  return {
    template: 'saved-search-alert',
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
