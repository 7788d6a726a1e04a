import { describe, expect, it } from 'vitest';
import { customerPagePlan, type CustomerPageFacts } from './customer-page-plan';

const newRequest: CustomerPageFacts = {
  kind: 'quote',
  lost: false,
  answered: false,
  offer: null,
  survey: { bookedText: null },
  inventory: { items: 0, volumeText: '0 m³', frozen: false },
  files: { photos: 0, videos: 0, closed: false },
  move: null,
  afterMove: null,
  route: { from: 'Bağcılar', to: 'Rize' },
  step: 'Adım 1 / 6: Talebiniz alındı',
};

const order = (facts: CustomerPageFacts) => customerPagePlan(facts).sections.map((s) => `${s.placement}:${s.id}`);

describe('the customer page puts the step that matters first', () => {
  it('a new request: book the survey first, then the inventory and photos; the timeline is one line', () => {
    const plan = customerPagePlan(newRequest);
    expect(plan.next.headline).toBe('Talebinizi aldık');
    expect(plan.next.action).toEqual({ label: 'Keşif randevusu alın', href: '#kesif' });
    expect(order(newRequest)).toEqual(['action:survey', 'open:inventory', 'open:files', 'open:move', 'done:status']);
  });

  it('a booked survey leads with the booking', () => {
    const facts = { ...newRequest, survey: { bookedText: '14 Aralık Pazartesi 10:00' } };
    const plan = customerPagePlan(facts);
    expect(plan.next.headline).toBe('Keşif randevunuz alındı');
    expect(plan.next.text).toContain('14 Aralık Pazartesi 10:00');
    expect(order(facts)[0]).toBe('action:survey');
  });

  it('a sent offer goes before the inventory and the survey form, which collapses', () => {
    const facts: CustomerPageFacts = {
      ...newRequest,
      offer: { state: 'open', totalText: '42.000 TL', moveDateText: null },
      inventory: { items: 31, volumeText: '18,7 m³', frozen: false },
    };
    const plan = customerPagePlan(facts);
    expect(plan.next).toMatchObject({ headline: 'Teklifiniz hazır', action: { href: '#teklif' } });
    expect(plan.next.text).toContain('42.000 TL');
    expect(order(facts)).toEqual([
      'action:offer',
      'open:inventory',
      'open:files',
      'done:survey',
      'done:move',
      'done:status',
    ]);
  });

  it('an accepted offer: the move day, then the offer; the frozen inventory, photos and past survey collapse', () => {
    const facts: CustomerPageFacts = {
      ...newRequest,
      offer: { state: 'accepted', totalText: '42.000 TL', moveDateText: '20 Aralık 2026 Pazar' },
      survey: { bookedText: null },
      inventory: { items: 31, volumeText: '18,7 m³', frozen: true },
      files: { photos: 4, videos: 1, closed: false },
      move: { when: 'upcoming', dateText: '20 Aralık 2026 Pazar', planned: true },
    };
    const plan = customerPagePlan(facts);
    expect(plan.next.headline).toBe('Teklifi onayladınız');
    expect(plan.next.text).toContain('20 Aralık 2026 Pazar');
    expect(order(facts)).toEqual([
      'open:moveDay',
      'open:offer',
      'done:survey',
      'done:inventory',
      'done:files',
      'done:move',
      'done:status',
    ]);
    const files = plan.sections.find((s) => s.id === 'files')!;
    expect(files.summary).toBe('4 fotoğraf, 1 video eklendi.');
    expect(plan.sections.find((s) => s.id === 'inventory')!.summary).toBe(
      '31 kalem, 18,7 m³; onayladığınız teklif bu listeye göre.',
    );
  });

  it('after the move: the review is the one action; the offer and the rest collapse', () => {
    const facts: CustomerPageFacts = {
      ...newRequest,
      offer: { state: 'accepted', totalText: '42.000 TL', moveDateText: '1 Aralık 2026 Salı' },
      survey: null,
      inventory: { items: 31, volumeText: '18,7 m³', frozen: true },
      files: { photos: 4, videos: 0, closed: true },
      move: { when: 'past', dateText: '1 Aralık 2026 Salı', planned: true },
      afterMove: { reviewWritten: false, reviewOpen: true, openDamageReports: 0 },
    };
    const plan = customerPagePlan(facts);
    expect(plan.next.action).toEqual({ label: 'Değerlendirme yazın', href: '#yorum' });
    expect(order(facts)).toEqual([
      'action:afterMove',
      'done:moveDay',
      'done:offer',
      'done:inventory',
      'done:files',
      'done:move',
      'done:status',
    ]);
    const written = customerPagePlan({ ...facts, afterMove: { ...facts.afterMove!, reviewWritten: true } });
    expect(written.next.action).toBeNull();
    expect(written.sections[0]).toMatchObject({ id: 'afterMove', placement: 'open' });
  });

  it('a lost lead says so and collapses everything but the status', () => {
    const facts: CustomerPageFacts = {
      ...newRequest,
      lost: true,
      survey: null,
      offer: { state: 'declined', totalText: '42.000 TL', moveDateText: null },
    };
    const plan = customerPagePlan(facts);
    expect(plan.next).toMatchObject({ headline: 'Talebiniz kapatıldı', action: null });
    expect(plan.sections.find((s) => s.id === 'status')!.summary).toBe('Adım 1 / 6: Talebiniz alındı');
    expect(plan.sections.filter((s) => s.placement !== 'done').map((s) => s.id)).toEqual(['status']);
  });

  it('a contact message has only its status', () => {
    const plan = customerPagePlan({ ...newRequest, kind: 'contact', inventory: null, files: null, route: null });
    expect(plan.next.headline).toBe('Mesajınızı aldık');
    expect(plan.sections.map((s) => s.id)).toEqual(['status']);
  });

  it('has at most one action at any time', () => {
    const variants: CustomerPageFacts[] = [
      newRequest,
      { ...newRequest, offer: { state: 'open', totalText: '1 TL', moveDateText: null }, survey: { bookedText: 'x' } },
      {
        ...newRequest,
        offer: { state: 'accepted', totalText: '1 TL', moveDateText: null },
        move: { when: 'today', dateText: 'bugün', planned: true },
        afterMove: { reviewWritten: false, reviewOpen: false, openDamageReports: 0 },
      },
    ];
    for (const facts of variants)
      expect(customerPagePlan(facts).sections.filter((s) => s.placement === 'action').length).toBeLessThanOrEqual(1);
  });
});
