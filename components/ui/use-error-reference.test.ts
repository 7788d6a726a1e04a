import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReference, logErrorReference } from './use-error-reference';

afterEach(() => vi.restoreAllMocks());

describe('the reference an error page shows', () => {
  it("is the digest of an error thrown on the server, which the server's log carries too", () => {
    expect(errorReference(Object.assign(new Error('x'), { digest: '2841094453' }))).toBe('2841094453');
  });

  it('is a new random id for an error thrown in the browser (which has no digest), or for a thrown non-error', () => {
    const first = errorReference(new Error('x'));
    expect(first).toMatch(/^T-[0-9A-F]{8}$/);
    expect(errorReference('a string')).toMatch(/^T-[0-9A-F]{8}$/);
    expect(errorReference(null)).toMatch(/^T-[0-9A-F]{8}$/);
    expect(errorReference(new Error('x'))).not.toBe(first);
  });

  it('is logged with the error and where it happened', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    logErrorReference('admin', 'T-0A1B2C3D', error);
    expect(log).toHaveBeenCalledWith('[admin] hata T-0A1B2C3D:', error);
  });
});
