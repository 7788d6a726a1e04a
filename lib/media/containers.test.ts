import { describe, expect, it } from 'vitest';
import { mp4TrackHandlers, sniffType } from './containers';
import { OGG_PACKETS, box, bytes, ebmlHeader, ftyp, mkvSegment, mkvTrack, oggPage, trak, u32 } from './test-files';

const { theora, vorbis, opus, skeleton } = OGG_PACKETS;

describe('file types by content', () => {
  it('recognises the photo formats by their signatures', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffType(bytes('<?php echo 1; ?>'))).toBeNull();
    expect(sniffType(bytes('GIF89a'))).toBeNull();
    expect(sniffType(bytes())).toBeNull();
  });

  it('tells MP4 from QuickTime, HEIC/AVIF photos and M4A audio by the ftyp brand', () => {
    for (const brand of ['isom', 'iso2', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V '])
      expect(sniffType(ftyp(brand, 'isom')), brand).toBe('video/mp4');
    expect(sniffType(ftyp('qt  ', 'qt  '))).toBe('video/quicktime');
    for (const brand of ['heic', 'heix', 'mif1'])
      expect(sniffType(ftyp(brand, 'mif1', 'heic')), brand).toBe('image/heic');
    expect(sniffType(ftyp('avif', 'avif', 'mif1', 'miaf'))).toBe('image/avif');
    expect(sniffType(ftyp('M4A ', 'M4A ', 'mp42', 'isom'))).toBe('audio/mp4');
    expect(sniffType(ftyp('3gp4', 'isom', '3gp4'))).toBe('video/3gpp');
  });

  it('judges an unknown major brand by its compatible brands, the most specific first', () => {
    expect(sniffType(ftyp('abcd', 'isom', 'mp42'))).toBe('video/mp4');
    expect(sniffType(ftyp('abcd', 'isom', 'mif1'))).toBe('image/heic');
    expect(sniffType(ftyp('abcd', 'mp42', 'M4A '))).toBe('audio/mp4');
    expect(sniffType(ftyp('abcd', 'wxyz'))).toBeNull();
  });

  it('recognises an old QuickTime movie that starts without ftyp', () => {
    expect(sniffType(box('moov', trak('vide')))).toBe('video/quicktime');
    expect(sniffType(bytes(u32(8), 'wide', u32(100), 'mdat'))).toBe('video/quicktime');
  });

  it('tells WebM from other Matroska files by the DocType, and an audio-only WebM by its tracks', () => {
    expect(sniffType(ebmlHeader('webm'))).toBe('video/webm');
    expect(sniffType(bytes(ebmlHeader('webm'), mkvSegment(mkvTrack(1, 'V_VP9'), mkvTrack(2, 'A_OPUS'))))).toBe(
      'video/webm',
    );
    expect(sniffType(bytes(ebmlHeader('webm'), mkvSegment(mkvTrack(2, 'A_OPUS'))))).toBe('audio/webm');
    expect(sniffType(bytes(ebmlHeader('matroska'), mkvSegment(mkvTrack(1, 'V_MPEG4/ISO/AVC'))))).toBe(
      'video/x-matroska',
    );
    // A track list further in than the bytes read cannot be judged from them: named for the container.
    const cut = bytes(ebmlHeader('webm'), mkvSegment(mkvTrack(2, 'A_OPUS')));
    expect(sniffType(cut.subarray(0, cut.length - 50))).toBe('video/webm');
    expect(sniffType(bytes(0x1a, 0x45, 0xdf, 0xa3))).toBeNull();
  });

  it('tells an Ogg video from Ogg audio (Vorbis or Opus without Theora) by the streams’ first pages', () => {
    const rest = oggPage(false, 1, new Uint8Array(40));
    expect(sniffType(bytes(oggPage(true, 1, theora), oggPage(true, 2, vorbis), rest))).toBe('video/ogg');
    expect(sniffType(bytes(oggPage(true, 9, skeleton), oggPage(true, 1, theora), rest))).toBe('video/ogg');
    expect(sniffType(bytes(oggPage(true, 2, vorbis), rest))).toBe('audio/ogg');
    expect(sniffType(bytes(oggPage(true, 2, opus), rest))).toBe('audio/ogg');
    expect(sniffType(bytes(oggPage(true, 9, skeleton), oggPage(true, 2, vorbis), rest))).toBe('audio/ogg');
  });

  it('lists the handlers of an MP4 movie’s tracks', () => {
    const moov = box('moov', box('mvhd', new Uint8Array(100)), trak('vide'), trak('soun'));
    expect(mp4TrackHandlers(moov.subarray(8))).toEqual(['vide', 'soun']);
    expect(mp4TrackHandlers(box('moov', trak('soun')).subarray(8))).toEqual(['soun']);
    // A box that claims more than there is ends the walk instead of reading past it.
    expect(mp4TrackHandlers(bytes(u32(4000), 'trak', new Uint8Array(8)))).toEqual([]);
  });
});
