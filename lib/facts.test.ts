import { describe, expect, it } from 'vitest';
import { fillFacts } from './company-facts';
import { DEFAULT_SERVICE_HOURS, REPLY_PROMISE, SINCE_FOUNDING, describeHours } from './facts';
import { organizationJsonLd } from './seo/json-ld';
import { site } from './site';

describe('the company facts', () => {
  it('says the founding year and the reply promise as visitors read them', () => {
    expect(SINCE_FOUNDING).toBe("2003'ten beri");
    expect(REPLY_PROMISE).toBe('1 saat');
  });

  it('writes the service hours from one structured value', () => {
    const text = describeHours(DEFAULT_SERVICE_HOURS);
    expect(text.lines.moves).toBe('Taşıma: Pazartesi–Cumartesi 08:00–\u206018:00');
    expect(text.moveDaysFromTo).toBe('pazartesiden cumartesiye');
    expect(text.openingHours).toBe('Mo-Sa 08:00-18:00');
    expect(text.specification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '08:00',
        closes: '18:00',
      },
    ]);
  });

  it('says hours staff saved the same way, one day or a whole week', () => {
    const weekdays = describeHours({ firstDay: 'Tuesday', lastDay: 'Friday', opens: '09:30', closes: '17:00' });
    expect(weekdays.lines.moves).toBe('Taşıma: Salı–Cuma 09:30–\u206017:00');
    expect(weekdays.moveDaysFromTo).toBe('salıdan cumaya');
    expect(weekdays.openingHours).toBe('Tu-Fr 09:30-17:00');
    expect(weekdays.specification[0]!.dayOfWeek).toEqual(['Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    const week = describeHours({ firstDay: 'Monday', lastDay: 'Sunday', opens: '07:00', closes: '22:00' });
    expect(week.moveDaysFromTo).toBe('pazartesiden pazara');
    const oneDay = describeHours({ firstDay: 'Saturday', lastDay: 'Saturday', opens: '10:00', closes: '14:00' });
    expect(oneDay.moveDays).toBe('cumartesi');
    expect(oneDay.moveDaysFromTo).toBe('cumartesi günleri');
    expect(oneDay.lines.moves).toBe('Taşıma: Cumartesi 10:00–\u206014:00');
    expect(oneDay.openingHours).toBe('Sa 10:00-14:00');
  });

  it('gives the structured data the same hours as the visible text', () => {
    const s = site();
    const data = organizationJsonLd(s);
    expect(data.openingHours).toBe(s.hours.openingHours);
    expect(data.openingHoursSpecification).toEqual(s.hours.specification);
    expect(s.hours.lines.moves).toContain(DEFAULT_SERVICE_HOURS.opens);
    expect(s.hours.lines.moves).toContain(DEFAULT_SERVICE_HOURS.closes);
    expect(data.foundingDate).toBe('2003');
  });
});

describe('facts pasted into prose', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const edited = { hours: DEFAULT_SERVICE_HOURS, companyName: 'Hafif Nakliyat' };

  it('fills each fact with the case ending the sentence needs', () => {
    expect(
      fillFacts('{foundingYear:locative} {district:locative} kurulduk; {years} yıldır {provinceCount} ile', {
        now,
        edited,
      }),
    ).toBe("2003'te Bağcılar'da kurulduk; 23 yıldır 81 ile");
    expect(
      fillFacts('{foundingYear:ablative} beri {district:ablative} {city:genitive} her köşesine', {
        now,
        edited,
      }),
    ).toBe("2003'ten beri Bağcılar'dan İstanbul'un her köşesine");
    expect(
      fillFacts('Yüklemeye sabah {moveStart:locative} başlarız; {replyPromise} içinde dönüş.', {
        now,
        edited,
      }),
    ).toBe("Yüklemeye sabah 08:00'de başlarız; 1 saat içinde dönüş.");
  });

  it('starts a sentence with a capital when the token is written with one', () => {
    expect(fillFacts('{MoveDaysFromTo} {moveHours} arasında çalışırız.', { now, edited })).toBe(
      'Pazartesiden cumartesiye 08:00–\u206018:00 arasında çalışırız.',
    );
  });

  it('fills the staff-edited hours and name only when the page gives the effective ones', () => {
    expect(fillFacts('{MoveDaysFromTo} {moveHours}; {district}; {company:genitive}', { now })).toBe(
      '{MoveDaysFromTo} {moveHours}; Bağcılar; {company:genitive}',
    );
    const saved = {
      hours: { firstDay: 'Tuesday', lastDay: 'Friday', opens: '09:30', closes: '17:00' },
      companyName: 'Yıldız Taşımacılık',
    } as const;
    expect(fillFacts('{company:genitive} ekibi yüklemeye {moveStart:locative} başlar.', { now, edited: saved })).toBe(
      "Yıldız Taşımacılık'ın ekibi yüklemeye 09:30'da başlar.",
    );
  });

  it('leaves the tokens of other fillers alone and refuses an unknown case', () => {
    expect(fillFacts('{price} ile {coverage}', { now, edited })).toBe('{price} ile {coverage}');
    expect(() => fillFacts('{district:instrumental}', { now, edited })).toThrow(/Unknown case/);
    expect(() => fillFacts('{moveDays:dative}', { now, edited })).toThrow(/case ending/);
  });
});
