import { queueFileRemovalsOfLeads } from '@/lib/lead-files/index.server';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db/kysely.server';
import { getLead, insertLead, listLeadAudit, purgeTrashedLeads, trashLead } from '@/lib/leads/index.server';
import { acceptOffer, saveOfferDraft, sendOffer } from '@/lib/offers/index.server';
import { offerContent } from '@/test/offer-fixtures';
import { testEngines, useTestDatabase } from '@/test/db-engines';
import {
  createDamageReport,
  damageReportTakesFiles,
  createReview,
  getLeadReview,
  hideReview,
  latestShownReviews,
  listDamageReports,
  listPublishedReviews,
  moveHappened,
  moveOfLead,
  recordFollowUpConsent,
  replyToReview,
  reviewRequestStep,
  reviewStats,
  updateDamageReport,
} from './repository.server';
import { ratingFigure } from './types';

const staff = { email: 'ofis@hafifnakliyat.example' };

describe.each(testEngines())('after the move on $name', (engine) => {
  let db: Db;
  useTestDatabase(engine, (opened) => (db = opened));

  /** A won lead whose offer (moving on `moveDate`) was accepted. */
  async function wonLead(name: string, moveDate: string) {
    const lead = await insertLead(db, {
      kind: 'quote',
      name,
      email: 'musteri@example.com',
      phone: '0532 111 22 33',
      fromLocation: 'Bağcılar',
      toLocation: 'Kadıköy',
      serviceType: 'Ev Taşıma',
    });
    const draft = await saveOfferDraft(db, lead.id, offerContent({ moveDate }), staff.email);
    const sentAt = new Date(`${moveDate}T09:00:00Z`);
    sentAt.setUTCDate(sentAt.getUTCDate() - 5);
    await sendOffer(db, draft.id, staff, sentAt);
    const accepted = await acceptOffer(
      db,
      draft.id,
      {
        fullName: name,
        fromAddress: 'Bağcılar Mah. 1. Sok. No 2',
        toAddress: 'Kadıköy Mah. 3. Sok. No 4',
        clientAddress: '203.0.113.9',
        userAgent: 'test',
        snapshot: { total: 1 },
      },
      new Date(sentAt.getTime() + 3600_000),
    );
    expect(accepted.ok).toBe(true);
    return { lead, offerId: draft.id };
  }

  it('knows when the move happened: the day after the move date, not when cancelled', async () => {
    const { lead } = await wonLead('Ayşe Demir', '2026-11-20');
    const move = (await moveOfLead(db, lead.id))!;
    expect(move).toMatchObject({ date: '2026-11-20', cancelled: false, fromLocation: 'Bağcılar' });
    expect(moveHappened(move, new Date('2026-11-20T18:00:00Z'))).toBe(false);
    expect(moveHappened(move, new Date('2026-11-21T06:00:00Z'))).toBe(true);
    expect(moveHappened({ ...move, cancelled: true }, new Date('2026-11-30T06:00:00Z'))).toBe(false);
  });

  it('publishes one review per move; a low rating sets the follow-up and stays public; hiding needs a listed reason', async () => {
    const { lead } = await wonLead('Mehmet Öztürk', '2026-11-10');
    const move = (await moveOfLead(db, lead.id))!;
    const now = new Date('2026-11-12T10:00:00Z');
    const created = await createReview(
      db,
      lead,
      move,
      { rating: 2, body: 'Ekip geç geldi, bir koli ezildi.', nameDisplay: 'name-district' },
      now,
    );
    expect(created).toMatchObject({ ok: true, followUp: true });
    expect((await getLeadReview(db, lead.id))?.author).toBe('Mehmet Ö. · Bağcılar');
    expect(
      await createReview(db, lead, move, { rating: 5, body: 'İkinci yorum denemesi.', nameDisplay: 'name' }, now),
    ).toEqual({ ok: false, reason: 'exists' });
    expect((await getLead(db, 'quote', lead.id))?.followUpAt).toBe(now.toISOString());
    const published = await listPublishedReviews(db);
    expect(published.find((r) => r.leadId === lead.id)).toMatchObject({ rating: 2, moveMonth: '2026-11' });

    const id = created.ok ? created.review.id : '';
    expect(await replyToReview(db, id, 'Özür dileriz, sizi arayacağız.', staff.email)).toBe(true);
    expect(await hideReview(db, id, 'kisisel-veri', staff.email)).toBe(true);
    expect(await hideReview(db, id, 'hakaret', staff.email)).toBe(false);
    const hidden = (await getLeadReview(db, lead.id))!;
    expect(hidden).toMatchObject({ hiddenReason: 'kisisel-veri', body: null, reply: 'Özür dileriz, sizi arayacağız.' });
    // Hidden for personal data: its rating still counts and it stays listed as a stub; not among the latest shown.
    expect((await listPublishedReviews(db)).some((r) => r.id === id)).toBe(true);
    expect((await latestShownReviews(db, 50)).some((r) => r.id === id)).toBe(false);
    const actions = (await listLeadAudit(db, 'quote', lead.id)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['review', 'review-reply', 'review-hidden']));
  });

  it('shows a rating figure only from ten counted reviews, equal to their mean', async () => {
    const before = await reviewStats(db);
    const ratings = [5, 4, 5, 3, 5, 4, 5, 5, 4, 5, 1, 2];
    const ids: string[] = [];
    for (const [i, rating] of ratings.entries()) {
      const { lead } = await wonLead(`Müşteri${i} Test`, '2026-10-01');
      const result = await createReview(
        db,
        lead,
        (await moveOfLead(db, lead.id))!,
        { rating, body: 'Taşınma yorumu metni.', nameDisplay: 'none' },
        new Date('2026-10-05T10:00:00Z'),
      );
      if (result.ok) ids.push(result.review.id);
    }
    const stats = await reviewStats(db);
    expect(stats.count).toBe(before.count + ratings.length);
    // Not about this company: left out of the list and of the figure.
    await hideReview(db, ids[0]!, 'ilgisiz', staff.email);
    expect((await reviewStats(db)).count).toBe(stats.count - 1);
    expect(ratingFigure({ count: 9, mean: 4.5 })).toBeNull();
    expect(ratingFigure({ count: 10, mean: 4.44 })).toBe('4,4 / 5 · 10 doğrulanmış yorum');
  });

  it('sends the review request only with the consent, after the set days, never twice', async () => {
    const { lead, offerId } = await wonLead('Zeynep Kaya', '2026-11-20');
    const after = new Date('2026-11-24T08:00:00Z');
    expect(await reviewRequestStep(db, lead.id, 3, after)).toEqual({ action: 'drop' });
    await recordFollowUpConsent(db, offerId, lead.id);
    expect(await reviewRequestStep(db, lead.id, 3, new Date('2026-11-22T08:00:00Z'))).toEqual({
      action: 'wait',
      at: new Date('2026-11-23T07:00:00Z'),
    });
    expect((await reviewRequestStep(db, lead.id, 3, after)).action).toBe('send');
    await createReview(db, lead, (await moveOfLead(db, lead.id))!, {
      rating: 5,
      body: 'Her şey yolunda gitti.',
      nameDisplay: 'name',
    });
    expect(await reviewRequestStep(db, lead.id, 3, after)).toEqual({ action: 'drop' });
  });

  it('accepts a damage report after the deadline marked late, queues the staff e-mail, and goes with the purge', async () => {
    const { lead } = await wonLead('Ali Yılmaz', '2026-11-02');
    const move = (await moveOfLead(db, lead.id))!;
    const onTime = await createDamageReport(
      db,
      move,
      { description: 'Masanın ayağı kırık geldi.', items: 'Yemek masası' },
      new Date('2026-11-04T10:00:00Z'),
    );
    const late = await createDamageReport(
      db,
      move,
      { description: 'Bir koli eksik çıktı.', items: 'Mutfak kolisi' },
      new Date('2026-11-20T10:00:00Z'),
    );
    expect(onTime).toMatchObject({ timeliness: 'on-time', status: 'alindi', deliveryDate: '2026-11-02' });
    expect(late.timeliness).toBe('late');
    const queued = await db
      .selectFrom('lead_notifications')
      .select('recipient')
      .where('lead_id', '=', lead.id)
      .where('recipient', '=', 'damage-report')
      .execute();
    expect(queued).toHaveLength(2);
    expect(
      await updateDamageReport(
        db,
        late.id,
        { status: 'reddedildi', rejectReason: 'Süre geçtikten sonra bildirildi.', staffNote: 'Aradık.' },
        staff.email,
      ),
    ).toBe(true);
    expect((await listDamageReports(db, 'reddedildi')).map((r) => r.id)).toContain(late.id);
    // Photos go only to one of the lead's own reports, while it is open.
    const other = await wonLead('Nur Er', '2026-11-02');
    expect(await damageReportTakesFiles(db, lead.id, onTime.id)).toBe(true);
    expect(await damageReportTakesFiles(db, lead.id, late.id)).toBe(false);
    expect(await damageReportTakesFiles(db, other.lead.id, onTime.id)).toBe(false);
    // Staff hear of it on their phones too.
    const alerts = await db.selectFrom('staff_alerts').select('event').where('lead_id', '=', lead.id).execute();
    expect(alerts.filter((a) => a.event === 'damage-report')).toHaveLength(2);

    await trashLead(db, 'quote', lead.id, { ...staff, now: new Date('2026-01-01T00:00:00Z') });
    await purgeTrashedLeads(db, new Date('2026-12-30T00:00:00Z'), { beforeDelete: queueFileRemovalsOfLeads });
    expect(await db.selectFrom('damage_reports').select('id').where('lead_id', '=', lead.id).execute()).toEqual([]);
  });
});
