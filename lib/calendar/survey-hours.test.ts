import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SURVEY_HOURS,
  effectiveSurveyHours,
  parseExceptions,
  parseSurveyHoursForm,
  surveyHoursFormGroups,
  surveyHoursFormValues,
} from './survey-hours';

describe('survey hours settings', () => {
  it('a fresh install has Monday to Saturday 09:00–18:00, one surveyor, 60 minutes, both kinds, 3 hours', () => {
    expect(effectiveSurveyHours(undefined)).toEqual(DEFAULT_SURVEY_HOURS);
    expect(DEFAULT_SURVEY_HOURS.weekly.slice(0, 6).every((d) => d?.open === '09:00' && d.close === '18:00')).toBe(true);
    expect(DEFAULT_SURVEY_HOURS.weekly[6]).toBeNull();
    expect(DEFAULT_SURVEY_HOURS).toMatchObject({
      slotMinutes: 60,
      surveyors: 1,
      kinds: ['ev', 'video'],
      changeHours: 3,
    });
    // A saved value that no longer passes the checks falls back to the defaults.
    expect(effectiveSurveyHours({ weekly: [] })).toEqual(DEFAULT_SURVEY_HOURS);
  });

  it('the form shows the saved hours and reads them back unchanged', () => {
    const values = surveyHoursFormValues(DEFAULT_SURVEY_HOURS);
    const names = surveyHoursFormGroups().flatMap((g) => g.fields.map((f) => f.name));
    expect(Object.keys(values).sort()).toEqual([...names].sort());
    expect(parseSurveyHoursForm(values)).toEqual({ ok: true, value: DEFAULT_SURVEY_HOURS });
  });

  it('reads a changed week, exceptions, two surveyors and home visits only', () => {
    const values = {
      ...surveyHoursFormValues(DEFAULT_SURVEY_HOURS),
      'kh.gun.6.acilis': '',
      'kh.gun.6.kapanis': '',
      'kh.gun.7.acilis': '10:00',
      'kh.gun.7.kapanis': '14:00',
      'kh.sure': '45',
      'kh.kesifci': '2',
      'kh.turler': 'ev',
      'kh.degisiklik': '24',
      'kh.istisnalar': '31.12.2026 09:00-13:00, 29.10.2026',
    };
    const parsed = parseSurveyHoursForm(values);
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        slotMinutes: 45,
        surveyors: 2,
        kinds: ['ev'],
        changeHours: 24,
        exceptions: [
          { date: '2026-10-29', hours: null },
          { date: '2026-12-31', hours: { open: '09:00', close: '13:00' } },
        ],
      },
    });
    if (!parsed.ok) return;
    expect(parsed.value.weekly[5]).toBeNull();
    expect(parsed.value.weekly[6]).toEqual({ open: '10:00', close: '14:00' });
    expect(surveyHoursFormValues(parsed.value)['kh.istisnalar']).toBe('29.10.2026, 31.12.2026 09:00-13:00');
  });

  it('refuses wrong values with a Turkish message next to each field', () => {
    const parsed = parseSurveyHoursForm({
      ...surveyHoursFormValues(DEFAULT_SURVEY_HOURS),
      'kh.gun.1.kapanis': '08:00',
      'kh.gun.2.acilis': '',
      'kh.sure': '7',
      'kh.kesifci': '0',
      'kh.turler': 'hepsi',
      'kh.istisnalar': '31.02.2026',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      'kh.gun.1.kapanis': 'Pazartesi bitiş saati başlangıçtan sonra olmalı.',
      'kh.gun.2.acilis': 'Salı için başlangıç saatini SS:DD olarak girin.',
      'kh.sure': 'Keşif süresi en az 15 olmalıdır.',
      'kh.kesifci': 'Aynı anda yapılabilecek keşif en az 1 olmalıdır.',
      'kh.turler': 'Listeden bir seçenek seçin.',
    });
    expect(parsed.errors['kh.istisnalar']).toContain('"31.02.2026" okunamadı');
    expect(parseExceptions('2026-12-31 14:00-09:00')).toMatchObject({ ok: false });
    expect(parseExceptions('')).toEqual({ ok: true, value: [] });
  });
});
