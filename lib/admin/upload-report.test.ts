import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@/lib/media';
import { dashboardHref, parseDashboardQuery } from './dashboard';
import { parseUploadReport, refusalCode, uploadReport, uploadReportTexts } from './upload-report';

const paramsOf = (href: string) => Object.fromEntries(new URL(href, 'http://site.invalid').searchParams.entries());

describe('upload report in the dashboard address (uploads without JavaScript)', () => {
  it('codes each refusal once, keeps the left-out count apart, and comes back as the texts it stands for', () => {
    const errors = [
      `a.gif: ${UPLOAD_MESSAGES.imageType}`,
      `b.txt: ${UPLOAD_MESSAGES.imageType}`,
      `c.png: ${UPLOAD_MESSAGES.imagePixels}`,
      UPLOAD_MESSAGES.leftOut(4),
    ];
    const report = uploadReport(3, errors, 4);
    expect(report).toEqual({ saved: 3, refused: ['gorsel-turu', 'cozunurluk'], leftOut: 4 });

    const href = dashboardHref({ tab: 'galeri', upload: report });
    expect(href).toBe('/admin/dashboard?sekme=galeri&eklenen=3&red=gorsel-turu%2Ccozunurluk&gonderilmeyen=4');
    const query = parseDashboardQuery(paramsOf(href));
    expect(query.upload).toEqual(report);
    expect(uploadReportTexts(query.upload!, query.tab)).toEqual({
      success: '3 fotoğraf galeriye eklendi.',
      errors: [UPLOAD_MESSAGES.imageType, UPLOAD_MESSAGES.imagePixels, UPLOAD_MESSAGES.leftOut(4)],
    });
    expect(UPLOAD_MESSAGES.leftOut(4)).toContain('4 dosya gönderilmedi');
  });

  it('never shows text from the address: unknown codes are dropped, counts must be plain numbers', () => {
    expect(parseUploadReport({ red: 'Şifrenizi buraya yazın,<script>,gorsel-boyutu,gorsel-boyutu' })).toEqual({
      saved: 0,
      refused: ['gorsel-boyutu'],
      leftOut: 0,
    });
    expect(parseUploadReport({ eklenen: '1e9', gonderilmeyen: '-3', red: 'yok' })).toBeUndefined();
    expect(parseUploadReport({ eklenen: '99999' })?.saved).toBe(10_000);
    expect(parseUploadReport({})).toBeUndefined();
    // A refusal worded otherwise (an unexpected failure) is the generic one.
    expect(refusalCode('x.png: beklenmeyen bir şey')).toBe('hata');
    expect(refusalCode(UPLOAD_MESSAGES.videoSize)).toBe('video-boyutu');
  });

  it('says what the upload of each media tab came to, and nothing on the lead tabs', () => {
    const report = { saved: 1, refused: [], leftOut: 0 };
    expect(uploadReportTexts(report, 'anasayfa')).toEqual({ success: UPLOAD_MESSAGES.heroUploaded, errors: [] });
    expect(uploadReportTexts(report, 'video')).toEqual({ success: UPLOAD_MESSAGES.videoUploaded, errors: [] });
    expect(uploadReportTexts({ saved: 0, refused: ['hata'], leftOut: 0 }, 'galeri')).toEqual({
      success: null,
      errors: [UPLOAD_MESSAGES.generic],
    });
    expect(uploadReportTexts(report, 'teklifler')).toBeNull();
  });
});
