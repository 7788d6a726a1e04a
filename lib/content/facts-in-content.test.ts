import { describe, expect, it } from 'vitest';
import { EDITED_TOKENS, fillFacts } from '@/lib/company-facts';
import { DEFAULT_SERVICE_HOURS, FOUNDING_YEAR, REPLY_PROMISE, describeHours } from '@/lib/facts';
import { ALL_PROVINCES_SINCE, PROVINCE_COUNT } from '@/content/company-stats';
import { site } from '@/lib/site';
import { BLOG_POSTS } from './blog';
import { companyStats } from './company-stats';
import { companyFromEnv } from '@/lib/settings';
import { parseEnv } from '@/lib/env';
import * as corporate from './corporate';
import { DISTRICTS, PROVINCES, genericPlaceText } from './places';
import { EXTRA_SERVICES, SERVICE_LIST, buildServiceList } from './services';
import { SERVICE_FACTS } from '@/content/services';
import { TEAM } from './team';

/** Every string inside a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const ALL_TEXT = strings([
  SERVICE_LIST,
  PROVINCES.map(({ region: _region, ...p }) => p),
  DISTRICTS,
  BLOG_POSTS,
  TEAM,
  Object.values(corporate),
  genericPlaceText('Örnekköy', 'Marmara'),
]);

/**
 * The texts whose staff-edited facts (hours, trade name) the pages fill when they render:
 * the blog post page, PlacePage, Prose and the milestones of /kurumsal/hakkimizda; service
 * texts are filled with them by getServiceList().
 */
const FILLED_AT_RENDER = new Set(
  strings([
    BLOG_POSTS.map((p) => p.content),
    [...PROVINCES, ...DISTRICTS, genericPlaceText('Örnekköy', 'Marmara')].map((p) => [p.aciklama, p.ozellikler]),
    corporate.CORPORATE_INTRO,
    corporate.ABOUT_TEXT,
    corporate.VISION_TEXT,
    corporate.MILESTONES.map((m) => m.text),
    // ValueGrid and PlacePage fill the value cards; /hizmetlerimiz its extra services.
    [corporate.VALUES, corporate.VISION_2030_GOALS, corporate.SERVICE_STANDARDS, corporate.SECURITY_POINTS],
    [corporate.WHY_US, EXTRA_SERVICES.map((e) => e.text)],
  ]),
);
const TOKEN = /\{([A-Za-z]+)(?::[a-z]+)?\}/g;
const tokenName = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

describe('facts in the content texts', () => {
  it('leaves no token unfilled but the staff-edited facts of texts the pages fill', () => {
    const left = ALL_TEXT.filter((t) =>
      [...t.matchAll(TOKEN)].some(([, name]) => !FILLED_AT_RENDER.has(t) || !EDITED_TOKENS.includes(tokenName(name!))),
    );
    expect(left).toEqual([]);
    // The tokens are really there to fill (hours in a blog post and a province text, the name in corporate texts).
    expect([...FILLED_AT_RENDER].filter((t) => /\{[Mm]ove/.test(t)).length).toBeGreaterThanOrEqual(2);
    expect([...FILLED_AT_RENDER].filter((t) => /\{company/.test(t)).length).toBeGreaterThanOrEqual(5);
    // No text names the company in writing: a saved trade name would not reach it.
    expect(ALL_TEXT.filter((t) => t.includes(site().name))).toEqual([]);
  });

  it('states the hours and the reply promise as their sources say', () => {
    const hours = DEFAULT_SERVICE_HOURS;
    const edited = { hours, companyName: site().name };
    const text = ALL_TEXT.map((t) => fillFacts(t, { edited })).join('\n');
    expect(text).toContain(`${describeHours(hours).moveHours} arasında`);
    expect(text).toContain(`${REPLY_PROMISE} içinde`);
    expect(text).toContain(`${PROVINCE_COUNT} ile teslimat`);
  });

  it('pastes the founding year and the district with natural Turkish endings', () => {
    const text = ALL_TEXT.join('\n');
    const { district } = site().address;
    expect(text).toContain(`${FOUNDING_YEAR}'ten beri ${district}'daki merkezimizden`);
    expect(text).toContain(`${FOUNDING_YEAR} yılından bu yana ${district}'dan çalışan`);
    expect(corporate.WHY_US.map((w) => w.title)).toContain(`${district}'dan Gelen Tecrübe`);
    expect(corporate.MILESTONES[0]).toMatchObject({ year: FOUNDING_YEAR, title: `${district}'da İlk Adım` });
  });

  it('dates the all-provinces claim as the milestones do, and counts moves once', () => {
    const text = ALL_TEXT.join('\n');
    // "2003'ten beri … 81 ile taşıma yapan" would say the company served every province from the start.
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      if (sentence.includes(`${PROVINCE_COUNT} il`))
        expect(sentence, sentence).not.toMatch(
          new RegExp(`${FOUNDING_YEAR}'[a-z]+ beri(?:(?!bugün)[^,])*${PROVINCE_COUNT} il`),
        );
    }
    const all = corporate.MILESTONES.filter((m) => m.title.includes(`${PROVINCE_COUNT} İl`));
    expect(all.map((m) => m.year)).toEqual([ALL_PROVINCES_SINCE]);
    const stats = companyStats(companyFromEnv(parseEnv({})), new Date('2026-06-01T12:00:00Z'));
    expect(stats.map((s) => s.label)).not.toContain('Mutlu müşteri');
    // Each span says since when: 23 years since the founding year, every province since 2024.
    expect(stats).toContainEqual({
      value: `${PROVINCE_COUNT} il`,
      label: `Tamamına ${ALL_PROVINCES_SINCE}'ten\u00a0beri`,
    });
    expect(stats).toContainEqual({ value: '23 yıl', label: `Tecrübe, ${FOUNDING_YEAR}'ten\u00a0beri` });
  });

  it('claims insurance only with the insurer named, and offers it while there is none', () => {
    const edited = (insurer: string) => ({ hours: DEFAULT_SERVICE_HOURS, companyName: site().name, insurer });
    const CLAIM =
      /sigortalı (taşı|olarak|eşya|yolculuk|ticari|tek parça)|sigortası (kapsamında|altında|güvencesiyle|yer al)|sigortasıyla (yapılır|güvence|korunur)|tam kapsamlı nakliyat sigortası|sigortasız/i;
    const without = ALL_TEXT.map((t) => fillFacts(t, { edited: edited('') }));
    expect(without.filter((t) => CLAIM.test(t))).toEqual([]);
    expect(without.filter((t) => t.includes('sigorta seçeneği')).length).toBeGreaterThanOrEqual(10);
    const withInsurer = ALL_TEXT.map((t) => fillFacts(t, { edited: edited('Örnek Sigorta A.Ş.') })).join('\n');
    expect(withInsurer).toContain('Örnek Sigorta A.Ş. güvencesiyle nakliyat sigortası kapsamındadır');
    expect(withInsurer).toContain('Sigortalı Taşıma');
    // Service texts are filled by getServiceList() with the effective insurer.
    const services = strings(buildServiceList(SERVICE_FACTS, edited('Örnek Sigorta A.Ş.'))).join('\n');
    expect(services).toContain('Sigortalı yolculuk');
    expect(strings(buildServiceList(SERVICE_FACTS, edited(''))).filter((t) => CLAIM.test(t))).toEqual([]);
  });
});
