// Turkish public holidays ("resmî tatil") of the years the damage deadlines can fall in, as a
// table. Browser-safe, no imports.
//
// Source: Law no. 2429 "Ulusal Bayram ve Genel Tatiller Hakkında Kanun" (fixed days: 1 Ocak,
// 23 Nisan, 1 Mayıs, 19 Mayıs, 15 Temmuz, 30 Ağustos, 29 Ekim; Ramazan Bayramı 3 days,
// Kurban Bayramı 4 days) and the dates of the religious holidays in the Diyanet İşleri
// Başkanlığı's "Dini Günler Takvimi" for 2026 and 2027. The afternoons of the eves ("arife",
// and 28 Ekim) are half days: they stay business days here. Add the next year's row before
// the year starts (lib/reviews/holidays.test.ts fails when the current year has none).

export interface Holiday {
  /** 'YYYY-MM-DD' */
  date: string;
  name: string;
}

const fixed = (year: number): Holiday[] => [
  { date: `${year}-01-01`, name: 'Yılbaşı' },
  { date: `${year}-04-23`, name: 'Ulusal Egemenlik ve Çocuk Bayramı' },
  { date: `${year}-05-01`, name: 'Emek ve Dayanışma Günü' },
  { date: `${year}-05-19`, name: "Atatürk'ü Anma, Gençlik ve Spor Bayramı" },
  { date: `${year}-07-15`, name: 'Demokrasi ve Millî Birlik Günü' },
  { date: `${year}-08-30`, name: 'Zafer Bayramı' },
  { date: `${year}-10-29`, name: 'Cumhuriyet Bayramı' },
];

const days = (name: string, first: string, count: number): Holiday[] =>
  Array.from({ length: count }, (_, i) => {
    const d = new Date(`${first}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    return { date: d.toISOString().slice(0, 10), name: `${name} (${i + 1}. gün)` };
  });

/** The years the table covers, with their holidays. */
export const HOLIDAYS_BY_YEAR: Readonly<Record<number, readonly Holiday[]>> = {
  2026: [...fixed(2026), ...days('Ramazan Bayramı', '2026-03-20', 3), ...days('Kurban Bayramı', '2026-05-27', 4)],
  2027: [...fixed(2027), ...days('Ramazan Bayramı', '2027-03-09', 3), ...days('Kurban Bayramı', '2027-05-16', 4)],
};

export const HOLIDAY_SOURCE =
  '2429 sayılı Ulusal Bayram ve Genel Tatiller Hakkında Kanun ile Diyanet İşleri Başkanlığı Dini Günler Takvimi';

const HOLIDAY_DATES = new Set(Object.values(HOLIDAYS_BY_YEAR).flatMap((list) => list.map((h) => h.date)));

/** Whether a day ('YYYY-MM-DD') is a public holiday in the table. */
export function isHoliday(day: string): boolean {
  return HOLIDAY_DATES.has(day);
}

/** Whether the table covers the year. */
export function coversYear(year: number): boolean {
  return year in HOLIDAYS_BY_YEAR;
}
