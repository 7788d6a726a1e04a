import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OfferSection } from '@/app/(site)/talep/[token]/offer-section';
import { ConditionRecord } from '@/components/offers/condition-record';
import { company, sentOffer } from '@/test/offer-fixtures';
import { pdfText } from '@/test/pdf-text';
import { CONDITION_RECORD_NOTE, CONDITION_RECORD_TITLE, conditionRecordRows } from './condition-record';
import type { ShownOffer } from './customer-offer.server';
import { renderOfferPdf } from './pdf.server';
import { snapshotSha256 } from './repository.server';
import { buildOfferSnapshot } from './snapshot';

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the accepted offer names the pre-move condition record', () => {
  const photo = { kind: 'photo' as const, room: 'salon', sha256: 'a'.repeat(64) };
  const video = { kind: 'video' as const, room: 'mutfak', sha256: 'b'.repeat(64) };

  it('carries the survey files checksums, so a changed or removed photo changes the hash', () => {
    const plain = buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', company);
    expect('surveyFiles' in plain).toBe(false);
    const withFiles = buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', company, { surveyFiles: [photo, video] });
    expect(withFiles.surveyFiles).toEqual([photo, video]);
    expect(snapshotSha256(withFiles)).not.toBe(snapshotSha256(plain));
    const changed = buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', company, {
      surveyFiles: [{ ...photo, sha256: 'c'.repeat(64) }, video],
    });
    expect(snapshotSha256(changed)).not.toBe(snapshotSha256(withFiles));
  });

  // A lead file as the acceptance reads it (lib/lead-files/repository.server.ts LeadFile).
  const leadFiles = [
    {
      ...photo,
      id: 'f1',
      originalName: 'IMG_0001.HEIC',
      createdAt: '2026-11-21T08:05:00.000Z',
      uploadedBy: 'customer',
    },
    { ...video, id: 'f2', originalName: null, createdAt: '2026-11-21T08:07:00.000Z', uploadedBy: 'customer' },
    {
      ...photo,
      room: 'yatak-odasi',
      sha256: 'd'.repeat(64),
      id: 'f3',
      originalName: 'dolap.jpg',
      createdAt: '2026-11-22T09:00:00.000Z',
      uploadedBy: 'customer',
    },
  ];
  const snapshot = buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', company, { surveyFiles: leadFiles });

  it('records each file with its id, name and time, and lists them numbered per kind with a short fingerprint', () => {
    expect(snapshot.surveyFiles).toEqual([
      { ...photo, id: 'f1', name: 'IMG_0001.HEIC', addedAt: '2026-11-21T08:05:00.000Z' },
      { ...video, id: 'f2', addedAt: '2026-11-21T08:07:00.000Z' },
      {
        ...photo,
        room: 'yatak-odasi',
        sha256: 'd'.repeat(64),
        id: 'f3',
        name: 'dolap.jpg',
        addedAt: '2026-11-22T09:00:00.000Z',
      },
    ]);
    const rows = conditionRecordRows(snapshot.surveyFiles);
    expect(rows.map((r) => [r.label, r.room, r.name, r.shortSha256])).toEqual([
      ['Fotoğraf 1', 'Salon', 'IMG_0001.HEIC', 'aaaaaaaaaaaa'],
      ['Video 1', 'Mutfak', null, 'bbbbbbbbbbbb'],
      ['Fotoğraf 2', 'Yatak odası', 'dolap.jpg', 'dddddddddddd'],
    ]);
    expect(rows[0]!.addedText).toBe('21 Kas 2026 11:05'); // Istanbul time
    // An older record (kind, room and checksum only) still lists.
    expect(conditionRecordRows([photo])[0]).toMatchObject({ label: 'Fotoğraf 1', name: null, addedText: null });
  });

  const shown = (accepted: boolean): ShownOffer => ({
    offer: sentOffer(accepted ? { response: 'accepted', responseAt: '2026-11-22T10:00:00.000Z' } : {}),
    state: accepted ? 'accepted' : 'sent',
    snapshot,
    acceptance: accepted
      ? {
          offerId: 'offer-1',
          snapshot,
          snapshotSha256: snapshotSha256(snapshot),
          fullName: 'Zeynep Kaya',
          fromAddress: 'Kadıköy',
          toAddress: 'Çankaya',
          acceptedAt: '2026-11-22T10:00:00.000Z',
          clientAddress: '127.0.0.1',
          userAgent: 'test',
        }
      : null,
  });

  it('shows the customer the record on the accepted offer only, each fingerprint in full a click away', () => {
    const accepted = renderToStaticMarkup(
      <OfferSection pagePath="/talep/x" current={shown(true)} older={[]} flash={null} />,
    );
    const text = decode(accepted);
    expect(text).toContain(CONDITION_RECORD_TITLE);
    expect(text).toContain(CONDITION_RECORD_NOTE);
    expect(text).toContain('Fotoğraf 1 · Salon · IMG_0001.HEIC');
    expect(text).toContain(`SHA-256: ${'a'.repeat(12)}…`);
    expect(accepted).toContain(`<details`);
    expect(text).toContain('d'.repeat(64));
    const open = renderToStaticMarkup(
      <OfferSection pagePath="/talep/x" current={shown(false)} older={[]} flash={null} />,
    );
    expect(open).not.toContain(CONDITION_RECORD_TITLE);
  });

  it('shows staff the verdict of each file and the files added after the acceptance', () => {
    const html = renderToStaticMarkup(
      <ConditionRecord
        rows={conditionRecordRows(snapshot.surveyFiles)}
        note="not"
        checks={['unchanged', 'missing', 'mismatch']}
        notRecorded={[
          {
            id: 'f4',
            label: 'Fotoğraf',
            room: 'Salon',
            name: 'yeni.jpg',
            addedText: '23 Kasım 2026 10:00',
            byStaff: true,
          },
        ]}
      />,
    );
    const text = decode(html);
    expect([...html.matchAll(/data-check="([a-z]+)"/g)].map((m) => m[1])).toEqual(['unchanged', 'missing', 'mismatch']);
    expect(text).toContain('Değişmedi');
    expect(text).toContain('Dosya silinmiş (kayıt duruyor)');
    expect(text).toContain('Uyuşmuyor');
    expect(text).toContain('Kabulden sonra eklenenler');
    expect(text).toContain('Fotoğraf · Salon · yeni.jpg · 23 Kasım 2026 10:00 · Ekip ekledi');
  });

  it('prints the record with whole fingerprints in the contract PDF', async () => {
    const acceptance = shown(true).acceptance!;
    const { text } = await pdfText(await renderOfferPdf(snapshot, acceptance));
    expect(text).toContain(CONDITION_RECORD_TITLE);
    expect(text).toContain('Fotoğraf 1 · Salon · IMG_0001.HEIC');
    expect(text).toContain('Video 1 · Mutfak');
    for (const sha of ['a', 'b', 'd']) expect(text.replace(/\s/g, '')).toContain(`SHA-256${sha.repeat(64)}`);
    const before = await pdfText(await renderOfferPdf(snapshot, null));
    expect(before.text).not.toContain(CONDITION_RECORD_TITLE);
  });
});
