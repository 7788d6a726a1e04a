// Generator of the built-in gallery pictures and videos. It reads the hand-edited tables
// content/gallery.ts and content/videos.ts to know what to draw and where the files go, and
// never writes them: a picture or video without a scene or storyboard, or a video whose
// measured length differs from the table, stops the run with a message.
// Run through `npm run artwork` (tools/artwork/run.mjs); videos need ffmpeg and ffprobe.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BUILTIN_PHOTOS, photoSrc } from '../../content/gallery.ts';
import { BUILTIN_VIDEOS } from '../../content/videos.ts';
import { ROOT, Svg, checkSvg, ease, lerp, r } from './kit.mjs';
import { SCENES } from './scenes/index.mjs';
import { FADE, FPS, STORYBOARDS, VH, VW } from './storyboards.mjs';

const publicFile = (url) => path.join(ROOT, 'public', url);

export function buildScene(n, t) {
  const draw = SCENES[n];
  if (!draw) throw new Error(`content/gallery.ts lists picture ${n}, but tools/artwork/scenes has no scene ${n}`);
  const s = new Svg(1200, 800);
  if (t === undefined) draw(s);
  else draw(s, t);
  return s;
}

// ---------------------------------------------------------------- gallery
const GALLERY_SIZES = [
  [1200, 800, 60 * 1024],
  [640, 427, 25 * 1024],
];

/** Draws every picture of content/gallery.ts at both sizes; returns [file, bytes] for each. */
export async function generateGallery({ dryRun = false, preview = '' } = {}) {
  const outputs = [];
  for (const { n } of BUILTIN_PHOTOS) {
    const s = buildScene(n);
    checkSvg(`scene ${n}`, s.sized());
    if (dryRun) continue;
    for (const [width, height, maxBytes] of GALLERY_SIZES) {
      const file = publicFile(photoSrc(n, width));
      mkdirSync(path.dirname(file), { recursive: true });
      await sharp(Buffer.from(s.sized({ width, height })))
        .webp({ quality: 72, effort: 6, smartSubsample: true })
        .toFile(file);
      const m = await sharp(file).metadata();
      if (m.width !== width || m.height !== height) throw new Error(`${file}: ${m.width}x${m.height}`);
      if (statSync(file).size > maxBytes) throw new Error(`${file}: ${statSync(file).size} bytes > ${maxBytes}`);
      outputs.push([path.relative(ROOT, file), statSync(file).size]);
    }
    if (preview) {
      mkdirSync(preview, { recursive: true });
      await sharp(Buffer.from(s.sized()))
        .png()
        .toFile(path.join(preview, `galeri-${n}.png`));
    }
  }
  return outputs;
}

// ---------------------------------------------------------------- videos
function storyboardOf(video) {
  const board = STORYBOARDS[video.id];
  if (!board)
    throw new Error(
      `content/videos.ts lists video ${video.id}, but tools/artwork/storyboards.mjs has no storyboard for it`,
    );
  return board;
}

/** One frame of a segment at u (0..1), as an SVG of the video's size. */
function frameSvg(seg, u) {
  const e = ease(u);
  const t = seg.t0 === undefined ? undefined : lerp(seg.t0, seg.t1, e);
  const s = buildScene(seg.scene, t);
  const [x0, y0, w0] = seg.cam0,
    [x1, y1, w1] = seg.cam1;
  const w = lerp(w0, w1, e),
    x = lerp(x0, x1, e),
    y = lerp(y0, y1, e);
  const h = (w * VH) / VW;
  if (x < -0.01 || y < -0.01 || x + w > 1200.01 || y + h > 800.01)
    throw new Error(`camera outside scene ${seg.scene}: ${[x, y, w, h].map(r)}`);
  return s.sized({ width: VW, height: VH, viewBox: [x, y, w, h] });
}

const posterSegment = ({ poster }) => ({
  scene: poster.scene,
  t0: poster.t,
  t1: poster.t,
  cam0: poster.cam,
  cam1: poster.cam,
});

/** Checks every storyboard without rendering: first and last frame of each segment, and the poster. */
function checkStoryboards() {
  for (const video of BUILTIN_VIDEOS) {
    const board = storyboardOf(video);
    if (video.width !== VW || video.height !== VH)
      throw new Error(
        `${video.id}: content/videos.ts says ${video.width}x${video.height}, the storyboards render ${VW}x${VH}`,
      );
    for (const seg of [...board.segments, posterSegment(board)])
      for (const u of [0, 1]) checkSvg(`video ${video.id}, scene ${seg.scene}`, frameSvg(seg, u));
    const seconds = board.segments.reduce((sum, seg) => sum + seg.dur, 0) - FADE * (board.segments.length - 1);
    if (mss(seconds) !== video.duration)
      throw new Error(`${video.id}: the storyboard lasts ${mss(seconds)}, content/videos.ts says ${video.duration}`);
  }
  for (const id of Object.keys(STORYBOARDS))
    if (!BUILTIN_VIDEOS.some((v) => v.id === id)) throw new Error(`storyboard ${id} has no video in content/videos.ts`);
}

