import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { getLead, insertLead } from '@/lib/leads/index.server';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import { answerSurveyForm, decodeSurveyFlash, encodeSurveyFlash } from './customer-survey.server';
import { getLiveSurveyBooking, lastSurveyAddress } from './survey-bookings.server';
import { DEFAULT_SURVEY_HOURS } from './survey-hours';

const NOW = new Date('2026-11-30T05:00:00Z');
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe.each(testEngines())("the customer's survey form on $name", (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));
  const lead = async (name: string) =>
    (await getLead(
      db,
      'quote',
      (
        await insertLead(db, {
          kind: 'quote',
          reference: `HN-${name.slice(0, 4).toUpperCase()}`,
          name,
          email: 'musteri@example.com',
          phone: '0532 111 22 33',
          fromLocation: 'Kadıköy',
          toLocation: 'Ankara',
          serviceType: 'Şehirlerarası Taşıma',
        })
      ).id,
    ))!;
  const slot = '2026-12-01T07:00:00.000Z';
  const fields = { intent: 'book', slot, surveyKind: 'ev', address: 'Moda Cad. No 12 D 3, Kadıköy' };

  it('books, tells the loser of the slot the next free slots, moves and cancels', async () => {
    const first = await lead('Birinci Müşteri');
    const second = await lead('İkinci Müşteri');
    const booked = await answerSurveyForm(db, first, DEFAULT_SURVEY_HOURS, form(fields), NOW);
    expect(booked).toMatchObject({
      status: 'done',
      message: 'Keşif randevunuz alındı: 1 Aralık 2026 Salı, 10:00. Size e-posta da gönderiyoruz.',
    });
    const lost = await answerSurveyForm(db, second, DEFAULT_SURVEY_HOURS, form(fields), NOW);
    expect(lost).toMatchObject({ status: 'error', fieldErrors: { slot: 'Bu saat doldu; başka bir saat seçin.' } });
    expect(lost.message).toContain('Seçtiğiniz saat az önce doldu');
    expect(lost.suggestions[0]).toBe('2026-12-01T08:00:00.000Z');
    expect(lost.values).toMatchObject({ surveyKind: 'ev', address: fields.address, slot: '' });
    // The flash survives its cookie; a tampered one is dropped.
    expect(decodeSurveyFlash(encodeSurveyFlash(lost))).toEqual(lost);
    expect(decodeSurveyFlash('bm90IGpzb24')).toBeNull();

    const moved = await answerSurveyForm(
      db,
      { ...first, status: 'kesif' },
      DEFAULT_SURVEY_HOURS,
      form({ ...fields, slot: '2026-12-02T07:00:00.000Z', surveyKind: 'video', address: '' }),
      NOW,
    );
    expect(moved.message).toContain('2 Aralık 2026 Çarşamba, 10:00 saatine taşındı');
    expect(await getLiveSurveyBooking(db, first.id)).toMatchObject({ kind: 'video', address: null });
    // The home-visit address stays with the lead, to fill the form again.
    expect(await lastSurveyAddress(db, first.id)).toBe(fields.address);
    const cancelled = await answerSurveyForm(db, first, DEFAULT_SURVEY_HOURS, form({ intent: 'cancel' }), NOW);
    expect(cancelled).toMatchObject({ status: 'done' });
    expect(await getLiveSurveyBooking(db, first.id)).toBeNull();
  });
});
