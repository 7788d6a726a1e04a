import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatDateTime } from '@/lib/format';
import {
  CONDITION_RECORD_NOTE,
  CONDITION_RECORD_TITLE,
  conditionRecordLine,
  conditionRecordRows,
} from './condition-record';
import type { OfferSnapshot } from './snapshot';
import type { OfferAcceptance } from './types';

// The offer as a PDF (docs/decisions/037): "Taşıma Teklifi" before acceptance, "Eşya Taşıma
// Sözleşmesi" after, printed from the same snapshot the page shows (an accepted offer from
// the stored one), so the numbers are the page's. A4, DejaVu Sans embedded (Turkish letters).

const FONT_DIR = path.join(process.cwd(), 'assets', 'fonts');
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

export const pdfTitle = (accepted: boolean) => (accepted ? 'Eşya Taşıma Sözleşmesi' : 'Taşıma Teklifi');

type Acceptance = Pick<OfferAcceptance, 'fullName' | 'fromAddress' | 'toAddress' | 'acceptedAt' | 'snapshotSha256'>;

export function renderOfferPdf(snapshot: OfferSnapshot, acceptance: Acceptance | null): Promise<Buffer> {
  const title = pdfTitle(acceptance !== null);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: {
      Title: `${title} ${snapshot.reference} (sürüm ${snapshot.version})`,
      Author: snapshot.company.legalName,
      Subject: title,
    },
    lang: 'tr-TR',
    bufferPages: false,
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('bold').fontSize(12).fillColor('#0f172a').text(text, left, undefined, { width });
    doc.moveDown(0.2).font('regular').fontSize(10).fillColor('#1e293b');
  };
  const para = (text: string) => doc.font('regular').fontSize(10).text(text, left, undefined, { width });
  const pair = (label: string, value: string) =>
    doc
      .font('bold')
      .fontSize(10)
      .text(`${label}: `, left, undefined, { width, continued: true })
      .font('regular')
      .text(value);
  const list = (items: string[]) => {
    if (items.length === 0) return para('—');
    for (const item of items)
      doc
        .font('regular')
        .fontSize(10)
        .text(`•  ${item}`, left + 6, undefined, { width: width - 6 });
  };

  doc.font('bold').fontSize(18).fillColor('#0f172a').text(title, left, undefined, { width });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#475569')
    .text(
      `Talep numarası ${snapshot.reference} · Sürüm ${snapshot.version} · Gönderim ${formatDateTime(snapshot.sentAt)}`,
    );
  doc.fillColor('#1e293b');

  heading('Taraflar');
  pair('Taşıyıcı', snapshot.company.legalName);
  para(`${snapshot.company.name} · ${snapshot.company.address}`);
  para(`Telefon ${snapshot.company.phone} · ${snapshot.company.email}`);
  if (snapshot.company.k3Line) para(snapshot.company.k3Line);
  if (snapshot.company.insurerLine) para(snapshot.company.insurerLine);
  if (acceptance) {
    doc.moveDown(0.4);
    pair('Müşteri (gönderen)', acceptance.fullName);
    pair('Eşyaların alınacağı adres', acceptance.fromAddress);
    pair('Eşyaların götürüleceği adres', acceptance.toAddress);
  }

  heading('Fiyat');
  const amountWidth = 110;
  for (const line of snapshot.lines) {
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .text(line.label, left, y, { width: width - amountWidth - 8 });
    const after = doc.y;
    doc.text(line.amountText, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y);
  }
  doc
    .moveTo(left, doc.y + 3)
    .lineTo(left + width, doc.y + 3)
    .strokeColor('#cbd5e1')
    .stroke();
  doc.moveDown(0.5);
  const y = doc.y;
  doc
    .font('bold')
    .fontSize(12)
    .text('Toplam', left, y, { width: width - amountWidth - 8 });
  doc.text(snapshot.totalText, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
  doc.font('regular').fontSize(10).text(snapshot.vat.statement, left, undefined, { width });

  heading('Taşıma');
  pair('Taşıma tarihi', snapshot.moveDateText);
  if (snapshot.vehicles) pair('Araç', snapshot.vehicles);
  if (snapshot.crew) pair('Ekip', snapshot.crew);
  pair('Teklifin geçerliliği', `${snapshot.validUntilText} tarihine kadar`);
  pair('Ödeme', snapshot.paymentTerms);
  if (snapshot.note) pair('Not', snapshot.note);

  heading('Fiyata dahil olanlar');
  list(snapshot.included);
  heading('Fiyata dahil olmayanlar');
  list(snapshot.excluded);
  heading(acceptance ? 'Müşterinin doğruladığı bilgiler' : 'Fiyatın dayandığı bilgiler');
  list(snapshot.assumptions);

  heading('Yasal bilgiler');
  for (const notice of snapshot.notices) {
    doc.font('bold').fontSize(10).text(notice.title, left, undefined, { width });
    para(notice.text);
    doc.moveDown(0.4);
  }

  if (acceptance) {
    heading('Onay kaydı');
    pair('Onaylayan', acceptance.fullName);
    pair('Onay zamanı', formatDateTime(acceptance.acceptedAt));
    pair('Onaylanan içeriğin SHA-256 özeti', acceptance.snapshotSha256);
    para(
      'Müşteri bu teklifi ve taşıma koşullarını, fiyatın dayandığı bilgileri tek tek doğrulayarak çevrim içi onayladı.',
    );
    const recorded = conditionRecordRows(snapshot.surveyFiles);
    if (recorded.length) {
      heading(CONDITION_RECORD_TITLE);
      para(CONDITION_RECORD_NOTE);
      doc.moveDown(0.3);
      for (const row of recorded) {
        doc
          .font('regular')
          .fontSize(10)
          .text(`•  ${conditionRecordLine(row)}`, left + 6, undefined, { width: width - 6 });
        // The whole fingerprint on paper: there is nothing to click.
        doc
          .font('regular')
          .fontSize(8)
          .fillColor('#475569')
          .text(`SHA-256 ${row.sha256}`, left + 18, undefined, {
            width: width - 18,
          });
        doc.fillColor('#1e293b');
      }
    }
  }
  doc.end();
  return done;
}
