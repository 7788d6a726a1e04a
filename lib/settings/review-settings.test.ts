import { describe, expect, it } from 'vitest';
import { companyFromEnv, effectiveCompany, parseCompanySettings, DEFAULT_REVIEW_REQUEST_DAYS } from './company';
import { env } from '@/lib/env';

describe('the review settings in Firma Bilgileri', () => {
  const base = companyFromEnv(env());

  it('default to no Google link and a request three days after the move', () => {
    expect(base.googleReviewUrl).toBe('');
    expect(base.reviewRequestDays).toBe(DEFAULT_REVIEW_REQUEST_DAYS);
  });

  it('take an https link and whole days up to 60, and refuse others with a Turkish message', () => {
    const ok = parseCompanySettings({
      ...base,
      googleReviewUrl: 'https://g.page/r/abc/review',
      reviewRequestDays: '5',
    });
    expect(ok.ok && [ok.value.googleReviewUrl, ok.value.reviewRequestDays]).toEqual(['https://g.page/r/abc/review', 5]);
    const bad = parseCompanySettings({ ...base, googleReviewUrl: 'g.page/abc', reviewRequestDays: '90' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.fieldErrors.googleReviewUrl).toContain('https://');
      expect(bad.fieldErrors.reviewRequestDays).toContain('0 ile 60');
    }
  });

  it('keep what staff saved over the defaults', () => {
    expect(effectiveCompany(base, { reviewRequestDays: 7 }).reviewRequestDays).toBe(7);
  });
});
