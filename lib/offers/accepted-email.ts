// The customer's e-mail after "Teklifi onayla": what they accepted (version, total, date),
// when, and a link to their page and the contract's PDF. Plain Turkish, no attachment.
import { formatDateTime } from '@/lib/format';
import type { SiteConfig } from '@/lib/site';
import type { OfferSnapshot } from './snapshot';
import { LINK_WARNING, MAIL_TEXT, escapeHtml, mailTable } from '@/lib/email/html';

/** The contract's PDF beside the customer's page. */
export const offerPdfPath = (pagePath: string, version: number) => `${pagePath}/teklif-${version}.pdf`;

export function offerAcceptedEmail(
  customer: { name: string },
  company: Pick<SiteConfig, 'name' | 'phone'>,
  snapshot: OfferSnapshot,
  acceptance: { fullName: string; acceptedAt: string; snapshotSha256: string },
  pageUrl: string,
): { subject: string; text: string; html: string } {
  const firstName = customer.name.split(' ')[0] ?? customer.name;
  const pdfUrl = offerPdfPath(pageUrl, snapshot.version);
  const subject = `${snapshot.reference} numaralı talebiniz: teklifi onayladınız`.trim();
  const intro = `${company.name} olarak ${snapshot.version}. sürüm teklifimizi ${formatDateTime(acceptance.acceptedAt)} tarihinde ${acceptance.fullName} adıyla onayladığınızı kaydettik. Teşekkür ederiz.`;
  const rows: [string, string][] = [
    ['Taşıma tarihi', snapshot.moveDateText],
    ['Toplam', `${snapshot.totalText} (${snapshot.vat.statement})`],
    ['Onay kaydı (SHA-256)', acceptance.snapshotSha256],
  ];
  const text = [
    `Merhaba ${firstName},`,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `Onayladığınız teklif ve taşıma koşulları sayfanızda: ${pageUrl}`,
    `Eşya Taşıma Sözleşmesi (PDF): ${pdfUrl}`,
    '',
    LINK_WARNING,
    '',
    `${company.phone.display} · ${company.name}`,
  ].join('\n');
  const html = `<p style="${MAIL_TEXT}">Merhaba ${escapeHtml(firstName)},</p>
<p style="${MAIL_TEXT}">${escapeHtml(intro)}</p>
${mailTable(rows)}
<p style="${MAIL_TEXT}"><a href="${escapeHtml(pageUrl)}">Sayfamı aç</a> · <a href="${escapeHtml(pdfUrl)}">Sözleşmeyi indir (PDF)</a></p>
<p style="${MAIL_TEXT}">${escapeHtml(LINK_WARNING)}</p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#555">${escapeHtml(company.phone.display)} · ${escapeHtml(company.name)}</p>`;
  return { subject, text, html };
}
