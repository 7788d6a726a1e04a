// The framework's boot scripts start loading once the page has been parsed and painted,
// not while it is still arriving (decision 020).
//
// Next.js puts every boot script in the page's head as <script async>: on a slow phone
// their ~130 KB download from the first byte on, alongside the page, its stylesheet and
// the hero picture, and the first paint waits for bandwidth the scripts take. The pages
// are complete HTML (links, the phone menu and the forms work before any script runs),
// so the scripts can wait: this rewrites the head so that a small loader adds them after
// the first contentful paint. Hydration starts a moment later; tests that use the
// script-driven parts wait for `<html data-hydrated>` (e2e/helpers.ts, gotoHydrated).
//
// BOOT_SCRIPT matches the markup of Next.js 16.4.6, the exact version package.json pins
// (decision 023). Upgrading Next.js means checking this pattern against a build of the
// new version: the unit tests refuse a Next.js without a captured head of its own
// (scripts/lib/fixtures/), the end-to-end suite checks every pre-rendered page of its
// build, and the server logs an error for the first page it could not rewrite.
import type { ServerResponse } from 'node:http';

/** The Next.js version whose markup BOOT_SCRIPT was written for (package.json pins it). */
export const WRITTEN_FOR_NEXT = '16.4.6';

const BOOT_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/**
 * Any script tag of the build, written however: looser than BOOT_SCRIPT on purpose, to find
 * the boot scripts it misses. The polyfills (noModule, for old browsers only) stay in the head.
 */
const BUILD_SCRIPT = /<script\b[^>]*?\ssrc="(\/_next\/static\/[^"<>]+)"[^>]*>/gi;
const HEAD_END = Buffer.from('</head>');
/** A head is a few KB; past this the page is passed on untouched rather than held. */
const MAX_HEAD_BYTES = 256 * 1024;

/** Without paint timing (a tab opened in the background, an old browser): this long after load. */
export const FALLBACK_AFTER_LOAD_MS = 300;

/**
 * The inline script that adds the boot scripts once the document is parsed and its first
 * content painted (whichever comes last), or shortly after the load event without paint timing.
 */
export function bootLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `<script>(function(d,w){var s=${list},n=0,F="first-contentful-paint";` +
    `function go(){if(n++)return;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}` +
    `function ready(){var p=w.performance;if(p&&p.getEntriesByName&&p.getEntriesByName(F).length)return go();` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName(F).length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(x){}` +
    `w.addEventListener("load",function(){setTimeout(go,${FALLBACK_AFTER_LOAD_MS})})}` +
    `if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",ready,{once:true});else ready()})(document,window)</script>`
  );
}

/** What the rewrite did to one HTML head. */
export interface BootRewrite {
  head: string;
  /** The boot scripts moved into the loader, in their order. */
  moved: string[];
  /** Scripts of the build still in the rewritten head (noModule polyfills apart): tags BOOT_SCRIPT missed. */
  missed: string[];
}

/**
 * Replaces the boot scripts of an HTML head by one loader in the place of the first, and
 * says which it moved and which script tags of the build it left; a head without boot
 * scripts comes back unchanged.
 */
export function rewriteBootScripts(head: string): BootRewrite {
  const moved: string[] = [];
  let first = -1;
  const stripped = head.replace(BOOT_SCRIPT, (_tag, src: string, offset: number) => {
    if (first < 0) first = offset;
    moved.push(src);
    return '';
  });
  const missed = [...stripped.matchAll(BUILD_SCRIPT)].filter((m) => !/\snomodule\b/i.test(m[0])).map((m) => m[1]!);
  if (first < 0) return { head, moved, missed };
  return { head: stripped.slice(0, first) + bootLoader(moved) + stripped.slice(first), moved, missed };
}

/**
 * Replaces the boot scripts of an HTML head by one loader in the place of the first;
 * a head without them comes back unchanged.
 */
export function deferBootScripts(head: string): string {
  return rewriteBootScripts(head).head;
}

/**
 * A report for deferBootScriptsOf that logs one error, for the first page whose head kept
 * boot scripts (none matched, or some were missed): Next.js then writes them differently
 * from what BOOT_SCRIPT expects, and pages go out slower. Once: every page would say the same.
 */
