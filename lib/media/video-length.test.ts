// A video's length is the longest of what its headers say (issue 35): a phone's MP4 whose
// track headers (tkhd, mdhd) were rewritten to 20 minutes while the movie header (mvhd) still
// says 3 seconds is 20 minutes long, and the length limit refuses it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { VIDEO_MAX_SECONDS } from '@/lib/lead-files';
import { readMovieInfo } from './video-check.server';

vi.mock('server-only', () => ({}));

const fixture = readFileSync(path.join(import.meta.dirname, '../../test/fixtures/phone', 'oda.mp4'));
const dir = mkdtempSync(path.join(os.tmpdir(), 'hn-video-length-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every box of `type` inside the containers on the way (moov, trak, mdia), as [content start, v1]. */
function find(data: Buffer, type: string, start = 0, end = data.length): number[] {
  const found: number[] = [];
  for (let at = start; at + 8 <= end;) {
    const size = data.readUInt32BE(at);
    const name = data.toString('latin1', at + 4, at + 8);
    if (size < 8) break;
    if (name === type) found.push(at + 8);
    if (['moov', 'trak', 'mdia'].includes(name)) found.push(...find(data, type, at + 8, at + size));
    at += size;
  }
  return found;
}

async function infoOf(data: Buffer) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.mp4`);
  writeFileSync(file, data);
  return readMovieInfo(file);
}

describe('the length of a video', () => {
  it('is 3 seconds for the phone video as recorded', async () => {
    const info = await infoOf(fixture);
    expect(info?.durationMs).toBeGreaterThan(2500);
    expect(info?.durationMs).toBeLessThan(3500);
  });

  it('is the longest of the movie and track headers: tracks saying 20 minutes make it 20 minutes', async () => {
    const data = Buffer.from(fixture);
    const [mvhd] = find(data, 'mvhd');
    const tkhds = find(data, 'tkhd');
    const mdhds = find(data, 'mdhd');
    expect(mvhd).toBeDefined();
    expect(tkhds.length).toBeGreaterThan(0);
    expect(mdhds.length).toBeGreaterThan(0);
    for (const at of [mvhd!, ...tkhds, ...mdhds]) expect(data[at], 'version 0 boxes in the fixture').toBe(0);
    const movieTimescale = data.readUInt32BE(mvhd! + 12);
    // tkhd counts in the movie's timescale, mdhd in its own.
    for (const at of tkhds) data.writeUInt32BE(20 * 60 * movieTimescale, at + 20);
    for (const at of mdhds) data.writeUInt32BE(20 * 60 * data.readUInt32BE(at + 12), at + 16);
    const info = await infoOf(data);
    expect(info?.durationMs).toBe(20 * 60 * 1000);
    expect(info!.durationMs! > VIDEO_MAX_SECONDS * 1000 + 500).toBe(true);

    // Only the media header (mdhd) of one track says it: still the longest.
    const onlyMdhd = Buffer.from(fixture);
    onlyMdhd.writeUInt32BE(20 * 60 * onlyMdhd.readUInt32BE(mdhds[0]! + 12), mdhds[0]! + 16);
    expect((await infoOf(onlyMdhd))?.durationMs).toBe(20 * 60 * 1000);
  });
});
