// `npm test` in tools/artwork: every picture and video the content tables list has a
// drawing, and every drawing passes its checks (palette colours only, no text, scripts or
// external references, size budgets). Draws everything without writing.
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('draws every picture and video the content tables list, and every drawing passes its checks', () => {
  // --check fails when a gallery picture has no scene, a video no storyboard, a storyboard's
  // length differs from the table, or a drawing breaks a rule.
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'run.mjs', '--check'], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
  });
  for (const part of ['illustrations', 'gallery', 'videos']) assert.match(out, new RegExp(`^${part}: checked$`, 'm'));
});
