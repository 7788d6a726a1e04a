// What a file is, read from its first bytes: image signatures, the ISO media
// `ftyp` brands (MP4, QuickTime, HEIF/AVIF, M4A), the Matroska/WebM EBML header
// and its tracks, and the Ogg streams' first pages. Pure functions on bytes.

/** How many leading bytes `sniffType` reads; the upload holds this much before writing. */
export const SNIFF_BYTES = 4096;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  start + length <= bytes.length ? String.fromCharCode(...bytes.subarray(start, start + length)) : '';
const startsWith = (bytes: Uint8Array, start: number, signature: readonly number[]) =>
  signature.every((value, i) => bytes[start + i] === value);
const u32 = (bytes: Uint8Array, at: number) =>
  at + 4 <= bytes.length
    ? ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
    : -1;

// ISO base media file format (MP4 and its relatives): the brands of the `ftyp` box.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'msnv',
  'mmp4',
  'M4V ',
  'M4VH',
  'M4VP',
  'F4V ',
  'F4P ',
  'XAVC',
]);
const QUICKTIME_BRANDS = new Set(['qt  ']);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const GPP_BRANDS = /^3g[2gp]/;
/** The first box of an old QuickTime movie that has no `ftyp`. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

function brandType(brand: string): string | null {
  if (MP4_BRANDS.has(brand)) return 'video/mp4';
  if (QUICKTIME_BRANDS.has(brand)) return 'video/quicktime';
  if (AUDIO_BRANDS.has(brand)) return 'audio/mp4';
  if (AVIF_BRANDS.has(brand)) return 'image/avif';
  if (HEIF_BRANDS.has(brand)) return 'image/heic';
  if (GPP_BRANDS.test(brand)) return 'video/3gpp';
  return null;
}

/** An ISO media file by its `ftyp` box: the major brand decides; an unknown one is judged by the compatible brands. */
function isoMediaType(head: Uint8Array): string | null {
  const size = u32(head, 0);
  const major = ascii(head, 8, 4);
  if (!major) return null;
  const known = brandType(major);
  if (known) return known;
  const end = Math.min(size >= 16 ? size : 16, head.length);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= end; at += 4) compatible.push(ascii(head, at, 4));
  const types = compatible.map(brandType);
  // An image or audio brand anywhere says more than a generic ISO brand next to it.
  for (const type of ['image/avif', 'image/heic', 'audio/mp4', 'video/quicktime', 'video/3gpp', 'video/mp4'])
    if (types.includes(type)) return type;
  return null;
}

/** An EBML variable-length integer at `at`: its value (with the length marker kept for ids) and its length. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { value: !keepMarker && allOnes ? Infinity : value, length };
}

interface EbmlElement {
  id: number;
  /** Where its content starts and ends (end is Infinity for an unknown size). */
  start: number;
  end: number;
}

function* ebmlChildren(bytes: Uint8Array, start: number, end: number): Generator<EbmlElement> {
  let at = start;
  while (at < Math.min(end, bytes.length)) {
    const id = vint(bytes, at, true);
    if (!id) return;
    const size = vint(bytes, at + id.length, false);
    if (!size) return;
    const contentStart = at + id.length + size.length;
    const element = { id: id.value, start: contentStart, end: contentStart + size.value };
    yield element;
    if (element.end === Infinity) return;
    at = element.end;
  }
}

const EBML = { header: 0x1a45dfa3, docType: 0x4282, segment: 0x18538067, tracks: 0x1654ae6b, cluster: 0x1f43b675 };
const TRACK = { entry: 0xae, type: 0x83 };
const TRACK_VIDEO = 1;
const TRACK_AUDIO = 2;

/** WebM (or another Matroska file) by its DocType; an audio-only one when its track list is within the bytes read. */
function ebmlType(head: Uint8Array): string | null {
  const [header] = ebmlChildren(head, 0, 4);
  if (!header || header.id !== EBML.header || header.end === Infinity) return null;
  let docType = 'matroska'; // the EBML default
  for (const el of ebmlChildren(head, header.start, header.end))
    if (el.id === EBML.docType) docType = ascii(head, el.start, el.end - el.start).replace(/\0+$/, '');
  const kind = docType === 'webm' ? 'webm' : docType === 'matroska' ? 'x-matroska' : null;
  if (!kind) return null;
  const tracks = ebmlTrackTypes(head, header.end);
  return tracks && !tracks.includes(TRACK_VIDEO) && tracks.includes(TRACK_AUDIO) ? `audio/${kind}` : `video/${kind}`;
}

