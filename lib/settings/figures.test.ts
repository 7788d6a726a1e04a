import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { companyStats, qualityStats } from '@/lib/content/company-stats';
import { companyFromEnv, effectiveCompany, parseCompanySettings, type CompanySettings } from './company';
import { companyDisplay, companyFormValues, parseCompanyForm } from './forms';
import { FIGURES, FIGURE_SEED, unconfirmedFigures } from './figures';

const seeded = companyFromEnv(parseEnv({}));
const NOW = new Date('2026-11-27T12:00:00Z');
const values = (stats: { value: string; label: string }[]) => stats.map((s) => `${s.value} ${s.label}`);

describe('the company figures as Firma Bilgileri fields', () => {
  it("start at the seed's values, none confirmed, and the seed's counts fit together", () => {
    expect(seeded.figureMoves).toBe(5000);
    expect(seeded.figureVehicles).toBe(10);
    expect(seeded.figureUndamagedPercent).toBe(99.8);
    expect(seeded.figureOnTimePercent).toBe(98);
    expect(seeded.figureResponseMinutes).toBe(15);
    expect(seeded.figureCustomers).toBeNull();
    expect(FIGURES.every((f) => seeded[f.confirmId] === false)).toBe(true);
    // Moves a year per vehicle: 5000 over 23 years with 10 vehicles is about 22, a plausible small fleet's work.
    const perVehicleYear = seeded.figureMoves! / seeded.figureVehicles! / 23;
    expect(perVehicleYear).toBeGreaterThan(10);
    expect(perVehicleYear).toBeLessThan(200);
  });

  it('reads figures as staff type them and refuses what is not one', () => {
    const ok = parseCompanySettings({ ...seeded, figureMoves: '12.500', figureUndamagedPercent: '%99,5' });
    expect(ok.ok && [ok.value.figureMoves, ok.value.figureUndamagedPercent]).toEqual([12500, 99.5]);
    const bad = parseCompanySettings({ ...seeded, figureOnTimePercent: '120', figureVehicles: '4,5' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.fieldErrors).toEqual({
      figureOnTimePercent:
        'Zamanında teslim oranı (%) 0 ile 100 arasında bir sayı olmalıdır (boş bırakılırsa sitede gösterilmez).',
      figureVehicles: 'Araç sayısı 0 ile 10.000 arasında tam sayı olmalıdır (boş bırakılırsa sitede gösterilmez).',
    });
  });

  it('keeps a cleared figure cleared through the form, the database and the history', () => {
    const form = { ...companyFormValues(seeded), 'co.figureVehicles': '', 'co.figureMovesConfirmed': 'on' };
    const parsed = parseCompanyForm(form);
    expect(parsed.ok).toBe(true);
    const saved = parsed.ok ? parsed.value : seeded;
    expect(saved.figureVehicles).toBeNull();
    expect(saved.figureMovesConfirmed).toBe(true);
    // Saved as JSON and read back: the cleared figure stays cleared, not the seed's value.
    const effective = effectiveCompany(seeded, JSON.parse(JSON.stringify(saved)));
    expect(effective.figureVehicles).toBeNull();
    expect(effective.figureMovesConfirmed).toBe(true);
    expect(companyFormValues(effective)['co.figureVehicles']).toBe('');
    expect(companyFormValues(effective)['co.figureMovesConfirmed']).toBe('on');
    expect(companyDisplay(effective)['co.figureVehicles']).toBe('boş (gösterilmiyor)');
    expect(companyDisplay(seeded)['co.figureUndamagedPercent']).toBe('99,8');
  });

  it('lists the figures on the site that staff have not confirmed; a cleared one is not listed', () => {
    expect(unconfirmedFigures(seeded).map((f) => f.id)).toEqual([
      'figureMoves',
      'figureVehicles',
      'figureUndamagedPercent',
      'figureOnTimePercent',
      'figureResponseMinutes',
    ]);
    const checked: CompanySettings = { ...seeded, figureMovesConfirmed: true, figureVehicles: null };
    expect(unconfirmedFigures(checked).map((f) => f.id)).toEqual([
      'figureUndamagedPercent',
      'figureOnTimePercent',
      'figureResponseMinutes',
    ]);
  });
});

describe('the statistics rows', () => {
  it('show the seed figures, the years since the founding year and the provinces since 2024; no rating or satisfaction', () => {
    expect(values(companyStats(seeded, NOW))).toEqual([
      '5000+ Tamamlanan taşıma',
      "23 yıl Tecrübe, 2003'ten\u00a0beri",
      "81 il Tamamına 2024'ten\u00a0beri",
      '10+ Araç filosu',
    ]);
    expect(values(qualityStats(seeded))).toEqual([
      '%99,8 Hasarsız teslim',
      '%98 Zamanında teslim',
      '15 dk Ortalama dönüş süresi',
      '81 il 7 bölgede hizmet',
    ]);
    const all = [...companyStats(seeded, NOW), ...qualityStats(seeded)].map((s) => `${s.value} ${s.label}`).join(' ');
    expect(all).not.toMatch(/4,9|puan|memnuniyet|%99(?!,8)/i);
  });

  it('leave out every figure staff cleared, and show one they entered', () => {
    const cleared = Object.fromEntries(FIGURES.map((f) => [f.id, null]));
    const none: CompanySettings = { ...seeded, ...cleared };
    expect(values(companyStats(none, NOW))).toEqual([
      "23 yıl Tecrübe, 2003'ten\u00a0beri",
      "81 il Tamamına 2024'ten\u00a0beri",
    ]);
    expect(values(qualityStats(none))).toEqual(['81 il 7 bölgede hizmet']);
    const entered: CompanySettings = { ...none, figureCustomers: 12000, figureResponseMinutes: 30 };
    expect(values(companyStats(entered, NOW))).toContain('12.000+ Müşteri');
    expect(values(qualityStats(entered))).toContain('30 dk Ortalama dönüş süresi');
  });

  it('has a seed entry for every figure and its confirmation', () => {
    expect(Object.keys(FIGURE_SEED)).toHaveLength(FIGURES.length * 2);
  });
});
