import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db/kysely.server';
import { env } from '@/lib/env';
import { openCustomerPage } from '@/lib/leads/index.server';
import { loadCustomerOffers, pdfTitle, renderOfferPdf } from '@/lib/offers/index.server';
import { getSite } from '@/lib/settings/index.server';

// /talep/{token}/teklif-{N}.pdf: a sent version of the lead's offer as a PDF (docs/decisions/037),
// behind the same link check (and wrong-link limit) as the page; anything else is a 404.

export const dynamic = 'force-dynamic';

const FILE = /^teklif-([1-9]\d{0,3})\.pdf$/;
const notFound = () => new Response('Bulunamadı', { status: 404, headers: { 'Cache-Control': 'no-store' } });

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string; file: string }> }) {
  const { token, file } = await params;
  const match = FILE.exec(file);
  const db = await getDb();
  const opened = await openCustomerPage(db, token, request.headers, env().CUSTOMER_LINK_DAYS);
  if (opened.state === 'limited') return new Response('Çok fazla deneme', { status: 429 });
  if (opened.state !== 'open' || !match) return notFound();
  const { current, older } = await loadCustomerOffers(db, opened.lead, await getSite());
  const shown = [current, ...older].find((o) => o?.offer.version === Number(match[1]));
  if (!shown) return notFound();
  const pdf = await renderOfferPdf(shown.snapshot, shown.acceptance);
  const name = `${pdfTitle(shown.acceptance !== null)} ${shown.snapshot.reference} v${shown.snapshot.version}`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="teklif-${shown.snapshot.version}.pdf"; filename*=UTF-8''${encodeURIComponent(`${name}.pdf`)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
