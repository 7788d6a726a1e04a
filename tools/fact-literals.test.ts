// Every fact that several pages state comes from one constant or table
// (lib/facts.ts, lib/site.ts, content/, lib/admin/paths.ts, lib/media/url.ts,
// lib/routes.ts, lib/seo/metadata.ts). This test reads every file under app/
// and components/ and fails, with the file and line, when one of those facts
// is typed there as a literal instead of read from its source. The texts in
// content/ are held to the facts they paste into prose (tokens filled by
// lib/company-facts.ts); there, descriptions of routes from the company's
// district stay as written, since they are true of that place only.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['app', 'components'];
const CONTENT = 'content';

interface FactLiteral {
  literal: string;
  /** Also checked in the texts of content/. */
  inContent?: boolean;
  /** Where the fact comes from instead. */
  source: string;
  pattern: RegExp;
}

// Matched on the line lower-cased with Turkish rules. Paths are not matched
// inside module specifiers such as '@/lib/media/rules'.
// A source file's path under app/(admin)/ (the permission table's keys) is not a link either.
const notInSpecifier = String.raw`(?<![\w@.)-])`;
const FACTS: FactLiteral[] = [
  { literal: '81 il', source: 'PROVINCE_COUNT (content/regions.ts)', pattern: /(?<!\d)81 il/, inContent: true },
  { literal: '2003', source: 'FOUNDING_YEAR (lib/facts.ts)', pattern: /(?<!\d)2003(?!\d)/, inContent: true },
  {
    literal: '1 saat',
    source: 'REPLY_PROMISE (lib/facts.ts)',
    pattern: /(?<![\d.,])1 saat|bir saat içinde/,
    inContent: true,
  },
  { literal: '08:00', source: 'SERVICE_HOURS (lib/facts.ts)', pattern: /(?<!\d)08[:.]00/, inContent: true },
  { literal: '18:00', source: 'SERVICE_HOURS (lib/facts.ts)', pattern: /(?<!\d)18[:.]00/, inContent: true },
  { literal: 'Bağcılar', source: 'site().address.district (lib/site.ts)', pattern: /bağcılar/ },
  {
    literal: '/admin/dashboard',
    source: 'ADMIN_PATHS (lib/admin/paths.ts)',
    pattern: new RegExp(`${notInSpecifier}/admin/dashboard`),
  },
  {
    literal: '/admin/login',
    source: 'ADMIN_PATHS (lib/admin/paths.ts)',
    pattern: new RegExp(`${notInSpecifier}/admin/login`),
  },
  {
    literal: '/media/',
    source: 'mediaUrl() / srcSet() (lib/media/url.ts)',
    pattern: new RegExp(`${notInSpecifier}/media/`),
  },
  { literal: '/og-image', source: 'DEFAULT_OG_IMAGE (lib/seo/metadata.ts)', pattern: /\/og-image/ },
  { literal: '/bolge-genel', source: 'genericPlacePath() (lib/routes.ts)', pattern: /\/bolge-genel/ },
];

/** The few places where a literal stays, each with its reason. Keep this list short. */
const ALLOWED: { file: string; literal: string; reason: string }[] = [
  {
    file: 'components/ui/icons.tsx',
    literal: '18:00',
    reason: 'SVG path data generated from lucide (tools/icons.mjs): "18.003 7H20" reads like the closing hour',
  },
  {
    file: 'app/api/admin/uploads/[kind]/route.ts',
    literal: '/media/',
    reason: 'the upload pipeline is being reworked in its own change; it moves to mediaUrl() there',
  },
  {
    file: 'content/gallery.ts',
    literal: '2003',
    reason: 'a job year of a built-in picture, not the founding year; the captions are reworked in their own change',
  },
  {
    file: 'content/videos.ts',
    literal: '81 il',
    reason: 'a video caption; the captions are reworked in their own change',
  },
];

interface Finding {
  file: string;
  line: number;
  literal: string;
  source: string;
  text: string;
}

/** Finds the fact literals in one file's text; `file` is the path relative to the project root. */
function scanText(file: string, text: string, facts: FactLiteral[] = FACTS): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.toLocaleLowerCase('tr-TR');
    for (const fact of facts) {
      if (!fact.pattern.test(line)) continue;
      if (ALLOWED.some((a) => a.file === file && a.literal === fact.literal)) continue;
      findings.push({ file, line: index + 1, literal: fact.literal, source: fact.source, text: raw.trim() });
    }
  });
  return findings;
}

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

const isText = (buffer: Buffer) => !buffer.subarray(0, 8000).includes(0);
const report = (findings: Finding[]) =>
  findings.map((f) => `${f.file}:${f.line}: "${f.literal}" (use ${f.source})\n    ${f.text}`);

describe('one source for every fact', () => {
  it('finds a fact typed as a literal, and not a module path or a longer number', () => {
    const sample = [
      'const lead = "2003\'ten beri Bağcılar merkezli, 81 ilde hizmet";',
      "redirect('/admin/dashboard');",
      'const src = `/media/${name}`;',
      "import { UPLOAD_MESSAGES } from '@/lib/media/rules';",
      "import { dashboardHref } from '@/lib/admin/dashboard';",
      "const year = 12003; const reply = '11 saat'; const price = '2.031 saat';",
      'Taşıma: BAĞCILAR 08:00',
      'Teklife Bir saat içinde dönüyoruz; 08.00 ile 18.00 arası.',
    ].join('\n');
    expect(scanText('app/example.tsx', sample).map((f) => `${f.line}:${f.literal}`)).toEqual([
      '1:81 il',
      '1:2003',
      '1:Bağcılar',
      '2:/admin/dashboard',
      '3:/media/',
      '7:08:00',
      '7:Bağcılar',
      '8:1 saat',
      '8:08:00',
      '8:18:00',
    ]);
  });

  it('names its reason for every allowed literal, and each allowed file exists', () => {
    const files = [...SCANNED, CONTENT].flatMap(filesUnder);
    for (const a of ALLOWED) {
      expect(a.reason.length, a.file).toBeGreaterThan(20);
      expect(files, a.file).toContain(a.file);
      expect(
        FACTS.map((f) => f.literal),
        a.file,
      ).toContain(a.literal);
    }
  });

  it('types no fact as a literal in app/ or components/', () => {
    const findings = SCANNED.flatMap(filesUnder).flatMap((file) => {
      const buffer = readFileSync(path.join(ROOT, file));
      return isText(buffer) ? scanText(file, buffer.toString('utf8')) : [];
    });
    expect(report(findings), `Fact literals outside their source:\n${report(findings).join('\n')}`).toEqual([]);
  });

  it('pastes the year, counts, hours and reply promise into the content texts as tokens', () => {
    const facts = FACTS.filter((f) => f.inContent);
    const findings = filesUnder(CONTENT)
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) => scanText(file, readFileSync(path.join(ROOT, file), 'utf8'), facts));
    expect(report(findings), `Fact literals in content texts:\n${report(findings).join('\n')}`).toEqual([]);
  });
});
