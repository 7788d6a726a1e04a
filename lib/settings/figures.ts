// The company's figures ("Rakamlarla biz"): staff enter them in "Firma Bilgileri" with their
// source checked; a cleared figure is shown nowhere; the seed's values stand, unconfirmed,
// until staff save others (docs/decisions/031-figures-with-a-source.md). The years in business
// are not a figure staff type: they are computed from the founding year (lib/facts.ts).
// Pure functions, browser-safe: tested in figures.test.ts.
import type { CompanySettings } from './company';

export type FigureId =
  | 'figureCustomers'
  | 'figureMoves'
  | 'figureVehicles'
  | 'figureUndamagedPercent'
  | 'figureOnTimePercent'
  | 'figureResponseMinutes';

export type FigureConfirmId = `${FigureId}Confirmed`;

export interface FigureDefinition {
  id: FigureId;
  confirmId: FigureConfirmId;
  /** The form's label, also the unconfirmed list's name. */
  label: string;
  hint: string;
  max: number;
  /** Whether a decimal (99,8) is allowed. */
  decimals: boolean;
  /** The seed's value; null: none (not shown until staff enter one). */
  seed: number | null;
}

const figure = (d: Omit<FigureDefinition, 'confirmId'>): FigureDefinition => ({
  ...d,
  confirmId: `${d.id}Confirmed`,
});

/**
 * The figures in the form's order. The seed: 5000+ moves over the years since 2003 (about
 * 220 a year) are the work of a fleet of about ten vehicles, not fifty (which would carry
 * that many in a few weeks); no customer count (moves are the one count).
 */
export const FIGURES: FigureDefinition[] = [
  figure({
    id: 'figureMoves',
    label: 'Tamamlanan taşıma sayısı',
    hint: 'Kayıtlardaki taşıma sayısı; sitede "5000+" gibi gösterilir. Boş: gösterilmez.',
    max: 10_000_000,
    decimals: false,
    seed: 5000,
  }),
  figure({
    id: 'figureCustomers',
    label: 'Müşteri sayısı',
    hint: 'Boş: gösterilmez.',
    max: 10_000_000,
    decimals: false,
    seed: null,
  }),
  figure({
    id: 'figureVehicles',
    label: 'Araç sayısı',
    hint: 'Filodaki araç sayısı. Boş: gösterilmez.',
    max: 10_000,
    decimals: false,
    seed: 10,
  }),
  figure({
    id: 'figureUndamagedPercent',
    label: 'Hasarsız teslim oranı (%)',
    hint: 'Hasar tutanaklarından; örnek: 99,8. Boş: gösterilmez.',
    max: 100,
    decimals: true,
    seed: 99.8,
  }),
  figure({
    id: 'figureOnTimePercent',
    label: 'Zamanında teslim oranı (%)',
    hint: 'Örnek: 98. Boş: gösterilmez.',
    max: 100,
    decimals: true,
    seed: 98,
  }),
  figure({
    id: 'figureResponseMinutes',
    label: 'Ortalama dönüş süresi (dakika)',
    hint: 'Teklif talebine ilk dönüşe kadar. Boş: gösterilmez.',
    max: 10_000,
    decimals: false,
    seed: 15,
  }),
];

export type CompanyFigures = Record<FigureId, number | null> & Record<FigureConfirmId, boolean>;

/** The seed's figures, none of them confirmed. */
export const FIGURE_SEED: CompanyFigures = Object.fromEntries(
  FIGURES.flatMap((f) => [
    [f.id, f.seed],
    [f.confirmId, false],
  ]),
) as CompanyFigures;

/** The figures on the site that staff have not confirmed (a cleared figure is not on the site). */
export function unconfirmedFigures(company: CompanySettings): FigureDefinition[] {
  return FIGURES.filter((f) => company[f.id] !== null && !company[f.confirmId]);
}

const integer = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

export interface Stat {
  value: string;
  label: string;
}

/** "5000+": a count as the site says it (no thousands dot below 10.000, as Turkish writes years and counts). */
function count(n: number): string {
  return `${n >= 10_000 ? integer.format(n) : String(n)}+`;
}

/** The counts ("Rakamlarla biz"): moves, customers, vehicles; a cleared figure is left out. */
export function countStats(c: CompanySettings): Stat[] {
  return [
    c.figureMoves !== null && { value: count(c.figureMoves), label: 'Tamamlanan taşıma' },
    c.figureCustomers !== null && { value: count(c.figureCustomers), label: 'Müşteri' },
    c.figureVehicles !== null && { value: count(c.figureVehicles), label: 'Araç filosu' },
  ].filter((s): s is Stat => s !== false);
}

/** The quality figures: undamaged and on-time shares, response time; a cleared figure is left out. */
export function qualityStats(c: CompanySettings): Stat[] {
  return [
    c.figureUndamagedPercent !== null && {
      value: `%${decimal.format(c.figureUndamagedPercent)}`,
      label: 'Hasarsız teslim',
    },
    c.figureOnTimePercent !== null && { value: `%${decimal.format(c.figureOnTimePercent)}`, label: 'Zamanında teslim' },
    c.figureResponseMinutes !== null && {
      value: `${integer.format(c.figureResponseMinutes)} dk`,
      label: 'Ortalama dönüş süresi',
    },
  ].filter((s): s is Stat => s !== false);
}
