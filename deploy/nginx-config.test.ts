// The nginx site operators install (deploy/nginx-hafif-nakliyat.conf) lets through what the app
// accepts: each upload at its largest reaches the app (nginx answers 413 to a larger body before
// the app sees it), streamed, and a customer-page flash fits in the Cookie header. The location
// that serves a path is chosen as nginx does: an exact match, else the longest prefix unless a
// regular expression matches (first in file order), unless that prefix is `^~`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLASH_PARTS } from '@/lib/http/flash-cookie';
import { VIDEO_MAX_BYTES as LEAD_VIDEO_MAX_BYTES } from '@/lib/lead-files';
import { VIDEO_MAX_BYTES as GALLERY_VIDEO_MAX_BYTES } from '@/lib/media';

const conf = readFileSync(path.join(import.meta.dirname, 'nginx-hafif-nakliyat.conf'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/(^|\s)#.*$/, ''))
  .join('\n');

interface Location {
  modifier: '' | '=' | '~' | '~*' | '^~';
  pattern: string;
  body: string;
}

/** The HTTPS server block: its own directives (locations taken out) and its locations. */
function httpsServer(): { own: string; locations: Location[] } {
  const start = conf.search(/server\s*\{[^}]*listen\s+443/);
  expect(start).toBeGreaterThanOrEqual(0);
  let depth = 0;
  let end = start;
  for (let i = conf.indexOf('{', start); i < conf.length; i++) {
    if (conf[i] === '{') depth++;
    else if (conf[i] === '}' && --depth === 0) {
      end = i;
      break;
    }
  }
  const server = conf.slice(conf.indexOf('{', start) + 1, end);
  const locations: Location[] = [];
  const own = server.replace(/location\s+(=|~\*|~|\^~)?\s*(\S+)\s*\{([^}]*)\}/g, (_, modifier, pattern, body) => {
    locations.push({ modifier: (modifier ?? '') as Location['modifier'], pattern, body });
    return '';
  });
  return { own, locations };
}

function locationFor(locations: Location[], uri: string): Location | undefined {
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  const prefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = locations.find(
    (l) =>
      (l.modifier === '~' || l.modifier === '~*') && new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefix;
}

const SIZE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };
function directive(block: string, name: string): string | undefined {
  return new RegExp(`(?:^|[;{\\s])${name}\\s+([^;]+);`).exec(block)?.[1]?.trim();
}
function bytes(value: string | undefined): number {
  const match = /^(\d+)([kmg]?)$/i.exec(value ?? '');
  if (!match) throw new Error(`not a size: ${value}`);
  return Number(match[1]) * SIZE_UNITS[match[2]!.toLowerCase()]!;
}

const { own, locations } = httpsServer();
const bodyLimitFor = (uri: string) =>
  bytes(
    directive(locationFor(locations, uri)?.body ?? '', 'client_max_body_size') ??
      directive(own, 'client_max_body_size'),
  );
/** Multipart framing and the form's other fields around the file. */
const MULTIPART_ROOM = 64 * 1024;

describe('the nginx site in front of the app', () => {
  it('lets a gallery video at its largest through to the staff upload route, streamed', () => {
    expect(bodyLimitFor('/api/admin/uploads/videos')).toBeGreaterThanOrEqual(GALLERY_VIDEO_MAX_BYTES + MULTIPART_ROOM);
    expect(directive(locationFor(locations, '/api/admin/uploads/videos')!.body, 'proxy_request_buffering')).toBe('off');
  });

  it("lets a survey video at its largest through to the customer's page and the lead page, streamed, and no more than that elsewhere", () => {
    for (const uri of [
      '/talep/AbCdEf0123456789_-AbCdEf0123456789_-AbCdEfg/dosyalar',
      // Staff adding them on the lead page.
      '/api/admin/talepler/0f8fad5b-d9cb-469f-a165-70867728950e/dosyalar',
    ]) {
      expect(bodyLimitFor(uri), uri).toBeGreaterThanOrEqual(LEAD_VIDEO_MAX_BYTES + MULTIPART_ROOM);
      expect(directive(locationFor(locations, uri)!.body, 'proxy_request_buffering'), uri).toBe('off');
    }
    // The page itself, its forms and a file's address keep the site's smaller limit.
    for (const other of ['/talep/abc', '/talep/abc/yanit', '/talep/abc/dosyalar/123', '/iletisim'])
      expect(bodyLimitFor(other), other).toBeLessThan(LEAD_VIDEO_MAX_BYTES);
  });

  it('has room in one Cookie header for a customer-page flash in all its parts', () => {
    const [count, size] = (directive(own, 'large_client_header_buffers') ?? '4 8k').split(/\s+/);
    expect(Number(count)).toBeGreaterThanOrEqual(2);
    expect(bytes(size)).toBeGreaterThanOrEqual(FLASH_PARTS * 3600 + 2048);
  });
});