/** The track types listed in the segment's Tracks element, or null when it is not within the bytes read. */
function ebmlTrackTypes(head: Uint8Array, from: number): number[] | null {
  for (const segment of ebmlChildren(head, from, head.length)) {
    if (segment.id !== EBML.segment) continue;
    for (const el of ebmlChildren(head, segment.start, segment.end)) {
      if (el.id === EBML.cluster) return null;
      if (el.id !== EBML.tracks) continue;
      if (el.end > head.length) return null;
      const types: number[] = [];
      for (const entry of ebmlChildren(head, el.start, el.end))
        if (entry.id === TRACK.entry)
          for (const field of ebmlChildren(head, entry.start, entry.end))
            if (field.id === TRACK.type) types.push(head[field.end - 1] ?? 0);
      return types;
    }
  }
  return null;
}

/** What the first packet of an Ogg logical stream says its codec carries. */
function oggStreamKind(packet: Uint8Array): 'video' | 'audio' | 'other' {
  const text = ascii(packet, 0, Math.min(8, packet.length));
  if (/^\x80(theora|daala)/.test(text) || text.startsWith('BBCD\0') || text.startsWith('\x01video')) return 'video';
  if (
    text.startsWith('\x01vorbis') ||
    text.startsWith('OpusHead') ||
    text.startsWith('\x7fFLAC') ||
    text.startsWith('Speex   ') ||
    text.startsWith('CELT    ') ||
    text.startsWith('PCM     ') ||
    text.startsWith('\x01audio')
  )
    return 'audio';
  return 'other';
}

/**
 * Ogg by its pages: every stream starts with a page flagged "beginning of
 * stream", all of them before any other page, so the first pages list the
 * codecs. Audio streams (Vorbis, Opus, FLAC, Speex) without a video stream
 * (Theora, Dirac, Daala) make an audio file.
 */
function oggType(head: Uint8Array): string {
  const kinds: string[] = [];
  let at = 0;
  while (ascii(head, at, 4) === 'OggS') {
    const beginsStream = ((head[at + 5] ?? 0) & 0x02) !== 0;
    if (!beginsStream) break;
    const segments = head[at + 26];
    if (segments === undefined || at + 27 + segments > head.length) break;
    let bodyLength = 0;
    for (let i = 0; i < segments; i++) bodyLength += head[at + 27 + i]!;
    const body = at + 27 + segments;
    kinds.push(oggStreamKind(head.subarray(body, body + bodyLength)));
    at = body + bodyLength;
  }
  return !kinds.includes('video') && kinds.includes('audio') ? 'audio/ogg' : 'video/ogg';
}

/**
 * The type a file's content says it is, or null when it is none we know. A
 * file that hides its kind (a video whose track list is not in the first
 * bytes) is named for its container; `videoContent` in video-check.ts looks
 * further into a received video.
 */
export function sniffType(head: Uint8Array): string | null {
  if (startsWith(head, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 4) === 'ftyp') return isoMediaType(head);
  if (QUICKTIME_ATOMS.has(ascii(head, 4, 4))) return 'video/quicktime';
  if (startsWith(head, 0, [0x1a, 0x45, 0xdf, 0xa3])) return ebmlType(head);
  if (ascii(head, 0, 4) === 'OggS') return oggType(head);
  return null;
}

