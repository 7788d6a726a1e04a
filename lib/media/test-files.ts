// Files for the upload tests and the upload bench, made on the fly (nothing binary is committed).
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb: a black-and-white PNG of `side` × `side` pixels, one
 * bit each, all the same, so 256 megapixels (16000 × 16000) pack into about
 * 31 KB and unpack to gigabytes once decoded as colour.
 */
export function pngBomb(side = 16_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, not interlaced
  const row = Math.ceil(side / 8) + 1; // a filter byte, then the row's bits
  const pixels = deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type Part = number | string | Uint8Array | Part[];

/** Bytes from numbers, latin-1 text and other bytes, in order. */
export function bytes(...parts: Part[]): Uint8Array {
  const out: number[] = [];
  const add = (p: Part) => {
    if (typeof p === 'number') out.push(p);
    else if (typeof p === 'string') out.push(...[...p].map((c) => c.charCodeAt(0)));
    else if (p instanceof Uint8Array) for (const b of p) out.push(b);
    else p.forEach(add);
  };
  parts.forEach(add);
  return new Uint8Array(out);
}
export const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** An ISO media box (MP4, QuickTime, HEIF): size, type, content. */
export function box(type: string, ...content: Part[]): Uint8Array {
  const body = bytes(...content);
  return bytes(u32(body.length + 8), type, body);
}
export const ftyp = (major: string, ...compatible: string[]) => box('ftyp', major, u32(0), ...compatible);
/** A track whose media handler is `handler` ('vide', 'soun'). */
export const trak = (handler: string) =>
  box('trak', box('tkhd', new Uint8Array(84)), box('mdia', box('hdlr', u32(0), u32(0), handler, new Uint8Array(12))));
/** An MP4-like file: its ftyp, media data, and its movie box with these tracks after the data (as cameras write it). */
export const isoFile = (brand: string, handlers: string[], mediaBytes = 4096) =>
  bytes(ftyp(brand, brand, 'isom'), box('mdat', new Uint8Array(mediaBytes)), box('moov', ...handlers.map(trak)));

/** An EBML element: its id (with its length marker), a one- or eight-byte size, its content. */
export function ebml(id: number[], ...content: Part[]): Uint8Array {
  const body = bytes(...content);
  return bytes(id, body.length < 127 ? [0x80 | body.length] : [0x01, 0, 0, 0, ...u32(body.length)], body);
}
export const ebmlHeader = (docType: string) =>
  ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x86], 1), ebml([0x42, 0x82], docType));
/** A Matroska track entry: type 1 is video, 2 audio. */
export const mkvTrack = (type: number, codec: string) =>
  ebml([0xae], ebml([0xd7], 1), ebml([0x83], type), ebml([0x86], codec));
/** A segment of unknown size (as live writers make them): info, the track list, a cluster. */
export const mkvSegment = (...tracks: Uint8Array[]) =>
  bytes(
    [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
    ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], 0x0f, 0x42, 0x40)),
    ebml([0x16, 0x54, 0xae, 0x6b], ...tracks),
    ebml([0x1f, 0x43, 0xb6, 0x75], new Uint8Array(32)),
  );

/** An Ogg page: "beginning of stream" pages open each logical stream with its codec's first packet. */
export function oggPage(beginsStream: boolean, serial: number, packet: Part): Uint8Array {
  const body = bytes(packet);
  return bytes(
    'OggS',
    0,
    beginsStream ? 0x02 : 0,
    new Uint8Array(8),
    u32(serial),
    u32(0),
    u32(0),
    1,
    body.length,
    body,
  );
}
export const OGG_PACKETS = {
  theora: bytes(0x80, 'theora', 3, 2, 1, new Uint8Array(35)),
  vorbis: bytes(0x01, 'vorbis', new Uint8Array(23)),
  opus: bytes('OpusHead', 1, 2, new Uint8Array(9)),
  skeleton: bytes('fishead', 0, new Uint8Array(56)),
};