function run(cmd, args) {
  return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 30 });
}

async function renderSegment(seg, file) {
  const n = Math.round(seg.dur * FPS);
  const dir = `${file}.frames`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const jobs = [];
  for (let i = 0; i < n; i++) {
    const svg = frameSvg(seg, i / (n - 1));
    jobs.push(
      sharp(Buffer.from(svg))
        .png({ compressionLevel: 1 })
        .toFile(path.join(dir, `${String(i).padStart(4, '0')}.png`)),
    );
    if (jobs.length >= os.availableParallelism() * 2) await Promise.all(jobs.splice(0));
  }
  await Promise.all(jobs);
  run('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(dir, '%04d.png')],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '8', '-pix_fmt', 'yuv420p', file],
  ]);
  rmSync(dir, { recursive: true, force: true });
}

/** Duration (seconds) and frame size of a video file, from ffprobe. */
function probe(file) {
  const json = JSON.parse(
    run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'format=duration:stream=width,height'],
      ...['-of', 'json', file],
    ]).toString(),
  );
  return { seconds: Number(json.format.duration), width: json.streams[0].width, height: json.streams[0].height };
}
const mss = (sec) => `${Math.floor(Math.round(sec) / 60)}:${String(Math.round(sec) % 60).padStart(2, '0')}`;

/** Renders, cross-fades and encodes every video of content/videos.ts, and draws its poster. */
export async function generateVideos({ dryRun = false, preview = '' } = {}) {
  checkStoryboards();
  if (dryRun) return [];
  const outputs = [];
  const tmp = path.join(os.tmpdir(), `builtin-media-${process.pid}`);
  mkdirSync(tmp, { recursive: true });
  try {
    for (const video of BUILTIN_VIDEOS) {
      const board = storyboardOf(video);
      const parts = [];
      for (const [k, seg] of board.segments.entries()) {
        const f = path.join(tmp, `${video.id}-${k}.mp4`);
        await renderSegment(seg, f);
        parts.push(f);
      }
      // cross-fade the segments
      let filter = '',
        last = '[0:v]',
        offset = 0;
      for (let k = 1; k < parts.length; k++) {
        offset += board.segments[k - 1].dur - FADE;
        const out = k === parts.length - 1 ? '[v]' : `[x${k}]`;
        filter += `${last}[${k}:v]xfade=transition=fade:duration=${FADE}:offset=${offset}${out};`;
        last = out;
      }
      const mp4 = publicFile(video.video);
      mkdirSync(path.dirname(mp4), { recursive: true });
      run('ffmpeg', [
        ...['-y', '-loglevel', 'error', ...parts.flatMap((f) => ['-i', f])],
        ...['-filter_complex', filter.replace(/;$/, ''), '-map', '[v]', '-r', String(FPS)],
        ...['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-tune', 'animation', '-crf', '24'],
        ...['-level:v', '3.1', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4],
      ]);
      const { seconds, width, height } = probe(mp4);
      if (seconds < 12 || seconds > 25) throw new Error(`${video.id}: duration ${seconds}`);
      if (mss(seconds) !== video.duration)
        throw new Error(`${video.id}: the file lasts ${mss(seconds)}, content/videos.ts says ${video.duration}`);
      if (width !== video.width || height !== video.height)
        throw new Error(
          `${video.id}: the file is ${width}x${height}, content/videos.ts says ${video.width}x${video.height}`,
        );
      outputs.push([path.relative(ROOT, mp4), statSync(mp4).size]);

      // poster: one frame, straight from the vector scene, as large as fits in 60 kB
      const jpg = publicFile(video.thumbnail);
      for (const [w, h, q] of [
        [1280, 720, 75],
        [960, 540, 75],
        [854, 480, 70],
      ]) {
        const svg = frameSvg(posterSegment(board), 0).replace(
          `width="${VW}" height="${VH}"`,
          `width="${w}" height="${h}"`,
        );
        await sharp(Buffer.from(svg)).jpeg({ quality: q, mozjpeg: true }).toFile(jpg);
        if (statSync(jpg).size <= 60 * 1024) break;
      }
      if (statSync(jpg).size > 60 * 1024) throw new Error(`${jpg}: too big`);
      outputs.push([path.relative(ROOT, jpg), statSync(jpg).size]);
      if (preview) {
        mkdirSync(preview, { recursive: true });
        await sharp(jpg).toFile(path.join(preview, `poster-${video.id}.png`));
      }
      console.log(`${video.id}: ${seconds.toFixed(2)} s`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return outputs;
}
