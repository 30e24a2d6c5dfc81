/**
 * Demo house ads (docs/slots-and-offline.md): our own products in the advert slots of home,
 * listing and ad pages, linking only to pages that exist (lib/routes/route-table.ts). Two ads
 * share the leaderboard by weight (3 : 1); one ad's window has ended and one has not begun, so
 * the demo shows the window at work.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { houseAds } from '../schema/operations';

const DAY = 86_400_000;

/** The rows, with windows relative to `now`. */
export function houseAdRows(now: Date): (typeof houseAds.$inferInsert)[] {
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  return [
    {
      // The top wideboard above the header of home, listing and ad pages; ADS-WIDEBOARD@b hides it.
      slot: 'Slot1',
      title: 'Verifică mașina înainte să o cumperi',
      body: 'Pe anunțurile cu VIN găsești raportul de istoric: kilometraj, daune și inspecții.',
      targetUrl: '/autoturisme',
      tpb: 'top_wideboard_history',
    },
    {
      slot: 'slot-hp-double-triple-billboard',
      title: 'Vinde mai repede cu Volan',
      body: 'Adaugă anunțul în câteva minute: completăm noi datele mașinii după VIN și îți arătăm prețul potrivit.',
      targetUrl: '/anunt-nou/selectcategory',
      tpb: 'hp_billboard_post_ad',
    },
    {
      slot: 'slot-hp-mob-ldb',
      title: 'Primește alerte pentru mașina căutată',
      body: 'Salvează căutarea și îți trimitem anunțurile noi pe e-mail.',
      targetUrl: '/cautari-salvate',
      tpb: 'hp_mob_ldb_alerts',
    },
    {
      slot: 'slot-credit_widget_logo_hp',
      title: 'Portofelul Volan',
      body: 'Încarcă credite o dată și plătește promovările dintr-un clic.',
      targetUrl: '/contul-meu/portofel',
      tpb: 'hp_credit_logo_wallet',
    },
    {
      slot: 'slot-credit_widget_text_hp',
      title: 'Pachete pentru dealeri',
      body: 'Compară pachetele și alege câte anunțuri și promovări îți trebuie în fiecare lună.',
      targetUrl: '/contul-meu/package-comparison',
      tpb: 'hp_credit_text_packages',
    },
    {
      slot: 'slot-leaderboard',
      title: 'Nu rata mașina potrivită',
      body: 'Salvează această căutare și află primul când apare un anunț nou.',
      targetUrl: '/cautari-salvate',
      tpb: 'listing_ldb_alerts',
      weight: 3,
    },
    {
      slot: 'slot-leaderboard',
      title: 'Ești dealer? Alege pachetul potrivit',
      body: 'Anunțe nelimitate, promovări incluse și statistici pentru parcul tău auto.',
      targetUrl: '/contul-meu/package-comparison',
      tpb: 'listing_ldb_packages',
      weight: 1,
    },
    {
      slot: 'slot-750x100_bottom',
      title: 'Dealeri verificați din toată țara',
      body: 'Vezi parcurile auto, programul și recenziile clienților.',
      targetUrl: '/dealeri',
      tpb: 'listing_bottom_dealers',
    },
    {
      slot: 'slot-320x50_bottom',
      title: 'Vinzi o mașină? Adaugă anunțul gratuit',
      body: '',
      targetUrl: '/anunt-nou/selectcategory',
      tpb: 'bottom_mob_post_ad',
    },
    {
      slot: 'slot-1180_280_bottom',
      title: 'Promovează-ți anunțul',
      body: 'Anunțurile promovate apar primele în rezultate. Plătești din portofelul Volan, cu credite.',
      targetUrl: '/contul-meu/portofel',
      tpb: 'ad_bottom_promote',
    },
    {
      slot: 'slot-beacon',
      title: 'Salvează anunțul la favorite',
      body: 'Îl găsești oricând, pe orice dispozitiv.',
      targetUrl: '/favorite',
      tpb: 'ad_beacon_favourites',
    },
    {
      slot: 'baxter-c-footer',
      title: 'Volan pentru dealeri',
      body: 'Pachete, portofel de credite și statistici într-un singur cont.',
      targetUrl: '/contul-meu/package-comparison',
      tpb: 'footer_dealers',
    },
    {
      slot: 'slot-hp-double-triple-billboard',
      title: 'Campania de Black Friday s-a încheiat',
      body: 'Fereastra acestui anunț a trecut: nu mai apare.',
      targetUrl: '/contul-meu/package-comparison',
      tpb: 'hp_billboard_ended',
      weight: 100,
      startsAt: days(-30),
      endsAt: days(-1),
    },
    {
      slot: 'slot-leaderboard',
      title: 'Reduceri de iarnă la promovări',
      body: 'Începe peste o lună.',
      targetUrl: '/contul-meu/portofel',
      tpb: 'listing_ldb_winter',
      weight: 100,
      startsAt: days(30),
      endsAt: days(60),
    },
  ];
}

/** Inserts the demo house ads when the table is empty (so a running demo keeps its own edits). */
export async function seedHouseAds(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(houseAds);
  if ((row?.n ?? 0) > 0) return 0;
  const rows = houseAdRows(now);
  await db.insert(houseAds).values(rows);
  return rows.length;
}
