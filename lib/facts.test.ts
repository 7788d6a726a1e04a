import { describe, expect, it } from 'vitest';
import { fillFacts } from './company-facts';
import {
  HOURS,
  MOVE_DAYS_FROM_TO,
  REPLY_PROMISE,
  SERVICE_HOURS,
  SINCE_FOUNDING,
  openingHoursSpecification,
  openingHoursText,
} from './facts';
import { organizationJsonLd } from './seo/json-ld';
import { site } from './site';

describe('the company facts', () => {
  it('says the founding year and the reply promise as visitors read them', () => {
    expect(SINCE_FOUNDING).toBe("2003'ten beri");
    expect(REPLY_PROMISE).toBe('1 saat');
  });

  it('writes the service hours from one structured value', () => {
    expect(HOURS.moves).toBe('Taşıma: Pazartesi–Cumartesi 08:00–\u206018:00');
    expect(MOVE_DAYS_FROM_TO).toBe('pazartesiden cumartesiye');
    expect(openingHoursText()).toBe('Mo-Sa 08:00-18:00');
    expect(openingHoursSpecification()).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '08:00',
        closes: '18:00',
      },
    ]);
  });

  it('gives the structured data the same hours as the visible text', () => {
    const data = organizationJsonLd(site());
    const { opens, closes } = SERVICE_HOURS.moves;
    expect(data.openingHours).toBe(openingHoursText());
    expect(data.openingHoursSpecification).toEqual(openingHoursSpecification());
    expect(HOURS.moves).toContain(opens);
    expect(HOURS.moves).toContain(closes);
    expect(data.foundingDate).toBe('2003');
  });
});

describe('facts pasted into prose', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('fills each fact with the case ending the sentence needs', () => {
    expect(
      fillFacts('{foundingYear:locative} {district:locative} kurulduk; {years} yıldır {provinceCount} ile', now),
    ).toBe("2003'te Bağcılar'da kurulduk; 23 yıldır 81 ile");
    expect(fillFacts('{foundingYear:ablative} beri {district:ablative} {city:genitive} her köşesine', now)).toBe(
      "2003'ten beri Bağcılar'dan İstanbul'un her köşesine",
    );
    expect(fillFacts('Yüklemeye sabah {moveStart:locative} başlarız; {replyPromise} içinde dönüş.', now)).toBe(
      "Yüklemeye sabah 08:00'de başlarız; 1 saat içinde dönüş.",
    );
  });

  it('starts a sentence with a capital when the token is written with one', () => {
    expect(fillFacts('{MoveDaysFromTo} {moveHours} arasında çalışırız.', now)).toBe(
      'Pazartesiden cumartesiye 08:00–\u206018:00 arasında çalışırız.',
    );
  });

  it('leaves the tokens of other fillers alone and refuses an unknown case', () => {
    expect(fillFacts('{price} ile {coverage}', now)).toBe('{price} ile {coverage}');
    expect(() => fillFacts('{district:instrumental}', now)).toThrow(/Unknown case/);
    expect(() => fillFacts('{moveDays:dative}', now)).toThrow(/case ending/);
  });
});
