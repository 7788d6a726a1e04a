import { describe, expect, it } from 'vitest';
import { company, sentOffer } from '@/test/offer-fixtures';
import { snapshotSha256 } from './repository.server';
import { buildOfferSnapshot } from './snapshot';

describe('the accepted offer names the pre-move condition record', () => {
  const photo = { kind: 'photo' as const, room: 'salon', sha256: 'a'.repeat(64) };
  const video = { kind: 'video' as const, room: 'mutfak', sha256: 'b'.repeat(64) };

  it('carries the survey files checksums, so a changed or removed photo changes the hash', () => {
    const plain = buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', company);
    expect('surveyFiles' in plain).toBe(false);
    const withFiles = buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', company, { surveyFiles: [photo, video] });
    expect(withFiles.surveyFiles).toEqual([photo, video]);
    expect(snapshotSha256(withFiles)).not.toBe(snapshotSha256(plain));
    const changed = buildOfferSnapshot(sentOffer(), 'HN-2611-ABCD', company, {
      surveyFiles: [{ ...photo, sha256: 'c'.repeat(64) }, video],
    });
    expect(snapshotSha256(changed)).not.toBe(snapshotSha256(withFiles));
  });
});
