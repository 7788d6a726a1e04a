// Generator of the site's vector illustrations: the default hero, one picture per service and
// per blog category (SVG files served as they are), and the social-sharing PNG.
// Run through `npm run artwork` (tools/artwork/run.mjs).
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BLOG_ART } from './illustrations/blog.mjs';
import { hero, ogSvg } from './illustrations/hero.mjs';
import { SERVICE_ART } from './illustrations/services.mjs';
import { ROOT, checkSvg } from './kit.mjs';

/** Every served SVG: its path under the repository, its drawing and its size budget. */
export function illustrationList() {
  return [
    ['public/images/hero-default.svg', hero, 25 * 1024],
    ...Object.entries(SERVICE_ART).map(([id, draw]) => [`public/images/services/${id}.svg`, draw, 10 * 1024]),
    ...Object.entries(BLOG_ART).map(([id, draw]) => [`public/images/blog/${id}.svg`, draw, 12 * 1024]),
  ];
}

const OG_FILE = 'public/og-image.png';

/**
 * Draws and checks everything; unless `dryRun`, writes the files (and PNG previews into
 * `preview` when given). Returns [file, bytes] for each output.
 */
export async function generateIllustrations({ dryRun = false, preview = '' } = {}) {
  const outputs = [];
  for (const [rel, draw, maxBytes] of illustrationList()) {
    const svg = draw().toString();
    checkSvg(rel, svg, { served: true, maxBytes });
    outputs.push([rel, Buffer.byteLength(svg)]);
    if (dryRun) continue;
    const file = path.join(ROOT, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, svg);
    if (preview) {
      mkdirSync(preview, { recursive: true });
      const name = rel
        .replace(/^public\//, '')
        .replaceAll('/', '_')
        .replace(/\.svg$/, '.png');
      await sharp(Buffer.from(svg)).png().toFile(path.join(preview, name));
    }
  }

  const og = ogSvg();
  checkSvg(OG_FILE, og, { served: true, allowText: true });
  if (dryRun) return outputs;
  const ogFile = path.join(ROOT, OG_FILE);
  await sharp(Buffer.from(og)).resize(1200, 630).png({ compressionLevel: 9, palette: true }).toFile(ogFile);
  const meta = await sharp(ogFile).metadata();
  if (meta.width !== 1200 || meta.height !== 630) throw new Error(`${OG_FILE}: ${meta.width}x${meta.height}`);
  if (statSync(ogFile).size > 120 * 1024) throw new Error(`${OG_FILE} too big: ${statSync(ogFile).size}`);
  if (preview) await sharp(ogFile).toFile(path.join(preview, 'og-image.png'));
  outputs.push([OG_FILE, statSync(ogFile).size]);
  return outputs;
}
