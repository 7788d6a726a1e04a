import { getAdminSession } from '@/lib/auth/guard';
import { CSV_BOM, csvRow } from '@/lib/csv';
import { listContactMessages, type ContactMessage } from '@/lib/data/contact-messages';
import { MAX_PAGE_SIZE } from '@/lib/data/inbox';
import { listQuoteRequests, type QuoteRequest } from '@/lib/data/quote-requests';
import { getDb } from '@/lib/db/kysely';
import { formatDateTime } from '@/lib/format';

export const dynamic = 'force-dynamic';

const attribution = (a: Record<string, string> | null) => (a ? Object.entries(a).map(([k, v]) => `${k}=${v}`).join(' ') : '');

/** CSV of all contact messages or quote requests (UTF-8 with BOM), streamed page by page. */
export async function GET(request: Request) {
  if (!(await getAdminSession())) return new Response('Oturum gerekli.', { status: 401, headers: { 'Cache-Control': 'no-store' } });
  const quotes = new URL(request.url).searchParams.get('tur') === 'teklifler';
  const db = await getDb();
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM));
      controller.enqueue(
        encoder.encode(
          csvRow(
            quotes
              ? ['Talep no', 'Tarih', 'Ad soyad', 'E-posta', 'Telefon', 'Nereden', 'Nereye', 'Hizmet', 'Mesaj', 'Durum', 'Kaynak', 'Kimlik']
              : ['Talep no', 'Tarih', 'Ad soyad', 'E-posta', 'Telefon', 'Konu', 'Mesaj', 'Durum', 'Kaynak', 'Kimlik'],
          ),
        ),
      );
      for (let page = 1; ; page++) {
        const result = quotes
          ? await listQuoteRequests(db, { page, pageSize: MAX_PAGE_SIZE })
          : await listContactMessages(db, { page, pageSize: MAX_PAGE_SIZE });
        for (const r of result.items) {
          const q = quotes ? (r as QuoteRequest) : null;
          const m = quotes ? null : (r as ContactMessage);
          controller.enqueue(
            encoder.encode(
              csvRow([
                r.reference,
                formatDateTime(r.createdAt),
                r.name,
                r.email,
                r.phone,
                ...(q ? [q.fromLocation, q.toLocation, q.serviceType] : [m!.subject]),
                r.message,
                r.isRead ? (quotes ? 'İncelendi' : 'Okundu') : quotes ? 'Yeni' : 'Okunmamış',
                attribution(r.attribution),
                r.id,
              ]),
            ),
          );
        }
        if (page >= result.pageCount) break;
      }
      controller.close();
    },
  });
  const name = quotes ? 'teklif-talepleri' : 'iletisim-mesajlari';
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
