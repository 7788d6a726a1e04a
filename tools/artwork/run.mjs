// `npm run artwork`: redraws the built-in artwork in public/ (see docs/decisions/005-built-in-artwork.md).
//
//   npm run artwork                                  everything
//   npm run artwork -- illustrations gallery videos  only the parts named
//   npm run artwork -- --check                       draw and check everything, write nothing
//   npm run artwork -- --preview DIR                 also write PNG previews into DIR
//
// The videos need ffmpeg and ffprobe; the rest needs only the project's packages (sharp).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { generateGallery, generateVideos } from './builtin-media.mjs';
import { generateIllustrations } from './illustrations.mjs';

const PARTS = { illustrations: generateIllustrations, gallery: generateGallery, videos: generateVideos };

const args = process.argv.slice(2);
const dryRun = args.includes('--check');
const previewAt = args.indexOf('--preview');
const preview = previewAt >= 0 ? path.resolve(args[previewAt + 1] ?? '') : '';
const named = args.filter((a, i) => !a.startsWith('--') && (previewAt < 0 || i !== previewAt + 1));
for (const name of named) {
  if (!(name in PARTS)) {
    console.error(`Unknown part "${name}"; choose from: ${Object.keys(PARTS).join(', ')}.`);
    process.exit(2);
  }
}
const parts = named.length ? named : Object.keys(PARTS);

if (parts.includes('videos') && !dryRun) {
  for (const tool of ['ffmpeg', 'ffprobe']) {
    try {
      execFileSync(tool, ['-version'], { stdio: 'ignore' });
    } catch {
      console.error(
        `${tool} is not on PATH; the built-in videos are encoded with it.\n` +
          'Install it (Debian/Ubuntu: apt-get install -y ffmpeg; macOS: brew install ffmpeg),\n' +
          'or leave the videos out: npm run artwork -- illustrations gallery',
      );
      process.exit(1);
    }
  }
}

for (const part of parts) {
  const outputs = await PARTS[part]({ dryRun, preview });
  for (const [file, bytes] of outputs) console.log(`${String(bytes).padStart(8)}  ${file}`);
  console.log(`${part}: ${dryRun ? 'checked' : `${outputs.length} files written`}`);
}
