/** /api/billing/invoices/{id}.pdf: an invoice's PDF, for its dealer and entitled sub-users (docs/billing.md). */
import type { NextApiRequest, NextApiResponse } from 'next';
import { serveInvoicePdf } from '@/server/services/billing/invoice-pdf-route';

export default function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return serveInvoicePdf(req, res);
}