export function logUnmatchedBootScriptsOnce(
  log: (message: string) => void = console.error,
): (url: string, rewrite: BootRewrite) => void {
  let logged = false;
  return (url, { moved, missed }) => {
    if (logged || (moved.length > 0 && missed.length === 0)) return;
    logged = true;
    log(
      `[boot-scripts] ${url}: ${moved.length} boot scripts moved, ${missed.length} left in the head ` +
        `(${missed.slice(0, 3).join(', ') || 'none found'}). Next.js no longer writes them as ` +
        `scripts/lib/defer-boot-scripts.ts expects (written for Next.js ${WRITTEN_FOR_NEXT}): pages load ` +
        `their scripts before the first paint. Logged once.`,
    );
  };
}

type Callback = (error?: Error | null) => void;

function isHtml(res: ServerResponse): boolean {
  return /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
}

/**
 * Applies deferBootScripts to the head of the HTML this response sends: the bytes up to
 * `</head>` are held, rewritten and sent on, the rest passes straight through. Install it
 * after any compression, so it sees the page as written. Anything not HTML is untouched.
 * `report` hears what the rewrite did to each page's head.
 */
export function deferBootScriptsOf(res: ServerResponse, report?: (rewrite: BootRewrite) => void): void {
  const write = res.write.bind(res) as (chunk: Buffer) => boolean;
  const end = res.end.bind(res) as (chunk?: Buffer) => ServerResponse;
  let state: 'undecided' | 'holding' | 'passing' = 'undecided';
  let held: Buffer[] = [];
  let heldBytes = 0;

  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | undefined => {
    if (chunk === undefined || chunk === null) return undefined;
    if (Buffer.isBuffer(chunk)) return chunk;
    if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  };

  /** The held bytes, the head rewritten if it is complete; the length header follows suit. */
  const release = (): Buffer => {
    const all = Buffer.concat(held);
    held = [];
    heldBytes = 0;
    state = 'passing';
    const at = all.indexOf(HEAD_END);
    // Markup, not bytes someone else already compressed (the compression below us sets
    // Content-Encoding when the headers go out, so the header cannot tell).
    if (at < 0 || all[0] !== 0x3c) return all;
    const head = all.subarray(0, at).toString('utf8');
    const rewrite = rewriteBootScripts(head);
    report?.(rewrite);
    const rewritten = rewrite.head;
    if (rewritten === head) return all;
    const out = Buffer.concat([Buffer.from(rewritten, 'utf8'), all.subarray(at)]);
    if (!res.headersSent && res.getHeader('content-length') !== undefined) {
      res.setHeader('content-length', String(Number(res.getHeader('content-length')) + out.length - all.length));
    }
    return out;
  };

  const decide = () => {
    if (state === 'undecided') state = isHtml(res) ? 'holding' : 'passing';
  };

  res.write = function (chunk: unknown, encoding?: unknown, cb?: unknown): boolean {
    const callback = (typeof encoding === 'function' ? encoding : cb) as Callback | undefined;
    decide();
    const buffer = toBuffer(chunk, typeof encoding === 'function' ? undefined : encoding);
    if (state === 'passing' || !buffer) {
      const ok = buffer ? write(buffer) : true;
      if (callback) process.nextTick(callback);
      return ok;
    }
    held.push(buffer);
    heldBytes += buffer.length;
    let ok = true;
    if (heldBytes > MAX_HEAD_BYTES || Buffer.concat(held).includes(HEAD_END)) ok = write(release());
    if (callback) process.nextTick(callback);
    return ok;
  } as ServerResponse['write'];

  res.end = function (chunk?: unknown, encoding?: unknown, cb?: unknown): ServerResponse {
    const callback = [chunk, encoding, cb].find((x) => typeof x === 'function') as (() => void) | undefined;
    const buffer =
      typeof chunk === 'function' ? undefined : toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined);
    decide();
    // The layer below may be a compression middleware that drops callbacks.
    if (callback) res.once('finish', callback);
    if (state === 'holding') {
      if (buffer) held.push(buffer);
      return end(release());
    }
    return end(buffer);
  } as ServerResponse['end'];
}
