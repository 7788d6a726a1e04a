// What an upload without JavaScript came to, carried in the dashboard's address
// the upload route redirects to. Only counts and the codes of known refusals
// travel in the address; the page shows the texts those stand for, so nothing
// typed into an address (a file name, a made-up message) ever reaches the page.
// No server imports.
import { UPLOAD_MESSAGES } from '@/lib/media';

/** The address parameters of an upload report. */
export const UPLOAD_REPORT_PARAMS = { saved: 'eklenen', refused: 'red', leftOut: 'gonderilmeyen' } as const;

/** The refusals an upload can end with, by the code the address carries. */
export const UPLOAD_REFUSALS = {
  'gorsel-turu': UPLOAD_MESSAGES.imageType,
  'gorsel-boyutu': UPLOAD_MESSAGES.imageSize,
  cozunurluk: UPLOAD_MESSAGES.imagePixels,
  'gorsel-yok': UPLOAD_MESSAGES.imageRequired,
  'video-turu': UPLOAD_MESSAGES.videoType,
  'video-boyutu': UPLOAD_MESSAGES.videoSize,
  'video-eksik': UPLOAD_MESSAGES.videoRequired,
  hata: UPLOAD_MESSAGES.generic,
} as const satisfies Record<string, string>;

export type RefusalCode = keyof typeof UPLOAD_REFUSALS;

const CODES = Object.keys(UPLOAD_REFUSALS) as RefusalCode[];
/** Counts beyond this are not believed (no request carries that many files). */
const MAX_COUNT = 10_000;

export interface UploadReport {
  /** Files kept. */
  saved: number;
  /** Each kind of refusal once, in the order first met. */
  refused: RefusalCode[];
  /** Files sent beyond the per-request limit. */
  leftOut: number;
}

/**
 * The code of a refusal as the upload route words it: a known message, alone
 * or after the file's name ("foto.gif: Lütfen sadece ..."); anything else is
 * the generic one.
 */
export function refusalCode(error: string): RefusalCode {
  return (
    CODES.find((code) => error === UPLOAD_REFUSALS[code] || error.endsWith(`: ${UPLOAD_REFUSALS[code]}`)) ?? 'hata'
  );
}

/** The report of an upload: how many were kept, each refusal once (the left-out note apart), how many were not sent. */
export function uploadReport(saved: number, errors: readonly string[], leftOut: number): UploadReport {
  const leftOutMessage = leftOut ? UPLOAD_MESSAGES.leftOut(leftOut) : null;
  const refused = [...new Set(errors.filter((e) => e !== leftOutMessage).map(refusalCode))];
  return { saved, refused, leftOut };
}

/** The report as address parameters (nothing for what did not happen). */
export function uploadReportParams(report: UploadReport): [string, string][] {
  const params: [string, string][] = [];
  if (report.saved) params.push([UPLOAD_REPORT_PARAMS.saved, String(report.saved)]);
  if (report.refused.length) params.push([UPLOAD_REPORT_PARAMS.refused, report.refused.join(',')]);
  if (report.leftOut) params.push([UPLOAD_REPORT_PARAMS.leftOut, String(report.leftOut)]);
  return params;
}

function count(value: string | string[] | undefined): number {
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) return 0;
  return Math.min(Number(value), MAX_COUNT);
}

/** The report in an address, or undefined when it has none; unknown codes are dropped. */
export function parseUploadReport(params: Record<string, string | string[] | undefined>): UploadReport | undefined {
  const refusedParam = params[UPLOAD_REPORT_PARAMS.refused];
  const refused =
    typeof refusedParam === 'string'
      ? [...new Set(refusedParam.split(','))].filter((c): c is RefusalCode => CODES.includes(c as RefusalCode))
      : [];
  const report = {
    saved: count(params[UPLOAD_REPORT_PARAMS.saved]),
    refused,
    leftOut: count(params[UPLOAD_REPORT_PARAMS.leftOut]),
  };
  return report.saved || report.refused.length || report.leftOut ? report : undefined;
}

/** What the media tab shows for a report: the success in green, each refusal once in red. */
export function uploadReportTexts(
  report: UploadReport,
  tab: string,
): { success: string | null; errors: string[] } | null {
  const uploaded =
    tab === 'galeri'
      ? UPLOAD_MESSAGES.galleryUploaded(report.saved)
      : tab === 'anasayfa'
        ? UPLOAD_MESSAGES.heroUploaded
        : tab === 'video'
          ? UPLOAD_MESSAGES.videoUploaded
          : null;
  if (!uploaded) return null;
  return {
    success: report.saved ? uploaded : null,
    errors: [
      ...report.refused.map((code) => UPLOAD_REFUSALS[code]),
      ...(report.leftOut ? [UPLOAD_MESSAGES.leftOut(report.leftOut)] : []),
    ],
  };
}
