import { expect, test } from '@playwright/test';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isStaffPath } from '../lib/admin/paths';
import { rewriteBootScripts } from '../scripts/lib/defer-boot-scripts';
import { ONCE } from './once';

// The public pages' boot-script rewrite matches Next.js's markup with a pattern
// (docs/decisions/020 and 023). Against the build this suite runs on: every page the
// build pre-rendered, as `next build` wrote it, and a page rendered on request, as the
// server sends it. A Next.js that writes its scripts another way fails here, by page.

const buildDir = path.resolve(import.meta.dirname, '..', '.next', 'server', 'app');

/** The address of a pre-rendered page file (route groups and `.html` dropped). */
function pathOf(file: string): string {
  const segments = file.replace(/\.html$/, '').split(path.sep);
  const route = segments.filter((s) => !/^\(.+\)$/.test(s) && s !== 'index').join('/');
  return `/${route}`;
}

function headOf(html: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? '' : html.slice(0, end);
}

test('the rewrite moves the boot scripts of every public page the build pre-rendered', ONCE, () => {
  const files = globSync('**/*.html', { cwd: buildDir }).filter((file) => !isStaffPath(pathOf(file)));
  expect(files.length, `pre-rendered pages in ${buildDir}`).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const file of files) {
    const { moved, missed } = rewriteBootScripts(headOf(readFileSync(path.join(buildDir, file), 'utf8')));
    if (moved.length === 0 || missed.length > 0) {
      problems.push(
        `${pathOf(file)}: ${moved.length} boot scripts moved, left in the head: ${missed.join(' ') || '-'}`,
      );
    }
  }
  expect(problems).toEqual([]);
});

test('a page rendered on request leaves the server with its boot scripts in the loader', ONCE, async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const head = headOf(await response.text());
  const loader = head.match(/var s=(\[[^\]]*\])/);
  expect(loader, 'the loader of the boot scripts is in the head').not.toBeNull();
  expect((JSON.parse(loader![1]!) as string[]).length).toBeGreaterThan(0);
  expect(rewriteBootScripts(head).missed, 'scripts of the build left in the head').toEqual([]);
});
