/**
 * Demo conversations (docs/messages.md) between the demo accounts, so the inbox of `npm start` is
 * not empty: the buyer asked the private seller to see her car (her last message unread by her),
 * the buyer asked the dealer about financing and got a PDF simulation back (unread by the buyer),
 * and the private seller, as a buyer, asked the dealer for a final price (all read). Written only
 * when the demo adverts exist; the PDF only when there is an upload directory.
 */
import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AttachmentStore } from '@/server/services/message-files';
import type { Db } from '../client';
import { conversations, messageAttachments, messages } from '../schema/messages';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from './demo-accounts';

// The seed's clock is midnight UTC: these offsets land in Romanian daytime.
const HOUR = 3_600_000;

/** A one-page PDF (the financing simulation the dealer attached). */
async function simulationPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([420, 300]);
  const lines = [
    'Auto Premium Volan SRL - simulare de rata (exemplu)',
    'Avans: 20%',
    'Perioada: 60 de luni',
    'Dobanda anuala efectiva: 9,9%',
    'Document demonstrativ generat de Volan.',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 24, y: 260 - i * 28, size: 12, font }));
  return pdf.save();
}

interface SeedMessage {
  readonly from: 'buyer' | 'seller';
  readonly hoursAgo: number;
  readonly body: string;
  readonly pdf?: string;
}

interface SeedConversation {
  readonly advertId: number;
  readonly seller: { id: string };
  readonly buyer: { id: string; email: string; displayName: string };
  readonly subject: string;
  readonly messages: readonly SeedMessage[];
  /** Whose side has read everything (the other side's last message is unread). */
  readonly readBy: readonly ('buyer' | 'seller')[];
}

const { buyer, seller, dealer } = DEMO_ACCOUNTS;

const DEMO_CONVERSATIONS: readonly SeedConversation[] = [
  {
    advertId: DEMO_ADVERT_IDS.activeCar,
    seller,
    buyer,
    subject: 'VIEWING',
    readBy: ['buyer'],
    messages: [
      {
        from: 'buyer',
        hoursAgo: 62,
        body: 'Bună ziua! Mai este disponibilă mașina? Aș vrea să o văd în weekend, dacă se poate.',
      },
      {
        from: 'seller',
        hoursAgo: 59,
        body: 'Bună ziua, da, este disponibilă. Sâmbătă sunt acasă între 10 și 14, vă aștept.',
      },
      {
        from: 'buyer',
        hoursAgo: 12,
        body: 'Mulțumesc! Vin sâmbătă pe la 11. Îmi puteți spune dacă are cartea de service la zi?',
      },
    ],
  },
  {
    advertId: DEMO_ADVERT_IDS.dealerCar,
    seller: dealer,
    buyer,
    subject: 'FINANCING',
    readBy: ['seller'],
    messages: [
      { from: 'buyer', hoursAgo: 134, body: 'Bună ziua, se poate cumpăra în rate? Ce avans ar fi necesar?' },
      {
        from: 'seller',
        hoursAgo: 112,
        body: 'Bună ziua! Da, lucrăm cu mai multe bănci; avansul pornește de la 20%. Vă trimit atașat o simulare de rată.',
        pdf: 'simulare-rata.pdf',
      },
    ],
  },
  {
    advertId: DEMO_ADVERT_IDS.dealerCar,
    seller: dealer,
    buyer: seller,
    subject: 'FINAL_PRICE',
    readBy: ['buyer', 'seller'],
    messages: [
      { from: 'buyer', hoursAgo: 85, body: 'Bună ziua, care este prețul final? Aș plăti integral, fără finanțare.' },
      {
        from: 'seller',
        hoursAgo: 81,
        body: 'Bună ziua, pentru plata integrală vă putem oferi o reducere de 300 EUR. Mașina are garanție 12 luni.',
      },
    ],
  },
];

/** Writes the demo conversations (`now`: the seed's clock); `store` receives the PDF, when given. */
export async function seedDemoConversations(db: Db, now: Date, store: AttachmentStore | null): Promise<number> {
  for (const demo of DEMO_CONVERSATIONS) {
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    const last = at(Math.min(...demo.messages.map((m) => m.hoursAgo)));
    const lastOf = (side: 'buyer' | 'seller') => {
      const own = demo.messages.filter((m) => m.from === side);
      return own.length ? at(Math.min(...own.map((m) => m.hoursAgo))) : null;
    };
    // A side that has not read everything read up to its own last message.
    const readAt = (side: 'buyer' | 'seller') => (demo.readBy.includes(side) ? last : lastOf(side));
    const [row] = await db
      .insert(conversations)
      .values({
        advertId: demo.advertId,
        sellerId: demo.seller.id,
        buyerId: demo.buyer.id,
        buyerName: demo.buyer.displayName,
        buyerEmail: demo.buyer.email,
        subject: demo.subject,
        createdAt: at(Math.max(...demo.messages.map((m) => m.hoursAgo))),
        lastMessageAt: last,
        buyerReadAt: readAt('buyer'),
        sellerReadAt: readAt('seller'),
      })
      .returning({ id: conversations.id });
    if (!row) continue;
    for (const message of demo.messages) {
      const [stored] = await db
        .insert(messages)
        .values({
          conversationId: row.id,
          senderRole: message.from,
          senderId: message.from === 'buyer' ? demo.buyer.id : demo.seller.id,
          body: message.body,
          status: 'sent',
          createdAt: at(message.hoursAgo),
        })
        .returning({ id: messages.id });
      if (!stored || !message.pdf || !store) continue;
      const bytes = await simulationPdf();
      const storageKey = `messages/${randomUUID()}`;
      await store.put(storageKey, bytes, 'application/pdf');
      await db.insert(messageAttachments).values({
        messageId: stored.id,
        storageKey,
        fileName: message.pdf,
        contentType: 'application/pdf',
        sizeBytes: bytes.byteLength,
        createdAt: at(message.hoursAgo),
      });
    }
  }
  return DEMO_CONVERSATIONS.length;
}