/** The handler types ('vide', 'soun', ...) of the tracks in an MP4 `moov` box's content. */
export function mp4TrackHandlers(moov: Uint8Array): string[] {
  const handlers: string[] = [];
  const walk = (start: number, end: number, path: string[]) => {
    let at = start;
    while (at + 8 <= end) {
      let size = u32(moov, at);
      const type = ascii(moov, at + 4, 4);
      let header = 8;
      if (size === 1) {
        const high = u32(moov, at + 8);
        const low = u32(moov, at + 12);
        if (high < 0 || low < 0) return;
        size = high * 2 ** 32 + low;
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return;
      const next = [...path, type];
      if (type === 'hdlr' && path.join('/') === 'trak/mdia') handlers.push(ascii(moov, at + header + 8, 4));
      else if (type === 'trak' || type === 'mdia') walk(at + header, at + size, next);
      at += size;
    }
  };
  walk(0, moov.length, []);
  return handlers;
}

/** What an MP4 or QuickTime movie box says: its length, its tracks' handlers and video codecs. */
export interface MovieInfo {
  /**
   * The movie's length: the longest of the movie header (`mvhd`) and the tracks' headers
   * (`tkhd`, in the movie's timescale, and `mdhd`, in the track's own), or null when none says.
   * One header alone can be made to lie (issue 35): a file whose tracks run 20 minutes is not 3 s.
   */
  durationMs: number | null;
  /** 'vide', 'soun', ... per track. */
  handlers: string[];
  /** The video tracks' sample entry types: 'avc1'/'avc3' (H.264), 'hvc1'/'hev1' (HEVC), ... */
  videoCodecs: string[];
}

/** Reads the movie header and the video tracks' codecs from a `moov` box's content. */
export function mp4MovieInfo(moov: Uint8Array): MovieInfo {
  const info: MovieInfo = { durationMs: null, handlers: [], videoCodecs: [] };
  const boxes = (start: number, end: number, visit: (type: string, from: number, to: number) => void) => {
    let at = start;
    while (at + 8 <= end) {
      let size = u32(moov, at);
      const type = ascii(moov, at + 4, 4);
      let header = 8;
      if (size === 1) {
        size = u32(moov, at + 8) * 2 ** 32 + u32(moov, at + 12);
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return;
      visit(type, at + header, at + size);
      at += size;
    }
  };
  /** A full box's (version, timescale at, duration at) as `mvhd` and `mdhd` lay them out. */
  const timed = (from: number): { timescale: number; duration: number } => {
    const v1 = moov[from] === 1;
    return {
      timescale: u32(moov, from + (v1 ? 20 : 12)),
      duration: v1 ? u32(moov, from + 24) * 2 ** 32 + u32(moov, from + 28) : u32(moov, from + 16),
    };
  };
  /** A duration of all ones means "unknown" in these boxes. */
  const known = (duration: number, v1: boolean) => duration !== (v1 ? 2 ** 64 - 1 : 0xffffffff);
  const ms = (duration: number, timescale: number) =>
    timescale > 0 && duration >= 0 ? Math.round((duration / timescale) * 1000) : null;
  let movieTimescale = 0;
  const durations: number[] = [];
  const trackHeaderDurations: number[] = [];
  boxes(0, moov.length, (type, from, to) => {
    if (type === 'mvhd') {
      const { timescale, duration } = timed(from);
      movieTimescale = timescale;
      const length = known(duration, moov[from] === 1) ? ms(duration, timescale) : null;
      if (length !== null) durations.push(length);
    }
    if (type !== 'trak') return;
    let handler = '';
    let entry = '';
    // The media handler is the `hdlr` of `mdia`; QuickTime has another (the data handler) in `minf`.
    const walk = (parent: string) => (t: string, f: number, e: number) => {
      if (t === 'hdlr' && parent === 'mdia') handler = ascii(moov, f + 8, 4);
      else if (t === 'stsd') entry = ascii(moov, f + 12, 4);
      else if (t === 'tkhd' && parent === 'trak') {
        const v1 = moov[f] === 1;
        const duration = v1 ? u32(moov, f + 28) * 2 ** 32 + u32(moov, f + 32) : u32(moov, f + 20);
        if (known(duration, v1)) trackHeaderDurations.push(duration);
      } else if (t === 'mdhd' && parent === 'mdia') {
        const { timescale, duration } = timed(f);
        const length = known(duration, moov[f] === 1) ? ms(duration, timescale) : null;
        if (length !== null) durations.push(length);
      } else if (t === 'mdia' || t === 'minf' || t === 'stbl') boxes(f, e, walk(t));
    };
    boxes(from, to, walk('trak'));
    if (handler) info.handlers.push(handler);
    if (handler === 'vide' && entry) info.videoCodecs.push(entry);
  });
  // `tkhd` counts in the movie's timescale, known only once `mvhd` is read (it comes first, usually).
  for (const duration of trackHeaderDurations) {
    const length = ms(duration, movieTimescale);
    if (length !== null) durations.push(length);
  }
  if (durations.length) info.durationMs = Math.max(...durations);
  return info;
}

/** Whether browsers play a video codec (H.264 everywhere; HEVC only in some). */
export const isH264 = (codec: string) => codec === 'avc1' || codec === 'avc3';
