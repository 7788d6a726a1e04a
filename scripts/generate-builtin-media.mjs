// Generates the site's built-in media: the 20 gallery pictures (public/images/galeri),
// the 4 short videos with their posters (public/videos) and the two content modules that
// list them (content/gallery.ts, content/videos.ts, the video durations measured with ffprobe).
//
//   node scripts/generate-builtin-media.mjs [--preview DIR] [--gallery] [--videos] [--only 1,2,3]
//
// Every picture is a flat vector scene in the brand palette (the same shape language as
// scripts/generate-artwork.mjs), rendered with sharp. Videos are built from frames rendered
// here (slow camera moves over the scenes, a few moving parts) and encoded with ffmpeg,
// which is only needed to run this script, never by the site.
import { mkdirSync, writeFileSync, statSync, rmSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ARGS = process.argv.slice(2);
const flag = (name) => ARGS.includes(name);
const opt = (name) => (ARGS.includes(name) ? ARGS[ARGS.indexOf(name) + 1] : '');
const PREVIEW = opt('--preview');
const ONLY = opt('--only') ? new Set(opt('--only').split(',').map(Number)) : null;
const DO_GALLERY = flag('--gallery') || !flag('--videos');
const DO_VIDEOS = flag('--videos') || !flag('--gallery');

// ---------------------------------------------------------------- palette
const NAVY = '#08243c', N2 = '#0c3659', N3 = '#104878', BLUE = '#155a9a', B2 = '#1f6fb8';
const LB = '#a9cbee', LB2 = '#d6e6f7', LIGHT = '#eef5fc', OR = '#f97316', OR2 = '#fb923c';
const W = '#fff', SLATE = '#64748b', GREY = '#cbd5e1', GREEN = '#1fa855';
const PALETTE = new Set([NAVY, N2, N3, BLUE, B2, LB, LB2, LIGHT, OR, OR2, '#ffffff', SLATE, GREY, GREEN]);

// ---------------------------------------------------------------- svg helpers
const r = (v) => Math.round(v * 10) / 10;
const attrs = (o = {}) => Object.entries(o).map(([k, v]) => ` ${k}="${v}"`).join('');
const rect = (x, y, w, h, fill, extra = {}) =>
  `<rect${x ? ` x="${r(x)}"` : ''}${y ? ` y="${r(y)}"` : ''} width="${r(w)}" height="${r(h)}"${fill ? ` fill="${fill}"` : ''}${attrs(extra)}/>`;
const circle = (cx, cy, rad, fill, extra = {}) =>
  `<circle${cx ? ` cx="${r(cx)}"` : ''}${cy ? ` cy="${r(cy)}"` : ''} r="${r(rad)}"${fill ? ` fill="${fill}"` : ''}${attrs(extra)}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = {}) =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${attrs(extra)}/>`;
const p = (d, fill, extra = {}) => `<path d="${d}"${fill ? ` fill="${fill}"` : ''}${attrs(extra)}/>`;
const line = (d, stroke, width, extra = {}) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;
const g = (transform, body, extra = {}) => `<g${transform ? ` transform="${transform}"` : ''}${attrs(extra)}>${body}</g>`;
const tr = (x, y, s = 1, flip = false) =>
  `translate(${r(x)} ${r(y)})` + (s !== 1 || flip ? ` scale(${flip ? -s : s}${flip ? ` ${s}` : ''})` : '');
const poly = (pts) => 'M' + pts.map(([x, y]) => `${r(x)} ${r(y)}`).join('L') + 'z';
const lerp = (a, b, t) => a + (b - a) * t;
const clamp01 = (t) => Math.max(0, Math.min(1, t));
const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function windows(x, y, cols, rows, w, h, gx, gy) {
  let d = '';
  for (let j = 0; j < rows; j++) {
    d += `M${r(x)} ${r(y + j * gy)}`;
    for (let i = 0; i < cols; i++) d += `${i ? `m${r(gx)} 0` : ''}h${r(w)}v${r(h)}h${r(-w)}z`;
  }
  return d;
}
function mulberry(a) {
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- component library
// Local coordinates, ground at y = 0, facing right.
function wheel(x, rad = 24) {
  return circle(x, -rad, rad, NAVY) + circle(x, -rad, rad * 0.42, GREY) + circle(x, -rad, rad * 0.16, SLATE);
}
const LIB = {
  truck: () => [
    rect(-4, -52, 356, 14, NAVY, { rx: 4 }),
    rect(0, -182, 252, 136, BLUE, { rx: 6 }),
    p('M6 -182h240a6 6 0 0 1 6 6v8H0v-8a6 6 0 0 1 6-6z', B2),
    rect(0, -98, 252, 12, OR),
    rect(0, -82, 252, 5, W, { opacity: '.85' }),
    line('M84 -160v54M168 -160v54', N3, 2, { opacity: '.6' }),
    p('M258 -152h50q8 0 13 6l27 37q4 5 4 12v49h-94z', OR),
    p('M272 -142h34l25 34h-59z', LB),
    p('M280 -138h8l-10 22h-7z', W, { opacity: '.6' }),
    line('M266 -98h80M266 -98v46', NAVY, 2, { opacity: '.25' }),
    rect(276, -92, 12, 4, NAVY, { rx: 2 }),
    rect(342, -80, 10, 10, W, { rx: 2 }),
    rect(304, -52, 52, 12, NAVY, { rx: 4 }),
    rect(262, -140, 5, 24, NAVY, { rx: 2 }),
    wheel(62), wheel(116), wheel(302),
  ].join(''),
  van: () => [
    p('M0 -42v-100q0-12 12-12h136q14 0 24 12l36 44 34 8q10 3 10 14v34z', BLUE),
    p('M164 -142l34 42h-40v-42z', LB),
    p('M170 -136l8 0l-10 22h-6z', W, { opacity: '.6' }),
    rect(0, -88, 252, 10, OR),
    rect(0, -74, 252, 4, W, { opacity: '.85' }),
    line('M150 -96v52M150 -96h96', NAVY, 2, { opacity: '.25' }),
    line('M12 -146v100', N3, 2, { opacity: '.6' }),
    rect(160, -90, 12, 4, NAVY, { rx: 2 }),
    rect(242, -86, 10, 9, W, { rx: 2 }),
    rect(232, -50, 26, 11, NAVY, { rx: 4 }),
    rect(-4, -50, 24, 11, NAVY, { rx: 4 }),
    wheel(54, 20), wheel(198, 20),
  ].join(''),
  semi: () => [
    rect(0, -66, 436, 16, BLUE, { rx: 3 }),
    rect(0, -52, 436, 6, N3),
    rect(380, -50, 180, 12, NAVY, { rx: 4 }),
    p('M448 -176h72q10 0 14 9l26 60q4 8 4 16v51h-116z', OR),
    p('M478 -166h38l24 54h-62z', LB),
    p('M486 -162h7l-12 26h-6z', W, { opacity: '.6' }),
    rect(448, -100, 116, 8, OR2),
    rect(452, -64, 20, 14, NAVY, { rx: 2 }),
    rect(556, -86, 10, 10, W, { rx: 2 }),
    rect(530, -52, 44, 12, NAVY, { rx: 4 }),
    rect(438, -150, 8, 80, SLATE, { rx: 3 }),
    wheel(46), wheel(100), wheel(154), wheel(474), wheel(530),
  ].join(''),
  box: () => [
    rect(0, -50, 60, 50, OR2, { rx: 2 }),
    rect(0, -50, 60, 9, OR),
    rect(25, -50, 10, 24, W, { opacity: '.75' }),
    rect(8, -18, 16, 10, W, { opacity: '.8', rx: 1 }),
  ].join(''),
  box3: () => [
    rect(0, -50, 60, 50, OR2),
    p('M60 0l24-14v-50l-24 14z', OR),
    p('M0 -50h60l24-14H24z', OR2),
    p('M0 -50h60l24-14H24z', W, { opacity: '.3' }),
    p('M25 -50h10l24-14H49z', W, { opacity: '.75' }),
    rect(25, -50, 10, 16, W, { opacity: '.75' }),
    rect(8, -18, 16, 10, W, { opacity: '.8' }),
  ].join(''),
  // box with a "fragile" glass symbol instead of a label
  boxF: () => [
    rect(0, -50, 60, 50, OR2),
    p('M60 0l24-14v-50l-24 14z', OR),
    p('M0 -50h60l24-14H24z', OR2),
    p('M0 -50h60l24-14H24z', W, { opacity: '.3' }),
    p('M25 -50h10l24-14H49z', W, { opacity: '.75' }),
    rect(25, -50, 10, 16, W, { opacity: '.75' }),
    p('M8 -28h12l-2 8q-4 3-8 0z', NAVY, { opacity: '.55' }), rect(13, -20, 2, 8, NAVY, { opacity: '.55' }), rect(9, -13, 10, 2, NAVY, { opacity: '.55' }),
  ].join(''),
  cloud: () => [rect(0, -26, 150, 26, null, { rx: 13 }), circle(48, -26, 24, null), circle(92, -34, 32, null)].join(''),
  pStand: () => person('stand'),
  pCarry: () => person('carry'),
  pLift: () => person('lift'),
  pPush: () => person('push'),
  pRaise: () => person('raise'),
  pHold: () => person('hold'),
  pHelmet: () => person('raise', 'helmet'),
  pHelmetStand: () => person('stand', 'helmet'),
  sofa: () => [
    rect(14, -14, 8, 14, NAVY), rect(158, -14, 8, 14, NAVY),
    rect(12, -92, 156, 48, BLUE, { rx: 12 }),
    rect(10, -50, 160, 38, B2, { rx: 8 }),
    rect(0, -70, 26, 60, N3, { rx: 10 }), rect(154, -70, 26, 60, N3, { rx: 10 }),
    line('M90 -86v32M30 -50h120', N3, 2, { opacity: '.5' }),
  ].join(''),
  armchair: () => [
    rect(12, -14, 7, 14, NAVY), rect(77, -14, 7, 14, NAVY),
    rect(10, -96, 76, 52, OR, { rx: 14 }),
    rect(8, -50, 80, 38, OR2, { rx: 8 }),
    rect(0, -72, 22, 62, OR, { rx: 10 }), rect(74, -72, 22, 62, OR, { rx: 10 }),
  ].join(''),
  wardrobe: () => [
    rect(0, -170, 96, 164, LB, { rx: 4 }),
    rect(6, -164, 40, 152, LB2, { rx: 2 }), rect(50, -164, 40, 152, LB2, { rx: 2 }),
    rect(40, -96, 3, 18, OR), rect(53, -96, 3, 18, OR),
    rect(4, -6, 10, 6, N3), rect(82, -6, 10, 6, N3),
    line('M8 -120l34-34M8 -60l34-34M54 -110l32-32M54 -50l32-32', W, 3, { opacity: '.8' }),
  ].join(''),
  desk: () => [
    rect(0, -82, 170, 10, BLUE, { rx: 3 }),
    rect(8, -72, 8, 72, N3), rect(154, -72, 8, 72, N3),
    rect(110, -72, 46, 60, B2, { rx: 2 }),
    rect(116, -62, 34, 4, LB), rect(116, -40, 34, 4, LB),
  ].join(''),
  monitor: () => [
    rect(-38, -62, 76, 48, NAVY, { rx: 4 }),
    rect(-33, -57, 66, 38, LB),
    p('M-33 -57h30l-18 38h-12z', W, { opacity: '.4' }),
    rect(-4, -14, 8, 10, N2), rect(-18, -5, 36, 5, N2, { rx: 2 }),
  ].join(''),
  chair: () => [
    rect(-20, -118, 40, 50, N3, { rx: 10 }),
    rect(-4, -70, 8, 12, NAVY),
    rect(-26, -62, 52, 12, BLUE, { rx: 5 }),
    rect(-3, -50, 6, 34, SLATE),
    line('M-26 -10l26-8 26 8', SLATE, 5),
    circle(-26, -6, 5, NAVY), circle(26, -6, 5, NAVY), circle(0, -6, 5, NAVY),
  ].join(''),
  plant: () => [
    p('M-14 -30h28l-4 30h-20z', OR),
    p('M0 -30c-16-10-22-30-10-44 8 14 12 28 10 44z', GREEN),
    p('M0 -30c14-12 26-14 30-30-16-2-26 10-30 30z', GREEN),
    p('M0 -30c-2-20 2-40 12-52 4 20 0 38-12 52z', GREEN, { opacity: '.8' }),
  ].join(''),
  pallet: () => [
    rect(0, -6, 110, 6, SLATE), rect(0, -20, 110, 6, SLATE),
    rect(4, -14, 14, 8, SLATE), rect(48, -14, 14, 8, SLATE), rect(92, -14, 14, 8, SLATE),
  ].join(''),
  load: () => [
    `<use href="#pallet"/>`,
    rect(2, -96, 51, 36, OR2), rect(57, -96, 51, 36, OR2), rect(2, -58, 51, 36, OR2), rect(57, -58, 51, 36, OR2),
    rect(2, -96, 106, 74, LB2, { opacity: '.5' }),
    line('M4 -84l40-10M4 -60l100-26M4 -36l100-26M60 -26l44-12', W, 3, { opacity: '.9' }),
  ].join(''),
  forklift: () => [
    rect(96, -176, 8, 170, SLATE), rect(108, -176, 8, 170, SLATE),
    rect(116, -14, 70, 7, NAVY),
    p('M10 -120h56l10 0v62h22v48H0v-70q0-10 10-10z', OR),
    line('M18 -120v-44h50l8 44', NAVY, 6),
    rect(2, -80, 26, 36, OR2, { rx: 4 }),
    rect(-14, -70, 16, 40, N3, { rx: 3 }),
    wheel(26, 20), wheel(84, 16),
  ].join(''),
  tree: () => [rect(-4, -40, 8, 40, SLATE), circle(0, -62, 30, GREEN), circle(10, -70, 16, W, { opacity: '.15' })].join(''),
  treeB: () => [rect(-4, -40, 8, 40, SLATE), circle(0, -62, 30, B2), circle(10, -70, 16, W, { opacity: '.15' })].join(''),
  treeN: () => [rect(-4, -40, 8, 40, N2), circle(0, -62, 30, N3), circle(10, -70, 16, LB, { opacity: '.12' })].join(''),
  cypress: () => [rect(-3, -16, 6, 16, SLATE), p('M0 -150c14 30 18 80 14 126q-14 10-28 0c-4-46 0-96 14-126z', N3)].join(''),
  pine: () => [rect(-5, -24, 10, 24, SLATE), p('M0 -150l34 62h-14l30 48h-100l30-48h-14z', N3)].join(''),
  pineSnow: () => [rect(-5, -24, 10, 24, SLATE), p('M0 -150l34 62h-14l30 48h-100l30-48h-14z', N3),
    p('M0 -150l16 29q-8 6-16 0-8 6-16 0zM-20 -88h40l10 14q-10 8-20 0-10 8-20 0-10 8-20 0zM-36 -40h72l14 0q-14 10-28 2-14 8-30 0-14 8-30 0-14 8-26-2z', W)].join(''),
  palm: () => [p('M-4 0q-6-80 10-170h8q-12 90-4 170z', SLATE),
    p('M8 -170q-50-30-96 6 46-12 96-6zM8 -170q40-40 96-20-52-2-96 20zM8 -170q-30 10-60 60 34-38 60-60zM8 -170q40 6 62 56-26-38-62-56zM8 -170q-6-40 30-70-16 40-30 70z', GREEN)].join(''),
  lamp: () => [rect(-3, -170, 6, 170, SLATE), line('M0 -166q0-14 18-14h12', SLATE, 5), rect(22, -184, 22, 8, NAVY, { rx: 3 }), rect(24, -177, 18, 4, OR2)].join(''),
  cone: () => [p('M-14 -4l10-40h8l10 40z', OR), rect(-10, -26, 20, 6, W), rect(-20, -5, 40, 5, OR, { rx: 2 })].join(''),
  gull: () => line('M-14 0q7-9 14 0q7-9 14 0', W, 3),
  handTruck: () => [line('M0 -150l16 144h56', SLATE, 6), line('M-8 -152h14', NAVY, 8), circle(14, -12, 12, NAVY), circle(14, -12, 5, GREY)].join(''),
  dolly: () => [rect(0, -16, 110, 10, N3, { rx: 3 }), circle(12, -5, 6, NAVY), circle(98, -5, 6, NAVY)].join(''),
  piano: () => {
    let keys = '', black = '';
    for (let i = 1; i < 21; i++) keys += `M${4 + i * 7.1} -96v14`;
    for (let i = 0; i < 20; i++) if (![2, 6, 9, 13, 16].includes(i % 21)) black += `M${r(8.6 + i * 7.1)} -96h3.6v8h-3.6z`;
    return [
      rect(0, -150, 150, 150, NAVY, { rx: 4 }), rect(-4, -156, 158, 12, N2, { rx: 3 }),
      rect(10, -138, 130, 36, N2, { rx: 3 }), p('M20 -136h30l-16 32h-14z', LB, { opacity: '.18' }),
      rect(-4, -100, 158, 6, N2), rect(4, -96, 142, 14, W), line(keys, GREY, 1), p(black, NAVY),
      rect(-4, -82, 158, 10, N2), rect(14, -62, 122, 50, N2, { rx: 3 }), p('M24 -60h20l-12 46h-12z', LB, { opacity: '.15' }),
      rect(4, -12, 14, 12, N2), rect(132, -12, 14, 12, N2),
    ].join('');
  },
  fridge: () => [
    rect(0, -180, 84, 180, W, { rx: 8, stroke: GREY, 'stroke-width': 3 }), line('M2 -120h80', GREY, 3), rect(70, -166, 5, 30, SLATE, { rx: 2 }), rect(70, -104, 5, 40, SLATE, { rx: 2 }),
  ].join(''),
  washer: () => [
    rect(0, -96, 80, 96, W, { rx: 6, stroke: GREY, 'stroke-width': 2 }),
    rect(0, -96, 80, 18, LB2, { rx: 6 }),
    circle(14, -87, 4, OR), rect(40, -90, 30, 5, GREY, { rx: 2 }),
    circle(40, -40, 26, SLATE), circle(40, -40, 19, LB),
  ].join(''),
};
LIB.load.deps = ['pallet'];
const needsBox = new Set(['pCarry']);

// Worker in a navy uniform with orange details, feet at y = 0, facing right.
function person(pose, hat = 'cap') {
  const legs = pose === 'stand' || pose === 'raise' || pose === 'hold' ? 'M-6 -60l-2 54M6 -60l2 54' : 'M-5 -60l-12 54M5 -60l12 54';
  const shoes = pose === 'stand' || pose === 'raise' || pose === 'hold'
    ? rect(-16, -7, 16, 7, NAVY, { rx: 3 }) + rect(2, -7, 16, 7, NAVY, { rx: 3 })
    : rect(-26, -7, 16, 7, NAVY, { rx: 3 }) + rect(10, -7, 16, 7, NAVY, { rx: 3 });
  const arm = (d) => line(d, N2, 9);
  const hand = (x, y) => circle(x, y, 5, GREY);
  let back = '', front = '', held = '';
  if (pose === 'stand') {
    back = arm('M-10 -108l-8 36') + hand(-18, -70);
    front = arm('M10 -108l8 36') + hand(18, -70);
  } else if (pose === 'carry') {
    back = arm('M-6 -108l20 20 18 -4');
    held = `<use href="#box" transform="translate(6 -70) scale(.75)"/>`;
    front = arm('M8 -106l12 22 20 -2') + hand(42, -84);
  } else if (pose === 'lift') {
    back = arm('M-4 -108l34 -4') + hand(32, -112);
    front = arm('M8 -106l30 2') + hand(40, -104);
  } else if (pose === 'push') {
    back = arm('M-4 -108l34 6') + hand(32, -101);
    front = arm('M8 -106l30 10') + hand(40, -95);
  } else if (pose === 'raise') {
    back = arm('M-10 -108l-8 36') + hand(-18, -70);
    front = arm('M8 -110l22 -30 6 -20') + hand(37, -162);
  } else if (pose === 'hold') {
    back = arm('M-6 -108l14 26 22 -6') + hand(32, -90);
    front = arm('M8 -106l16 24 18 -8') + hand(44, -92);
  }
  const head = hat === 'helmet'
    ? circle(0, -136, 14, GREY) + p('M-17 -137a17 17 0 0 1 34 0z', OR) + rect(-19, -139, 40, 5, OR2, { rx: 2 })
    : circle(0, -136, 14, GREY) + p('M-14 -138a14 14 0 0 1 28 0z', NAVY) + rect(8, -141, 14, 5, OR, { rx: 2 });
  return [
    back, line(legs, N3, 12), shoes,
    rect(-17, -120, 34, 64, N2, { rx: 13 }), rect(-17, -84, 34, 6, OR), rect(-17, -72, 34, 10, NAVY),
    p('M-7 -120l7 9 7-9z', OR), head, held, front,
  ].join('');
}

// Civilian (customer, family member), feet at y = 0.
function civilian({ shirt = B2, pants = N3, hair = NAVY, long = false, wave = false, skirt = false }) {
  const arm = (d) => line(d, shirt, 9);
  const hand = (x, y) => circle(x, y, 5, GREY);
  const back = arm('M-10 -108l-6 36') + hand(-16, -70);
  const front = wave ? arm('M10 -110l16 -26 -4 -28') + hand(22, -166) : arm('M10 -108l8 36') + hand(18, -70);
  const legs = skirt
    ? p('M-16 -66h32l6 40h-44z', pants) + line('M-7 -28v22M7 -28v22', GREY, 7)
    : line('M-6 -60l-2 54M6 -60l2 54', pants, 12);
  const hairD = long ? 'M-15 -138a15 15 0 0 1 30 0q-8-6-15-6t-8 6v4h-7v34q-5 5-10 0v-30z' : 'M-15 -136a15 15 0 0 1 30 0q-8-6-16-4-8 2-14 4z';
  return [
    back, legs, rect(-16, -7, 16, 7, NAVY, { rx: 3 }), rect(2, -7, 16, 7, NAVY, { rx: 3 }),
    rect(-17, -120, 34, 60, shirt, { rx: 13 }),
    circle(0, -136, 14, GREY), p(hairD, hair), front,
  ].join('');
}

class Svg {
  constructor(w = 1200, h = 800) {
    this.w = w; this.h = h; this.defs = new Map(); this.parts = [];
  }
  need(id) {
    if (this.defs.has(id)) return;
    const f = LIB[id];
    if (!f) throw new Error(`unknown component ${id}`);
    this.defs.set(id, '');
    for (const d of f.deps ?? []) this.need(d);
    if (needsBox.has(id)) this.need('box');
    this.defs.set(id, `<g id="${id}">${f()}</g>`);
  }
  def(s) { this.defs.set(`_${this.defs.size}`, s); return this; }
  use(id, x, y, s = 1, flip = false, extra = {}) {
    this.need(id);
    return `<use href="#${id}" transform="${tr(x, y, s, flip)}"${attrs(extra)}/>`;
  }
  add(...s) { this.parts.push(...s); return this; }
  // grad('id', x1, y1, x2, y2, [[offset, colour, opacity?], [..]]) in user space
  grad(id, x1, y1, x2, y2, stops) {
    return this.def(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" gradientUnits="userSpaceOnUse">` +
      stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`).join('') + '</linearGradient>');
  }
  radial(id, colour, a0 = 0.5) {
    return this.def(`<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${a0}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`);
  }
  toString({ width = this.w, height = this.h, viewBox = [0, 0, this.w, this.h] } = {}) {
    const defs = [...this.defs.values()].join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox.map(r).join(' ')}" preserveAspectRatio="xMidYMid slice">` +
      (defs ? `<defs>${defs}</defs>` : '') + this.parts.join('') + '</svg>\n';
  }
}

// ---------------------------------------------------------------- scenery helpers
function mosque(cx, s = 1) {
  const k = (v) => r(v * s);
  let d = '';
  d += `M${r(cx - k(95))} 0v${k(-48)}h${k(190)}v${k(48)}z`;
  d += `M${r(cx - k(48))} ${k(-48)}v${k(-22)}h${k(96)}v${k(22)}z`;
  d += `M${r(cx - k(50))} ${k(-70)}a${k(50)} ${k(50)} 0 0 1 ${k(100)} 0z`;
  d += `M${r(cx - k(2.5))} ${k(-118)}v${k(-22)}h${k(5)}v${k(22)}z`;
  for (const sx of [-1, 1]) {
    d += `M${r(cx + sx * k(62) - k(28))} ${k(-48)}a${k(28)} ${k(28)} 0 0 1 ${k(56)} 0z`;
    d += `M${r(cx + sx * k(86) - k(16))} ${k(-48)}a${k(16)} ${k(16)} 0 0 1 ${k(32)} 0z`;
  }
  for (const [ox, h] of [[-122, 190], [112, 190], [-100, 150], [90, 150]]) d += minaret(cx + k(ox), k(h), k(10));
  return d;
}
function minaret(x, h, w) {
  const b = r(w * 0.3);
  return `M${r(x)} 0v${r(-h)}h${r(w)}v${r(h)}z` +
    `M${r(x - b)} ${r(-h * 0.72)}h${r(w + 2 * b)}v${r(w * 0.45)}h${r(-w - 2 * b)}z` +
    `M${r(x)} ${r(-h)}l${r(w / 2)} ${r(-w * 3)}l${r(w / 2)} ${r(w * 3)}z`;
}
function galata(x, s = 1) {
  const k = (v) => r(v * s);
  return `M${r(x)} 0v${k(-130)}h${k(38)}v${k(130)}z` +
    `M${r(x - k(5))} ${k(-138)}h${k(48)}v${k(9)}h${k(-48)}z` +
    `M${r(x + k(2))} ${k(-160)}h${k(34)}v${k(22)}h${k(-34)}z` +
    `M${r(x - k(2))} ${k(-160)}l${k(21)} ${k(-48)}l${k(21)} ${k(48)}z`;
}
function blocks(list) {
  return list.map(([x, w, h]) => `M${x} 0v${-h}h${w}v${h}z`).join('');
}
function skyline(x, y, s, fill, extra = {}) {
  const d = blocks([[0, 70, 40], [60, 50, 62], [104, 40, 48], [200, 60, 56], [250, 44, 38], [520, 60, 46], [570, 48, 64], [610, 70, 40], [830, 70, 52], [880, 40, 34]]) +
    galata(150) + mosque(400) + mosque(730, 0.72) + minaret(300, 120, 8) + minaret(560, 104, 8);
  return p(d, fill, { transform: tr(x, y, s), ...extra });
}
function city(x, y, s, fill, extra = {}) {
  const d = blocks([[0, 50, 60], [46, 40, 110], [82, 56, 80], [134, 36, 150], [166, 60, 96], [222, 44, 124], [262, 70, 64], [328, 40, 88]]) +
    'M134 -150l18-26 18 26zM150 -176v-30h4v30z' + 'M222 -124a22 22 0 0 1 44 0z' + minaret(296, 110, 7);
  const win = windows(54, -100, 2, 6, 8, 8, 16, 15) + windows(140, -138, 2, 8, 8, 8, 16, 16) + windows(228, -112, 2, 6, 8, 8, 16, 17);
  return p(d, fill, { transform: tr(x, y, s), ...extra }) + p(win, LB, { transform: tr(x, y, s), opacity: '.6' });
}
function bridge(xa, xb, t1, t2, deck, towerH, col, cable, hangers = true) {
  const top = deck - towerH;
  const mid = (t1 + t2) / 2;
  const low = deck - 8;
  const c = 2 * low - top;
  let out = rect(xa, deck, xb - xa, 8, col);
  const d = `M${xa} ${deck}Q${r((xa + t1) / 2)} ${r(deck - towerH * 0.25)} ${t1} ${top}Q${r(mid)} ${r(c)} ${t2} ${top}Q${r((t2 + xb) / 2)} ${r(deck - towerH * 0.25)} ${xb} ${deck}`;
  out += line(d, cable, 3);
  if (hangers) {
    let h = '';
    for (let i = 1; i < 20; i++) {
      const t = i / 20;
      const hx = t1 + t * (t2 - t1);
      const hy = (1 - t) ** 2 * top + 2 * t * (1 - t) * c + t ** 2 * top;
      h += `M${r(hx)} ${r(hy)}V${deck}`;
    }
    out += line(h, cable, 1.2, { opacity: '.7' });
  }
  for (const t of [t1, t2]) {
    out += rect(t - 7, top - 6, 5, towerH + 40, col) + rect(t + 2, top - 6, 5, towerH + 40, col);
    out += rect(t - 7, top + 8, 14, 5, col) + rect(t - 7, top + towerH * 0.5, 14, 5, col);
  }
  return out;
}
function apartment(x, ground, w, h, body, win, cols, rows, extra = '') {
  const gx = (w - 20) / cols, gy = (h - 30) / rows;
  return rect(x, ground - h, w, h, body) + rect(x - 4, ground - h - 8, w + 8, 10, body, { rx: 2 }) +
    p(windows(x + 10 + gx * 0.2, ground - h + 16, cols, rows, gx * 0.6, gy * 0.55, gx, gy), win) + extra;
}
function ladder(x, y, len, angle, w, col) {
  let rungs = '';
  for (let i = 10; i < len - 4; i += 16) rungs += `M${i} ${-w + 3}v${w - 6}`;
  return g(`translate(${r(x)} ${r(y)}) rotate(${r(angle)})`,
    rect(0, -w, len, 5, col, { rx: 2 }) + rect(0, -5, len, 5, col, { rx: 2 }) + line(rungs, col, 3));
}
function shadow(cx, y, rx, op = 0.18, col = NAVY) {
  return ellipse(cx, y, rx, Math.max(4, rx * 0.07), col, { opacity: op });
}
function stars(seed, n, x0, y0, w, h, op = 0.6) {
  const rnd = mulberry(seed);
  let d = '';
  for (let i = 0; i < n; i++) d += `M${r(x0 + rnd() * w)} ${r(y0 + rnd() * h)}h0`;
  return line(d, W, 3, { opacity: op });
}
function motion(x, y, col = LB, n = 3, len = 60) {
  let d = '';
  for (let i = 0; i < n; i++) d += `M${x - i * 14} ${y + i * 20}h${-len + i * 14}`;
  return line(d, col, 6);
}
// Open rear door of a truck placed with its rear edge at x, ground at y, scale k.
function openDoor(x, y, k) {
  return rect(x - 20 * k, y - 180 * k, 18 * k, 132 * k, B2, { rx: 3 }) + rect(x - 20 * k, y - 180 * k, 6 * k, 132 * k, N3) +
    rect(x - 2 * k, y - 182 * k, 6 * k, 136 * k, NAVY, { opacity: '.55' });
}
// A worker carrying a packed item in front (a box by default) is pCarry; these are the bigger loads.
function wrapped(x, y, w, h, col = LB2, extra = '') {
  return rect(x, y - h, w, h, col, { rx: 10 }) + line(`M${x + 8} ${y - h + 14}l${w * 0.3} ${h * 0.6}M${x + w * 0.4} ${y - h + 8}l${w * 0.35} ${h * 0.7}M${x + w * 0.7} ${y - h + 10}l${w * 0.25} ${h * 0.5}`, W, 3, { opacity: '.85' }) + extra;
}
function rain(seed, n, x0, y0, w, h, col = LB, op = 0.5, len = 30) {
  const rnd = mulberry(seed);
  let d = '';
  for (let i = 0; i < n; i++) d += `M${r(x0 + rnd() * w)} ${r(y0 + rnd() * h)}l${r(-len * 0.3)} ${len}`;
  return line(d, col, 2, { opacity: op });
}
function flakes(seed, n, x0, y0, w, h, op = 0.85) {
  const rnd = mulberry(seed);
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = r(x0 + rnd() * w), y = r(y0 + rnd() * h), k = rnd();
    d += `M${x} ${y}h0`;
    if (k > 0.8) d += `M${x + 0.5} ${y}h0`;
  }
  return line(d, W, 6, { opacity: op }) + (() => {
    let d2 = '';
    for (let i = 0; i < n / 2; i++) d2 += `M${r(x0 + rnd() * w)} ${r(y0 + rnd() * h)}h0`;
    return line(d2, W, 3.5, { opacity: op * 0.8 });
  })();
}
function fence(x0, x1, y, h, col, step = 26) {
  let d = `M${x0} ${y - h * 0.75}H${x1}M${x0} ${y - h * 0.3}H${x1}`;
  for (let x = x0; x <= x1; x += step) d += `M${x} ${y}v${-h}`;
  return line(d, col, 4);
}
function framedWindow(x, y, w, h, frame, glass, inside = '') {
  return rect(x - 10, y - 10, w + 20, h + 20, frame, { rx: 6 }) + rect(x, y, w, h, glass) + inside +
    rect(x + w / 2 - 4, y, 8, h, frame) + rect(x, y + h * 0.42, w, 8, frame);
}
function clouds(s, list, fill = W, op = 1) {
  for (const [x, y, k] of list) s.add(s.use('cloud', x, y, k, false, { fill, opacity: op }));
}
// Lifting platform (for the furniture lift), origin at the platform floor centre.
function liftPlatform(x, y, load = 'armchair', s, k = 1) {
  const body = p('M-34 4l20 16h28l20 -16z', NAVY) + rect(-56, -6, 112, 12, OR, { rx: 2 }) +
    line('M-56 0v-40M56 0v-40M-56 -40h12M44 -40h12', OR, 4) +
    (load === 'armchair' ? s.use('armchair', -44, -6, 0.9) : '') +
    (load === 'boxes' ? s.use('box3', -52, -6, 0.8) + s.use('box3', 4, -6, 0.7) + s.use('box3', -40, -46, 0.7) : '');
  return g(tr(x, y, k), body);
}

// ---------------------------------------------------------------- gallery scenes (1200 x 800)
// Each draw(s, t) fills an Svg; t (0..1) moves the animated parts when a scene is used in a video.
const SCENES = {};

SCENES[1] = {
  title: 'Bağcılar\'da Kamyon Yükleme',
  alt: 'Bağcılar\'da bir apartmanın önünde ekibimiz kolileri rampadan kamyonun kasasına taşıyor.',
  year: 2003,
  draw(s) {
    s.grad('sky1', 0, 0, 0, 600, [[0, LB], [1, LIGHT]]);
    s.add(rect(0, 0, 1200, 800, 'url(#sky1)'));
    clouds(s, [[620, 110, 1], [930, 70, 0.7], [440, 180, 0.5]]);
    s.add(s.use('gull', 760, 190, 1), s.use('gull', 800, 214, 0.8), s.use('gull', 720, 224, 0.7));
    // far: minarets and blocks
    s.add(p(blocks([[440, 90, 150], [520, 70, 200], [600, 110, 170], [900, 80, 190], [970, 120, 150], [1080, 120, 210]]) + minaret(730, 260, 12) + minaret(820, 230, 11) +
      `M700 0v-80a76 76 0 0 1 152 0v80z`, LB2, { transform: 'translate(0 620)' }));
    s.add(apartment(420, 620, 150, 240, LB, LIGHT, 4, 7), apartment(860, 620, 170, 280, LB, LIGHT, 4, 8), apartment(1040, 620, 180, 220, LB, LIGHT, 4, 6));
    // near apartment with entrance
    s.add(rect(-10, 70, 380, 560, W), rect(-16, 58, 392, 16, LB2, { rx: 3 }), rect(-10, 74, 380, 8, LB2));
    s.add(p(windows(20, 110, 3, 6, 70, 56, 112, 84), LB), p(windows(26, 116, 3, 6, 26, 44, 112, 84), W, { opacity: '.45' }));
    let rails = '';
    for (let j = 0; j < 6; j++) rails += `M10 ${176 + j * 84}h330`;
    s.add(line(rails, BLUE, 4));
    s.add(rect(200, 520, 110, 112, N3, { rx: 4 }), rect(208, 528, 44, 104, LB, { opacity: '.5' }), rect(188, 506, 134, 16, OR, { rx: 3 }), rect(180, 626, 150, 10, GREY));
    // pavement + road
    s.add(rect(0, 620, 1200, 54, LB2), rect(0, 618, 1200, 4, W), rect(0, 672, 1200, 12, GREY), rect(0, 684, 1200, 116, SLATE));
    s.add(p('M0 782h1200', 'none', { stroke: W, 'stroke-width': 6, 'stroke-dasharray': '60 44', opacity: '.8' }));
    s.add(s.use('treeB', 1130, 640, 1.4), s.use('tree', 1172, 646, 1.1), s.use('lamp', 150, 640, 1.1));
    // truck with open rear door and ramp
    s.add(shadow(860, 752, 250, 0.25));
    s.add(s.use('truck', 640, 750, 1.2));
    s.add(rect(640, 532, 10, 160, N2, { opacity: '.9' }), openDoor(640, 750, 1.2));
    s.add(p(poly([[640, 684], [642, 694], [506, 756], [486, 756]]), GREY), line('M636 688L496 750', W, 2, { opacity: '.7' }));
    // boxes waiting on the pavement
    s.add(shadow(430, 652, 90));
    s.add(s.use('box3', 360, 652, 0.85), s.use('box3', 420, 652, 0.85), s.use('box3', 382, 610, 0.85), s.use('boxF', 448, 610, 0.7));
    s.add(wrapped(470, 652, 40, 96, LB2));
    // workers
    s.add(s.use('pCarry', 262, 650, 0.95), s.use('pCarry', 604, 704, 0.95), s.use('pCarry', 470, 770, 0.95));
  },
};

SCENES[2] = {
  title: 'Yüksek Katta Asansörlü Taşıma',
  alt: 'Mobil asansörlü aracımız koltuğu yüksek bir sitedeki dairenin balkonuna çıkarıyor.',
  year: 2019,
  draw(s, t = 0.55) {
    s.grad('sky2', 0, 0, 0, 700, [[0, B2], [1, LB2]]);
    s.add(rect(0, 0, 1200, 800, 'url(#sky2)'));
    clouds(s, [[90, 130, 1.1], [360, 70, 0.7], [1060, 300, 0.6]], W, 0.9);
    // background towers
    s.add(apartment(40, 700, 170, 420, LB, LB2, 4, 12), apartment(250, 700, 130, 300, LB2, LIGHT, 3, 8), apartment(400, 700, 150, 500, LB, LB2, 4, 14));
    // main tower: front face + side face
    const bx = 640, bw = 420, top = -30, fh = 80;
    s.add(rect(bx + bw, top + 10, 90, 700 - top, LB), rect(bx, top, bw, 700 - top, W));
    s.add(p(windows(bx + 190, top + 24, 3, 12, 54, 46, 76, fh), LB), p(windows(bx + 196, top + 28, 3, 12, 14, 36, 76, fh), W, { opacity: '.5' }));
    s.add(p(windows(bx + bw + 14, top + 30, 2, 12, 24, 46, 40, fh), LB2));
    let rails = '', slabs = '';
    for (let f = 0; f < 12; f++) {
      const y = top + fh * (f + 1);
      slabs += `M${bx - 18} ${y - 6}h180v8h-180z`;
      rails += `M${bx - 16} ${y - 34}h176M${bx - 16} ${y - 34}v28M${bx + 26} ${y - 34}v28M${bx + 68} ${y - 34}v28M${bx + 110} ${y - 34}v28M${bx + 158} ${y - 34}v28`;
    }
    s.add(p(windows(bx + 20, top + 22, 1, 12, 130, 46, 0, fh), N3, { opacity: '.35' }));
    s.add(line(rails, BLUE, 3), p(slabs, LB2));
    // target balcony (floor 3) with an open door and a receiving worker
    const by = top + fh * 3; // slab of the target floor
    s.add(rect(bx + 36, by - 68, 56, 62, N2), s.use('pStand', bx + 116, by - 6, 0.5, true));
    s.add(rect(bx - 18, by - 6, 180, 8, OR), line(`M${bx - 16} ${by - 34}h176`, OR, 3));
    // street
    s.add(rect(0, 700, 1200, 100, SLATE), rect(0, 692, 1200, 10, GREY), rect(0, 686, 1200, 8, LB2));
    s.add(p('M0 770h1200', 'none', { stroke: W, 'stroke-width': 5, 'stroke-dasharray': '60 44', opacity: '.7' }));
    // lift truck
    const gx = 70, gy = 760, k = 0.95;
    s.add(shadow(gx + 170, gy + 2, 200, 0.25));
    s.add(rect(gx + 10, gy - 40, 10, 40, NAVY), rect(gx - 2, gy - 6, 34, 8, N2, { rx: 2 }), rect(gx + 228, gy - 40, 10, 40, NAVY), rect(gx + 216, gy - 6, 34, 8, N2, { rx: 2 }));
    s.add(s.use('truck', gx, gy - 6, k));
    const lx = gx + 90, ly = gy - 186, ex = bx - 20, ey = by - 10;
    const ang = Math.atan2(ey - ly, ex - lx) * 180 / Math.PI, len = Math.hypot(ex - lx, ey - ly);
    s.add(rect(lx - 30, ly - 4, 70, 20, NAVY, { rx: 4 }), rect(lx - 14, ly - 20, 28, 22, N2));
    s.add(ladder(lx, ly, len, ang, 26, SLATE));
    s.add(line(`M${lx} ${ly}L${r(lx + (ex - lx) * 0.35)} ${r(ly + (ey - ly) * 0.35)}`, N3, 4, { opacity: '.5' }));
    const tt = lerp(0.06, (by + 22 - ly) / (ey - ly), t), px = lx + (ex - lx) * tt, py = ly + (ey - ly) * tt - 30;
    s.add(line(`M${r(px)} ${r(py + 26)}l0 -10`, NAVY, 6), liftPlatform(px, py, 'armchair', s, 0.8));
    // ground crew
    s.add(s.use('cone', 30, 780, 1), s.use('cone', 460, 780, 1), s.use('cone', 560, 780, 1));
    s.add(s.use('pHold', 520, 760, 0.85, true), rect(479, 672, 14, 20, NAVY, { rx: 3 }), circle(486, 678, 3, OR));
    s.add(s.use('box3', 560, 694, 0.7), s.use('box3', 600, 694, 0.6), wrapped(580, 694, 32, 70));
  },
};

SCENES[3] = {
  title: 'Koltuk Streç Ambalajı',
  alt: 'Boşaltılan salonda ekibimiz üçlü koltuğu streç filmle sararak taşımaya hazırlıyor.',
  year: 2021,
  draw(s) {
    s.grad('wall3', 0, 0, 0, 600, [[0, LIGHT], [1, LB2]]);
    s.add(rect(0, 0, 1200, 620, 'url(#wall3)'));
    // window with the street outside
    s.add(framedWindow(90, 140, 260, 300, W, LB, p(blocks([[0, 60, 120], [70, 50, 180], [130, 80, 90], [220, 40, 150]]), LB2, { transform: 'translate(90 440)' })));
    s.add(rect(60, 108, 330, 8, SLATE, { rx: 3 }), rect(82, 450, 286, 14, W, { rx: 3 }));
    // marks of the frames already taken down
    s.add(rect(520, 170, 150, 110, LIGHT, { stroke: LB, 'stroke-width': 3, 'stroke-dasharray': '8 8' }), rect(700, 190, 90, 90, LIGHT, { stroke: LB, 'stroke-width': 3, 'stroke-dasharray': '8 8' }));
    s.add(circle(595, 160, 4, SLATE), circle(745, 180, 4, SLATE));
    s.add(line('M760 0v90', SLATE, 3), p('M720 120h80l-16-30h-48z', OR2), ellipse(760, 124, 40, 6, OR));
    // floor
    s.add(rect(0, 620, 1200, 180, LB), rect(0, 612, 1200, 14, W));
    s.add(line('M0 680h1200M0 744h1200M160 626v54M520 626v54M900 626v54M330 680v64M720 680v64M1080 680v64M90 744v56M480 744v56M860 744v56', W, 2, { opacity: '.35' }));
    // sofa, right part wrapped in stretch film
    s.add(shadow(620, 690, 220, 0.2));
    s.add(s.use('sofa', 430, 690, 2.1));
    s.add(rect(640, 490, 180, 196, LB2, { rx: 22, opacity: '.6' }), line('M650 520l150-20M650 560l160-24M650 600l160-22M650 640l160-22M650 676l160-20', W, 4, { opacity: '.9' }));
    s.add(line('M672 500l40 170M760 494l34 180', W, 2, { opacity: '.5' }));
    // film from the roll to the sofa
    s.add(p('M812 520L900 552L900 610L812 640z', LB2, { opacity: '.5' }), line('M812 520L900 552M812 640L900 610', W, 2, { opacity: '.8' }));
    s.add(s.use('pHold', 980, 720, 1.45, true));
    s.add(rect(898, 540, 26, 84, W, { rx: 8 }), rect(898, 540, 26, 84, LB2, { rx: 8, opacity: '.7' }), ellipse(911, 542, 13, 5, W), rect(906, 620, 10, 26, SLATE, { rx: 3 }));
    // boxes + second worker taping
    s.add(shadow(200, 712, 120));
    s.add(s.use('box3', 60, 712, 1.3), s.use('box3', 160, 712, 1.3), s.use('boxF', 80, 647, 1.1));
    s.add(s.use('pCarry', 330, 716, 1.4, true));
    // rolled carpet and a lamp in bubble wrap
    s.add(rect(420, 732, 300, 46, BLUE, { rx: 23 }), ellipse(720, 755, 15, 23, B2), line('M720 752a5 6 0 1 1 5 5a9 11 0 1 1-10-12', LB, 2.5), line('M500 734v42M640 734v42', OR2, 5));
    // open door to the hall
    s.add(rect(1030, 290, 150, 330, W), rect(1044, 304, 122, 316, LB), rect(1044, 304, 122, 316, N3, { opacity: '.25' }), p('M1044 304l-40 -14v340l40 -10z', LB2), circle(1014, 470, 5, SLATE));
    s.add(s.use('plant', 1090, 710, 2.2), shadow(1090, 712, 40));
  },
};

SCENES[4] = {
  title: 'Gece Ofis Taşıma',
  alt: 'Mesai bittikten sonra plaza önünde ofis mobilyaları ve bilgisayarlar gece kamyona yükleniyor.',
  year: 2016,
  draw(s) {
    s.grad('sky4', 0, 0, 0, 640, [[0, NAVY], [1, N3]]);
        s.add(rect(0, 0, 1200, 800, 'url(#sky4)'), stars(4, 60, 0, 0, 1200, 360));
    s.add(circle(1060, 200, 70, LIGHT, { opacity: '.06' }), circle(1060, 200, 38, LIGHT, { opacity: '.9' }), circle(1048, 190, 7, LB2), circle(1072, 212, 5, LB2));
    // background towers
    const towers = [[560, 120, 380], [700, 90, 300], [800, 140, 430], [950, 110, 330], [1070, 140, 260]];
    s.add(p(blocks(towers), N2, { transform: 'translate(0 650)' }));
    const rnd = mulberry(44);
    let lit = '';
    for (const [x0, w, h] of towers) {
      for (let y = 650 - h + 20; y < 640; y += 22) for (let x = x0 + 12; x < x0 + w - 16; x += 20) if (rnd() > 0.72) lit += `M${x} ${y}h9v11h-9z`;
    }
    s.add(p(lit, OR2, { opacity: '.5' }));
    // office tower
    s.add(rect(90, 60, 440, 600, N3), rect(80, 48, 460, 16, N2));
    let glass = '', on = '';
    const rw = mulberry(9);
    for (let j = 0; j < 12; j++) for (let i = 0; i < 7; i++) {
      const x = 106 + i * 60, y = 80 + j * 40;
      if (rw() > (j > 8 ? 0.35 : 0.8)) on += `M${x} ${y}h48v30h-48z`; else glass += `M${x} ${y}h48v30h-48z`;
    }
    s.add(p(glass, N2), p(on, LIGHT, { opacity: '.9' }), line('M90 60v600M530 60v600', N2, 6));
    // lobby
    s.add(rect(150, 560, 320, 100, LIGHT, { opacity: '.9' }), rect(150, 560, 320, 100, OR2, { opacity: '.2' }), line('M230 560v100M310 560v100M390 560v100', N3, 4), rect(130, 546, 360, 16, NAVY));
    s.add(s.use('plant', 180, 660, 1.2), s.use('plant', 440, 660, 1.2));
    // street
    s.add(rect(0, 660, 1200, 40, N3), rect(0, 698, 1200, 10, SLATE), rect(0, 708, 1200, 92, N2));
    s.add(p('M0 776h1200', 'none', { stroke: GREY, 'stroke-width': 5, 'stroke-dasharray': '60 44', opacity: '.35' }));
    s.add(p('M1082 478L980 704h180z', LB2, { opacity: '.08' }), ellipse(1070, 704, 110, 18, LB2, { opacity: '.12' }), s.use('lamp', 1120, 704, 1.3, true));
    // truck, rear open, light spilling out
    s.add(shadow(880, 772, 240, 0.4));
    s.add(s.use('truck', 650, 770, 1.2));
    s.add(rect(650, 552, 12, 160, LIGHT, { opacity: '.7' }), openDoor(650, 770, 1.2));
    s.add(p('M650 700L560 770L650 770z', OR2, { opacity: '.18' }));
    s.add(p(poly([[650, 706], [652, 716], [540, 770], [520, 770]]), GREY));
    // crew with a dolly of crates, a wrapped monitor and chairs
    s.add(s.use('chair', 300, 696, 1.1), rect(276, 566, 48, 70, LB2, { opacity: '.45', rx: 10 }), s.use('chair', 360, 700, 1.1, true), rect(336, 570, 48, 70, LB2, { opacity: '.45', rx: 10 }));
    s.add(s.use('dolly', 400, 760, 1), s.use('box3', 404, 744, 0.9), s.use('box3', 448, 744, 0.7), s.use('box3', 414, 700, 0.8));
    s.add(s.use('pPush', 370, 762, 1.0));
    s.add(s.use('pHold', 590, 752, 1.0), rect(600, 628, 60, 44, LB2, { rx: 6 }), line('M606 636l30 30M626 632l30 30', W, 3, { opacity: '.8' }));
  },
};

SCENES[5] = {
  title: 'Şafakta Şehirlerarası Yol',
  alt: 'Şafak vakti otoyolda ilerleyen nakliye kamyonumuz İstanbul\'dan Anadolu\'ya doğru yol alıyor.',
  year: 2012,
  draw(s, t = 0.5) {
    s.grad('sky5', 0, 0, 0, 540, [[0, N3], [0.45, B2], [0.78, LB], [1, OR2]]);
    s.radial('sun5', OR2, 0.7);
    s.add(rect(0, 0, 1200, 800, 'url(#sky5)'));
    s.add(circle(880, 450, 280, 'url(#sun5)'), circle(880, 452, 74, OR2, { opacity: '.45' }), circle(880, 452, 52, W, { opacity: '.95' }));
    s.add(stars(5, 14, 0, 0, 600, 140, 0.35));
    s.add(s.use('cloud', 140, 210, 1.2, false, { fill: LB, opacity: '.3' }), s.use('cloud', 560, 150, 0.9, false, { fill: LB, opacity: '.25' }), line('M620 400h180M960 380h140M700 430h80', W, 5, { opacity: '.35' }));
    s.add(p('M0 520q140-80 300-40t320-30q160-50 300 10t280 0v140H0z', BLUE));
    s.add(p('M0 560q200-60 420-20t380-20q220-40 400 30v110H0z', N3));
    // distant road with a few lights
    s.add(line('M0 592q300-26 600-10t600-12', N2, 10), line('M120 588h6M400 584h6M760 586h6M1020 582h6', OR2, 5));
    s.add(p('M0 600q300-30 600-6t600 0v206H0z', N2));
    // highway on an embankment
    s.add(rect(0, 640, 1200, 74, N3), rect(0, 636, 1200, 6, SLATE), rect(0, 712, 1200, 10, SLATE));
    s.add(p('M0 676h1200', 'none', { stroke: LB, 'stroke-width': 5, 'stroke-dasharray': '60 44', opacity: '.55' }));
    s.add(p('M0 722h1200v78H0z', NAVY));
    let posts = 'M0 730h1200M0 742h1200';
    for (let x = 20; x < 1200; x += 70) posts += `M${x} 724v34`;
    s.add(line(posts, SLATE, 5));
    // sign gantry
    s.add(rect(1010, 480, 10, 160, SLATE), rect(1150, 480, 10, 160, SLATE), rect(990, 440, 190, 80, GREEN, { rx: 6 }), rect(998, 448, 174, 64, 'none', { rx: 4, stroke: W, 'stroke-width': 2.5 }),
      line('M1040 500v-34m-10 10l10-12 10 12M1120 500v-18l18-18m-14 0h14v14', W, 5));
    // truck with headlight beam
    const x = lerp(120, 520, t);
    s.grad('beam5', 0, 0, 1, 0, [[0, OR2, 0.55], [1, OR2, 0]]);
    s.def(`<linearGradient id="beam5b" x1="${r(x + 400)}" y1="0" x2="${r(x + 700)}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${OR2}" stop-opacity=".5"/><stop offset="1" stop-color="${OR2}" stop-opacity="0"/></linearGradient>`);
    s.add(p(`M${r(x + 392)} ${672}L${r(x + 700)} ${640}L${r(x + 700)} ${712}z`, 'url(#beam5b)'));
    s.add(shadow(x + 200, 694, 200, 0.35), s.use('truck', x, 692, 1.12), rect(x + 382, 604, 12, 12, W, { rx: 3 }));
    s.add(motion(x - 20, 600, LB, 3, 80));
    s.add(s.use('gull', 340, 240, 0.8), s.use('gull', 640, 300, 0.7));
  },
};

SCENES[6] = {
  title: 'Adalar\'a Vapurla Taşıma',
  alt: 'Eşyalarla yüklü aracımız arabalı vapurla Adalar\'a doğru denizden taşınıyor.',
  year: 2009,
  draw(s, t = 0.5) {
    s.grad('sky6', 0, 0, 0, 470, [[0, LB], [1, LIGHT]]);
    s.grad('sea6', 0, 470, 0, 800, [[0, B2], [1, N3]]);
    s.add(rect(0, 0, 1200, 480, 'url(#sky6)'));
    clouds(s, [[80, 120, 1], [760, 90, 0.8], [1020, 170, 0.6]]);
    // islands with houses and a hilltop chapel
    s.add(skyline(-40, 480, 0.5, LB, { opacity: '.7' }));
    s.add(p('M-20 480q60-70 160-90t190 40q50 20 80 50z', LB), p('M560 480q80-120 220-130t230 70q90 40 190 60v0z', LB));
    s.add(p(windows(80, 420, 6, 2, 12, 10, 28, 26), W, { opacity: '.8' }), p(windows(660, 400, 9, 2, 12, 10, 30, 28), W, { opacity: '.8' }));
    s.add(rect(770, 330, 30, 24, W), p('M766 332h38l-19-18z', OR), circle(785, 310, 5, W));
    s.add(s.use('pine', 900, 410, 0.35), s.use('pine', 930, 414, 0.3), s.use('pine', 700, 380, 0.3), s.use('pine', 170, 420, 0.3), s.use('pine', 210, 414, 0.35));
    s.add(rect(0, 478, 1200, 322, 'url(#sea6)'));
    s.add(line('M40 520h80M300 540h120M900 520h90M1000 560h120M60 620h140M980 640h160M80 720h120M900 740h200', LB, 3, { opacity: '.45' }));
    // ferry
    const fx = lerp(90, 190, t);
    s.add(g(`translate(${r(fx)} 640) scale(1.25) translate(0 -640)`, [
      p('M0 560h720l-40 80H60z', W), p('M30 600h675l-20 40H60z', NAVY), rect(0, 560, 720, 10, OR),
      rect(490, 430, 200, 130, W, { rx: 6 }), rect(510, 400, 160, 34, LB2, { rx: 4 }),
      p(windows(506, 450, 5, 1, 28, 24, 38, 0), N3), p(windows(522, 408, 4, 1, 26, 18, 38, 0), N3), p(windows(506, 498, 5, 1, 28, 16, 38, 0), LB), rect(660, 496, 20, 64, LB2, { rx: 3 }),
      rect(590, 350, 34, 52, NAVY), rect(590, 362, 34, 10, OR),
      line('M10 556V520h470', SLATE, 4), line('M40 556v-36M100 556v-36M160 556v-36M220 556v-36M280 556v-36M340 556v-36M400 556v-36M460 556v-36', SLATE, 2),
      s.use('truck', 40, 560, 0.62), s.use('load', 290, 560, 0.75), s.use('load', 380, 560, 0.75),
      line('M-40 610h60M-100 600h90M-140 620h80', W, 4, { opacity: '.7' }),
    ].join('')));
    s.add(p(`M${r(fx + 60)} 628q260 -6 520 -2t300 0v24h-820z`, BLUE), line(`M${r(fx + 70)} 628q260 -6 520 -2t290 0`, W, 3, { opacity: '.6' }));
    s.add(p(`M${r(fx + 830)} 634q30 -4 56 -22 2 18 -16 30z`, W, { opacity: '.8' }), circle(fx + 300, 565, 11, 'none', { stroke: OR, 'stroke-width': 6 }), circle(fx + 560, 565, 11, 'none', { stroke: OR, 'stroke-width': 6 }));
    s.add(line(`M${r(fx + 40)} 640q-90 4-180 18M${r(fx + 30)} 652q-70 10-150 34M${r(fx + 60)} 630q-60 -2-130 2`, W, 4, { opacity: '.55' }));
    s.add(s.use('gull', 300, 250, 1.2), s.use('gull', 360, 290, 0.9), s.use('gull', 1000, 300, 1));
    s.add(circle(1080, 700, 14, OR), rect(1074, 676, 12, 12, OR2));
  },
};

SCENES[8] = {
  title: 'Depo Koridoru',
  alt: 'Güvenli depomuzun raflı koridorunda paletli yükler ve koliler düzenli biçimde saklanıyor.',
  year: 2018,
  draw(s) {
    // one-point perspective: metres to pixels
    const VX = 600, VY = 300, F = 420, CAM = 1.7;
    const P = (X, Y, Z) => [VX + (X * F) / Z, VY + ((CAM - Y) * F) / Z];
    const quad = (pts, fill, extra) => p(poly(pts.map(([X, Y, Z]) => P(X, Y, Z))), fill, extra);
    s.add(rect(0, 0, 1200, VY, N3), rect(0, VY, 1200, 800 - VY, LB2));
    // ceiling and floor
    const A = 2.3, ZN = 1.2, ZF = 36, TOP = 7.5;
    s.add(quad([[-A, TOP, ZN], [A, TOP, ZN], [A, TOP, ZF], [-A, TOP, ZF]], N3));
    s.add(quad([[-A, 0, ZN], [A, 0, ZN], [A, 0, ZF], [-A, 0, ZF]], LB2));
    for (let z = 3; z < ZF; z += 4) s.add(quad([[-0.5, TOP, z], [0.5, TOP, z], [0.5, TOP, z + 1.4], [-0.5, TOP, z + 1.4]], LIGHT, { opacity: '.95' }));
    s.add(quad([[-1.5, 0.001, ZN], [-1.42, 0.001, ZN], [-1.42, 0, ZF], [-1.5, 0, ZF]], OR), quad([[1.42, 0.001, ZN], [1.5, 0.001, ZN], [1.5, 0, ZF], [1.42, 0, ZF]], OR));
    // back wall with a roller door
    const [bx0, by0] = P(-A, TOP, ZF), [bx1, by1] = P(A, 0, ZF);
    s.add(rect(bx0, by0, bx1 - bx0, by1 - by0, LIGHT));
    const [dx0, dy0] = P(-0.9, 3, ZF), [dx1, dy1] = P(0.9, 0, ZF);
    s.add(rect(dx0, dy0, dx1 - dx0, dy1 - dy0, GREY), line(`M${r(dx0)} ${r(dy0 + 6)}h${r(dx1 - dx0)}M${r(dx0)} ${r(dy0 + 12)}h${r(dx1 - dx0)}M${r(dx0)} ${r(dy0 + 18)}h${r(dx1 - dx0)}`, W, 1.5));
    // racks on both sides, drawn far to near
    const rnd = mulberry(8);
    const levels = [0.15, 1.75, 3.35, 4.95];
    for (const side of [-1, 1]) {
      const X = side * A, XD = side * (A + 1.1);
      // back panel of the rack bay
      s.add(quad([[X, 0, ZN], [X, 6.6, ZN], [X, 6.6, ZF], [X, 0, ZF]], LB));
      for (let z = ZF - 3; z > ZN; z -= 3) {
        for (const y of levels) {
          const kind = rnd();
          if (kind < 0.12) continue;
          const z0 = z + 0.15, z1 = z + 2.85, h = 0.9 + rnd() * 0.5;
          if (kind < 0.55) {
            // two boxes on a pallet
            const zm = (z0 + z1) / 2;
            for (const [za, zb] of [[z0, zm - 0.05], [zm + 0.05, z1]]) {
              s.add(quad([[XD, y + 0.15, za], [X, y + 0.15, za], [X, y + h, za], [XD, y + h, za]], OR));
              s.add(quad([[X, y + 0.15, za], [X, y + 0.15, zb], [X, y + h, zb], [X, y + h, za]], OR2));
              s.add(quad([[X, y + h - 0.08, za + (zb - za) * 0.42], [X, y + h - 0.08, za + (zb - za) * 0.58], [X, y + h * 0.55, za + (zb - za) * 0.58], [X, y + h * 0.55, za + (zb - za) * 0.42]], W, { opacity: '.7' }));
            }
          } else {
            // stretch-wrapped pallet
            s.add(quad([[XD, y + 0.15, z0], [X, y + 0.15, z0], [X, y + h, z0], [XD, y + h, z0]], OR));
            s.add(quad([[X, y + 0.15, z0], [X, y + 0.15, z1], [X, y + h, z1], [X, y + h, z0]], OR2));
            s.add(quad([[X, y + 0.15, z0], [X, y + 0.15, z1], [X, y + h, z1], [X, y + h, z0]], LB2, { opacity: '.55' }));
          }
          s.add(quad([[X, y, z0], [X, y, z1], [X, y + 0.15, z1], [X, y + 0.15, z0]], SLATE));
        }
        // beams and uprights
        for (const y of [...levels.slice(1), 6.55]) s.add(quad([[X, y - 0.16, z], [X, y - 0.16, z + 3], [X, y, z + 3], [X, y, z]], OR));
        s.add(quad([[X, 0, z], [X, 6.7, z], [X, 6.7, z + 0.12], [X, 0, z + 0.12]], BLUE));
        const fr = 0.1 * side;
        s.add(quad([[X + fr, 0, z], [X, 0, z], [X, 6.7, z], [X + fr, 6.7, z]], B2), quad([[XD, 0, z], [XD - fr, 0, z], [XD - fr, 6.7, z], [XD, 6.7, z]], B2));
        let br = '';
        for (let y = 0.4; y < 6.4; y += 1.2) {
          const [a1, a2] = P(X, y, z), [b1, b2] = P(XD, y + 1.2, z);
          br += `M${r(a1)} ${r(a2)}L${r(b1)} ${r(b2)}`;
        }
        s.add(line(br, B2, Math.max(1.5, 0.05 * F / z)));
      }
    }
    // haze towards the back
    s.radial('haze8', LIGHT, 0.85);
    s.add(ellipse(VX, VY + 10, 260, 220, 'url(#haze8)'));
    // forklift crossing in the distance, worker with a pallet jack in front
    const fk = (Z) => (1.9 * F / Z) / 176;
    const ZK = 9.5, [fx, fy] = P(-1.5, 0, ZK);
    s.add(shadow(fx + 90 * fk(ZK), fy, 110 * fk(ZK)), s.use('forklift', fx, fy, fk(ZK)), s.use('load', fx + 118 * fk(ZK), fy - 40 * fk(ZK), fk(ZK)));
    const [wx, wy] = P(0.55, 0, 3.3);
    const ws = (1.75 * F / 3.3) / 150;
    s.add(shadow(wx, wy, 70, 0.2));
    s.add(s.use('pHold', wx, wy, ws), rect(wx + 26 * ws, wy - 112 * ws, 24 * ws, 32 * ws, W, { stroke: SLATE, 'stroke-width': 3 }), line(`M${r(wx + 31 * ws)} ${r(wy - 102 * ws)}h${r(14 * ws)}M${r(wx + 31 * ws)} ${r(wy - 94 * ws)}h${r(10 * ws)}`, GREY, 2));
  },
};

SCENES[9] = {
  title: 'Mutfak Eşyası Paketleme',
  alt: 'Mutfakta tabak ve bardaklar tek tek kâğıda sarılıp kırılacak eşya kolilerine yerleştiriliyor.',
  year: 2014,
  draw(s) {
    s.grad('wall9', 0, 0, 0, 700, [[0, LB2], [1, LIGHT]]);
    s.add(rect(0, 0, 1200, 700, 'url(#wall9)'), rect(0, 0, 1200, 140, LB2), rect(0, 136, 1200, 12, W));
    s.add(line('M330 148v70', SLATE, 3), p('M290 250h80l-12-34h-56z', OR2), ellipse(330, 252, 40, 6, OR));
    s.add(circle(820, 230, 40, W, { stroke: GREY, 'stroke-width': 5 }), line('M820 230v-24M820 230l16 10', N3, 4));
    // upper cabinets, two doors open and empty
    s.add(rect(40, 300, 560, 170, W, { stroke: GREY, 'stroke-width': 3 }), line('M180 300v170M320 300v170M460 300v170', GREY, 3));
    s.add(rect(190, 308, 120, 154, LB), line('M190 358h120M190 410h120', W, 5), p('M190 308l-60-14v182l60-14z', LIGHT, { stroke: GREY, 'stroke-width': 3 }));
    s.add(rect(470, 308, 120, 154, LB), line('M470 358h120M470 410h120', W, 5), ellipse(500, 404, 20, 5, W), rect(482, 394, 36, 10, W), p('M590 308l50-12v186l-50-14z', LIGHT, { stroke: GREY, 'stroke-width': 3 }));
    s.add(line('M110 450h30M400 450h30', SLATE, 5));
    // tiles, window above the sink
    let tiles = '';
    for (let y = 470; y <= 565; y += 32) tiles += `M40 ${y}H1000`;
    for (let x = 40; x <= 1000; x += 48) tiles += `M${x} 470V565`;
    s.add(rect(40, 470, 960, 95, W), line(tiles, LB2, 2));
    s.add(framedWindow(700, 300, 240, 220, W, LB, p(blocks([[0, 70, 80], [90, 60, 140], [170, 70, 60]]), LB2, { transform: 'translate(700 520)' })));
    // counter and base cabinets
    s.add(rect(30, 565, 980, 18, N3, { rx: 4 }), rect(40, 583, 960, 117, W, { stroke: GREY, 'stroke-width': 3 }));
    s.add(line('M200 583v117M360 583v117M520 583v117M680 583v117M840 583v117', GREY, 3), line('M160 606h24M220 606h24M380 606h24M540 606h24M700 606h24M860 606h24', SLATE, 5));
    s.add(rect(750, 558, 140, 8, GREY, { rx: 4 }), line('M820 558v-34q0-12 12-12h12', SLATE, 6));
    // plates, paper and cups on the counter
    let plates = '';
    for (let i = 0; i < 6; i++) plates += `M70 ${558 - i * 6}h96v4h-96z`;
    s.add(p(plates, W), rect(66, 522, 104, 4, GREY));
    s.add(p('M200 565l24-34 96 8 8 26z', W), line('M232 540l72 6', GREY, 2));
    s.add(p('M380 565v-28q0-6 6-6h18q6 0 6 6v28z', B2), p('M410 543q12 0 12 8t-12 8', 'none', { stroke: B2, 'stroke-width': 4 }), p('M440 565v-24h24v24z', OR2), p('M480 565v-30q0-6 6-6h16q6 0 6 6v30z', LB));
    // fridge wrapped in film
    s.add(s.use('fridge', 1040, 700, 1.3), rect(1040, 466, 110, 234, LB2, { opacity: '.45', rx: 10 }), line('M1046 490l98 -18M1046 546l98 -18M1046 602l98 -18M1046 658l98 -18', W, 4, { opacity: '.9' }));
    // floor
    s.add(rect(0, 700, 1200, 100, LB), line('M0 740h1200', W, 2, { opacity: '.35' }));
    // worker wrapping a plate, open box of wrapped dishes
    s.add(shadow(460, 778, 180, 0.2));
    s.add(s.use('pHold', 360, 780, 1.75));
    s.add(p('M396 628l46 -30 44 20-34 40z', W), ellipse(440, 628, 34, 11, LB2), ellipse(440, 628, 34, 11, W, { opacity: '.6' }));
    s.add(p('M520 660h170v120H520z', OR2), p('M520 660l-30-36 14-8 26 44zM690 660l30-36-14-8-26 44z', OR), rect(520, 660, 170, 12, OR));
    s.add(p('M538 660c6-22 26-26 40-10 10-22 36-18 42 4 12-20 36-14 44 6z', W), line('M580 672v100M630 672v100', OR, 3, { opacity: '.6' }));
    s.add(s.use('boxF', 760, 784, 1.4), s.use('boxF', 880, 784, 1.2), s.use('boxF', 786, 714, 1));
    s.add(circle(160, 770, 22, LB2), circle(160, 770, 10, LIGHT), rect(142, 784, 36, 5, LB2));
  },
};

SCENES[10] = {
  title: 'Dört Kişilik Ekiple Dolap',
  alt: 'Dört kişilik ekibimiz battaniyeye sarılmış büyük gardırobu apartmandan kamyona taşıyor.',
  year: 2022,
  draw(s) {
    s.grad('sky10', 0, 0, 0, 560, [[0, LB], [1, LIGHT]]);
    s.add(rect(0, 0, 1200, 800, 'url(#sky10)'));
    clouds(s, [[640, 90, 0.9], [900, 170, 0.6]]);
    // apartment facade
    s.add(rect(0, 40, 560, 580, LB2), rect(-6, 28, 572, 16, W, { rx: 3 }));
    s.add(p(windows(30, 80, 4, 5, 70, 70, 135, 100), W), p(windows(38, 88, 4, 5, 54, 54, 135, 100), LB));
    s.add(line('M150 80v70M285 80v70M420 80v70', W, 4));
    // a neighbour watching from a balcony
    s.add(rect(290, 250, 130, 8, W), line('M290 220h130M300 220v30M330 220v30M360 220v30M390 220v30M418 220v30', SLATE, 3));
    s.add(g(tr(344, 249, 0.45), civilian({ shirt: OR2, hair: N2, long: true })), rect(290, 226, 130, 28, W), line('M290 226h130', SLATE, 3));
    // entrance
    s.add(rect(190, 470, 150, 150, N3, { rx: 6 }), rect(204, 484, 56, 136, LB, { opacity: '.55' }), rect(270, 484, 56, 136, LB, { opacity: '.35' }), rect(170, 450, 190, 18, OR, { rx: 4 }));
    s.add(rect(160, 620, 210, 14, GREY), rect(172, 608, 186, 12, W));
    // far trees and the next building
    s.add(apartment(640, 620, 200, 330, LB, LIGHT, 4, 8), s.use('treeB', 600, 622, 1.3), s.use('treeB', 880, 622, 1.1));
    // pavement and road
    s.add(rect(0, 620, 1200, 70, W), rect(0, 686, 1200, 12, GREY), rect(0, 698, 1200, 102, SLATE));
    s.add(line('M0 652h1200', LB2, 2));
    // truck at the right edge with its ramp
    s.add(shadow(1060, 770, 180, 0.25), s.use('truck', 930, 768, 1.2), openDoor(930, 768, 1.2));
    s.add(p(poly([[930, 702], [932, 712], [820, 770], [800, 770]]), GREY));
    // the wardrobe lying on its back, wrapped in a quilted blanket, carried by four
    const wy = 512, wx = 330, wl = 330, wh = 64;
    s.add(s.use('pLift', wx + 36, 642, 1.08), s.use('pLift', wx + wl - 36, 642, 1.08, true));
    s.add(rect(wx, wy, wl, wh, N3, { rx: 10 }), line(`M${wx + 10} ${wy + 16}h${wl - 20}M${wx + 10} ${wy + 32}h${wl - 20}M${wx + 10} ${wy + 48}h${wl - 20}`, BLUE, 3, { 'stroke-dasharray': '10 8' }));
    s.add(rect(wx + 112, wy - 2, 16, wh + 4, OR), rect(wx + wl - 128, wy - 2, 16, wh + 4, OR), rect(wx + wl - 12, wy + 8, 14, wh - 16, BLUE, { rx: 4 }));
    s.add(shadow(wx + wl / 2, 690, 230, 0.2));
    s.add(s.use('pLift', wx - 20, 690, 1.18), s.use('pLift', wx + wl + 20, 690, 1.18, true));
  },
};

SCENES[11] = {
  title: 'Piyano Taşıma',
  alt: 'Battaniyeyle korunan duvar piyanosu özel taşıma arabası üzerinde iki usta tarafından kapıya yönlendiriliyor.',
  year: 2011,
  draw(s) {
    s.grad('wall11', 0, 0, 0, 620, [[0, LB2], [1, LIGHT]]);
    s.add(rect(0, 0, 1200, 620, 'url(#wall11)'));
    // wainscoting
    s.add(rect(0, 420, 1200, 200, W), line('M0 420h1200', GREY, 4));
    let pan = '';
    for (let x = 30; x < 1200; x += 170) pan += `M${x} 450h130v140h-130z`;
    s.add(p(pan, 'none', { stroke: LB2, 'stroke-width': 4 }));
    // tall window with drapes
    s.add(framedWindow(120, 80, 220, 300, W, LB, p(blocks([[0, 60, 90], [80, 70, 150], [160, 60, 70]]), LB2, { transform: 'translate(120 380)' })));
    s.add(p('M70 60h60v350q-30 10-60 0z', BLUE), p('M330 60h60v350q-30 10-60 0z', BLUE), rect(60, 50, 340, 10, SLATE, { rx: 4 }));
    // chandelier
    s.add(line('M760 0v70', SLATE, 3), p('M700 90q60 40 120 0', 'none', { stroke: OR, 'stroke-width': 5 }), line('M700 90v-16M730 104v-16M760 110v-16M790 104v-16M820 90v-16', OR, 4), circle(760, 70, 10, OR));
    s.add(circle(700, 66, 7, LIGHT), circle(730, 80, 7, LIGHT), circle(760, 86, 7, LIGHT), circle(790, 80, 7, LIGHT), circle(820, 66, 7, LIGHT));
    // door on the right, open
    s.add(rect(960, 200, 200, 420, W), rect(976, 216, 168, 404, N3), rect(976, 216, 168, 404, LB, { opacity: '.25' }), p('M976 216l-50 -16v436l50 -16z', LB2));
    // parquet floor
    s.add(rect(0, 620, 1200, 180, LB));
    let herr = '';
    for (let x = -40; x < 1240; x += 60) herr += `M${x} 800l40 -180M${x + 30} 800l-40 -180`;
    s.add(line(herr, W, 2, { opacity: '.16' }), rect(0, 612, 1200, 12, W));
    // piano on its dolly, partly wrapped, strapped
    const px = 470, py = 690, k = 1.35;
    s.add(shadow(px + 100, py + 4, 170, 0.2));
    s.add(rect(px - 14, py - 20, 232, 14, SLATE, { rx: 4 }), circle(px + 6, py - 5, 8, NAVY), circle(px + 196, py - 5, 8, NAVY));
    s.add(s.use('piano', px, py - 20, k));
    s.add(p(`M${px + 120} ${py - 231}h${r(88)}v${r(211)}h-88z`, B2), line(`M${px + 126} ${py - 210}l76 20M${px + 126} ${py - 160}l76 20M${px + 126} ${py - 110}l76 20M${px + 126} ${py - 60}l76 20`, LB, 3, { 'stroke-dasharray': '10 8' }));
    s.add(rect(px - 6, py - 176, 216, 14, OR, { rx: 3 }), rect(px - 6, py - 66, 216, 14, OR, { rx: 3 }));
    // movers
    s.add(s.use('pPush', px - 48, py + 14, 1.5));
    s.add(s.use('pLift', px + 262, py + 14, 1.5, true));
    // wrapped bench
    s.add(rect(880, 640, 110, 54, N3, { rx: 8 }), rect(930, 638, 12, 58, OR), rect(888, 694, 10, 20, NAVY), rect(972, 694, 10, 20, NAVY));
  },
};

SCENES[12] = {
  title: 'Araç Filomuz',
  alt: 'Sabahın erken saatlerinde bakımı yapılmış kamyon ve kamyonetlerimiz depo sahasında sıraya dizilmiş.',
  year: 2024,
  draw(s) {
    s.grad('sky12', 0, 0, 0, 460, [[0, LB], [1, LIGHT]]);
    s.add(rect(0, 0, 1200, 800, 'url(#sky12)'), circle(200, 150, 50, W, { opacity: '.9' }), circle(200, 150, 90, W, { opacity: '.25' }));
    clouds(s, [[700, 100, 0.9], [980, 160, 0.6]]);
    s.add(p('M0 420q200-60 400-20t400-30 400 20v60H0z', LB2));
    // depot hall with roller doors
    s.add(p('M80 440V250l320-60 320 60v190z', B2), p('M80 250l320-60 320 60v16l-320-60-320 60z', N3));
    let doors = '';
    for (const x of [120, 270, 420, 570]) doors += `M${x} 440v-130h110v130z`;
    s.add(p(doors, LB2));
    let slats = '';
    for (const x of [120, 270, 420, 570]) for (let y = 322; y < 440; y += 14) slats += `M${x} ${y}h110`;
    s.add(line(slats, GREY, 2));
    s.add(rect(740, 300, 300, 140, W), p(windows(760, 320, 5, 2, 40, 36, 56, 56), LB), rect(730, 290, 320, 12, BLUE));
    // yard
    s.add(rect(0, 440, 1200, 360, LB2), rect(0, 440, 1200, 8, GREY));
    let bays = '';
    for (let x = 40; x < 1200; x += 280) bays += `M${x} 560l-30 60M${x} 720l-40 80`;
    s.add(line(bays, W, 5));
    s.add(fence(1050, 1200, 440, 60, SLATE, 24));
    // back row
    s.add(s.use('truck', 70, 560, 0.72), s.use('truck', 360, 560, 0.72), s.use('van', 660, 560, 0.82), s.use('truck', 900, 560, 0.72));
    s.add(shadow(200, 562, 130, 0.15), shadow(490, 562, 130, 0.15), shadow(770, 562, 110, 0.15), shadow(1030, 562, 130, 0.15));
    // front row
    s.add(shadow(240, 722, 220, 0.22), shadow(770, 722, 220, 0.22));
    s.add(s.use('truck', 30, 720, 1.12), s.use('truck', 560, 720, 1.12));
    // worker with a clipboard, cones
    s.add(s.use('pHold', 1090, 760, 1.1, true), rect(1024, 636, 30, 40, W, { stroke: SLATE, 'stroke-width': 3 }), line('M1030 648h18M1030 658h12', GREY, 3));
    s.add(s.use('cone', 480, 770, 1), s.use('cone', 1010, 776, 1));
  },
};

SCENES[13] = {
  title: 'Karda Ev Taşıma',
  alt: 'Karlı bir kış gününde ekibimiz kolileri yağmurluklara sararak kamyona taşıyor.',
  year: 2008,
  draw(s) {
    s.grad('sky13', 0, 0, 0, 600, [[0, SLATE], [0.55, GREY], [1, LB2]]);
    s.add(rect(0, 0, 1200, 800, 'url(#sky13)'));
    // houses with snowy roofs
    const house = (x, w, h, roofH, body) => rect(x, 600 - h, w, h, body) + p(`M${x - 20} ${600 - h + 10}l${w / 2 + 20} ${-roofH - 10}l${w / 2 + 20} ${roofH + 10}z`, N3) +
      p(`M${x - 18} ${600 - h + 2}l${w / 2 + 18} ${-roofH - 4}l${w / 2 + 18} ${roofH + 4}q-10 8-20 0q-12 10-24 0q-12 10-24 0q-14 8-26 -2z`, W) +
      p(windows(x + 20, 600 - h + 30, Math.floor((w - 20) / 50), Math.floor((h - 50) / 60), 28, 34, 50, 60), LB);
    s.add(house(60, 220, 240, 90, LB2), house(330, 180, 200, 70, W), house(760, 260, 280, 100, LB2));
    s.add(rect(220, 250, 24, 60, SLATE), rect(216, 244, 32, 10, W), circle(234, 228, 14, W, { opacity: '.8' }), circle(250, 200, 20, W, { opacity: '.6' }), circle(272, 168, 26, W, { opacity: '.4' }));
    s.add(s.use('pineSnow', 590, 604, 1.4), s.use('pineSnow', 660, 604, 1.1), s.use('pineSnow', 1110, 604, 1.5));
    // snowy ground and road
    s.add(rect(0, 596, 1200, 204, W), p('M0 600q300-12 600 0t600 0v20H0z', LB2, { opacity: '.6' }));
    s.add(rect(0, 680, 1200, 120, LB2), line('M0 720h1200M0 736h1200M0 770h1200M0 786h1200', W, 5, { opacity: '.9' }));
    s.add(line('M0 680h1200', W, 10));
    // truck with snow on the roof
    s.add(shadow(760, 762, 240, 0.2, SLATE), s.use('truck', 540, 760, 1.22), openDoor(540, 760, 1.22));
    s.add(p('M540 540q126-12 308 0v-6q-150-12-308 -2z', W), p('M540 538h308v-10q-150-8-308 0z', W), p('M858 574h80q6 0 10 6h-94z', W));
    s.add(p(poly([[540, 694], [542, 704], [430, 762], [410, 762]]), GREY));
    // crew with wrapped boxes, footprints
    s.add(line('M120 700l30 6M160 696l30 6M200 702l30 6M240 698l30 6M280 704l30 6', LB, 5, { opacity: '.8' }));
    s.add(s.use('pCarry', 340, 700, 1.05), rect(346, 612, 54, 46, LB2, { opacity: '.55', rx: 6 }));
    s.add(s.use('pCarry', 480, 742, 1.05), rect(486, 654, 54, 46, LB2, { opacity: '.55', rx: 6 }));
    s.add(s.use('box3', 150, 690, 0.9), s.use('box3', 210, 690, 0.8), rect(146, 630, 140, 60, LB2, { opacity: '.5', rx: 8 }), p('M146 632q70-14 140 0v-8q-70-12-140 0z', W));
    s.add(flakes(13, 110, 0, 0, 1200, 800));
  },
};

SCENES[14] = {
  title: 'Yağmurda Dikkatli Taşıma',
  alt: 'Yağmurlu bir günde kolileri naylonla koruyan ekibimiz eşyaları ıslatmadan kamyona yüklüyor.',
  year: 2015,
  draw(s) {
    s.grad('sky14', 0, 0, 0, 620, [[0, SLATE], [1, GREY]]);
    s.add(rect(0, 0, 1200, 800, 'url(#sky14)'));
    s.add(s.use('cloud', 40, 120, 2.2, false, { fill: SLATE, opacity: '.8' }), s.use('cloud', 560, 90, 2.6, false, { fill: SLATE, opacity: '.7' }), s.use('cloud', 900, 170, 1.6, false, { fill: LB, opacity: '.35' }));
    s.add(apartment(40, 620, 240, 380, LB, LB2, 4, 9), apartment(320, 620, 200, 300, LB2, LIGHT, 3, 7), apartment(880, 620, 260, 420, LB, LB2, 4, 10));
    // canopy of the building entrance with a customer under an umbrella
    s.add(rect(40, 500, 240, 120, LB2), rect(110, 520, 90, 100, N3), rect(90, 500, 130, 14, OR, { rx: 3 }));
    s.add(g(tr(250, 640, 1), civilian({ shirt: OR2, pants: N3, hair: NAVY, long: true, skirt: false })));
    s.add(line('M268 470v102', NAVY, 4), p('M190 478a78 44 0 0 1 156 0q-13-8-26 0-13-8-26 0-13-8-26 0-13-8-26 0-13-8-26 0-13-8-26 0z', OR), p('M268 434q-30 10-40 44h16q6-30 24-44z', OR2, { opacity: '.6' }));
    // wet road with reflections
    s.add(rect(0, 620, 1200, 50, LB2), rect(0, 666, 1200, 12, GREY), rect(0, 678, 1200, 122, SLATE));
    s.add(g('translate(0 1516) scale(1 -1)', s.use('truck', 560, 760, 1.18), { opacity: '.18' }));
    s.add(ellipse(300, 730, 120, 10, LB, { opacity: '.45' }), ellipse(1000, 780, 150, 10, LB, { opacity: '.4' }), line('M260 730h80M950 780h100', W, 2, { opacity: '.5' }));
    s.add(shadow(780, 760, 230, 0.3), s.use('truck', 560, 758, 1.18), openDoor(560, 758, 1.18));
    // tarp over the open rear and the ramp
    s.add(p(poly([[560, 694], [562, 704], [450, 760], [430, 760]]), GREY));
    s.add(s.use('pCarry', 500, 736, 1.02), rect(502, 646, 50, 44, LB2, { opacity: '.6', rx: 6 }));
    s.add(s.use('pCarry', 380, 648, 1.02), rect(382, 558, 50, 44, LB2, { opacity: '.6', rx: 6 }));
    s.add(rain(14, 240, 0, 0, 1260, 760, W, 0.55, 34), rain(41, 120, 0, 0, 1260, 760, LB2, 0.5, 22));
  },
};

SCENES[16] = {
  title: 'Yaz Sahilinde Teslimat',
  alt: 'Ege kıyısındaki sahil yolunda kamyonumuz yazlık eşyalarını beyaz badanalı evlere ulaştırıyor.',
  year: 2017,
  draw(s, t = 0.5) {
    s.grad('sky16', 0, 0, 0, 420, [[0, B2], [1, LB2]]);
    s.grad('sea16', 0, 400, 0, 660, [[0, LB], [1, B2]]);
    s.radial('sun16', W, 0.6);
    s.add(rect(0, 0, 1200, 420, 'url(#sky16)'), circle(960, 120, 150, 'url(#sun16)'), circle(960, 120, 46, W));
    clouds(s, [[120, 110, 0.8], [520, 70, 0.6]], W, 0.85);
    s.add(rect(0, 400, 1200, 300, 'url(#sea16)'), p('M0 404q120-30 260-14t180 14z', LB), p('M380 404q80-16 170-6t90 6z', LB, { opacity: '.7' }));
    s.add(line('M60 440h90M300 470h140M620 450h80M120 520h160M520 540h120M760 500h60', W, 3, { opacity: '.55' }));
    // sailboat
    s.add(p('M560 476h90l-14 16h-62z', W), p('M598 474v-86l40 80z', W), p('M594 474v-70l-30 66z', LB2), line('M596 476v-92', SLATE, 2));
    // hill with whitewashed houses
    s.add(p('M700 620q40-150 180-220t320-150v370z', LB), p('M820 620q60-100 180-150t200-70v220z', LB2, { opacity: '.6' }));
    const houses = [[800, 520, 70, 50], [870, 480, 60, 46], [940, 450, 80, 56], [1030, 410, 64, 48], [1100, 380, 80, 52], [860, 560, 80, 60], [960, 520, 70, 54], [1050, 490, 90, 60], [1140, 460, 60, 50], [1000, 580, 90, 60], [1110, 560, 90, 60]];
    for (const [x, y, w, h] of houses) s.add(rect(x, y - h, w, h, W), rect(x - 2, y - h - 6, w + 4, 8, LIGHT), rect(x + w * 0.3, y - h * 0.55, w * 0.22, h * 0.55, B2), rect(x + w * 0.65, y - h * 0.75, w * 0.18, h * 0.22, LB));
    s.add(p('M920 534h40l-20-16z', OR), rect(926, 534, 28, 24, W));
    s.add(s.use('cypress', 1000, 472, 0.6), s.use('cypress', 1090, 440, 0.55), s.use('tree', 800, 580, 0.8));
    // beach
    s.add(p('M0 636q200-28 420-14t420 10 360 0v168H0z', W), p('M0 636q200-28 420-14t420 10 360 0v168H0z', OR2, { opacity: '.22' }));
    s.add(line('M0 640q200-30 420-16t420 10 360 0', W, 5));
    // umbrellas + palms
    const umb = (x, y, c) => line(`M${x} ${y}v-70`, SLATE, 3) + p(`M${x - 44} ${y - 62}a44 20 0 0 1 88 0z`, c) + p(`M${x - 14} ${y - 62}q14-22 28 0z`, W, { opacity: '.8' });
    s.add(umb(330, 680, OR), umb(470, 672, B2), umb(610, 676, OR2));
    s.add(s.use('palm', 90, 700, 1.3), s.use('palm', 190, 690, 1.0, true));
    // coastal road
    s.add(rect(0, 700, 1200, 14, W), rect(0, 714, 1200, 60, SLATE), rect(0, 774, 1200, 26, LB2));
    s.add(p('M0 744h1200', 'none', { stroke: W, 'stroke-width': 5, 'stroke-dasharray': '60 44', opacity: '.8' }));
    const x = lerp(420, 700, t);
    s.add(shadow(x + 200, 764, 200, 0.25), s.use('truck', x, 762, 1.05), motion(x - 16, 680, W, 3, 70));
    s.add(s.use('gull', 260, 220, 1.1), s.use('gull', 300, 250, 0.8), s.use('gull', 700, 190, 0.9));
  },
};

SCENES[17] = {
  title: 'Köy Evinden Taşınma',
  alt: 'Anadolu\'da taş bir köy evinden çıkarılan halı ve çeyiz sandığı kamyonetimize yükleniyor.',
  year: 2006,
  draw(s) {
    s.grad('sky17', 0, 0, 0, 500, [[0, LB], [1, LIGHT]]);
    s.add(rect(0, 0, 1200, 800, 'url(#sky17)'));
    clouds(s, [[640, 110, 1], [960, 70, 0.7], [200, 80, 0.6]]);
    s.add(p('M0 470q160-110 340-60t320-60q200-60 360 30t180 40v200H0z', LB2));
    s.add(p('M0 520q220-70 460-30t420-30q180-20 320 20v180H0z', LB));
    let rows = '';
    for (let i = 0; i < 6; i++) rows += `M${560 + i * 40} ${560 - i * 6}q150-20 300 -6`;
    s.add(line(rows, B2, 4, { opacity: '.35' }));
    s.add(s.use('cypress', 620, 530, 0.7), s.use('cypress', 650, 526, 0.55), s.use('cypress', 1020, 520, 0.65), s.use('cypress', 1050, 524, 0.5));
    // stone village house with a wooden balcony
    s.add(rect(70, 420, 420, 200, LB2), rect(70, 260, 420, 160, W));
    let stones = '';
    for (let y = 436; y < 620; y += 26) for (let x = 76 + ((y / 26) % 2) * 24; x < 480; x += 48) stones += `M${x} ${y}h40v20h-40z`;
    s.add(p(stones, GREY, { opacity: '.7' }));
    s.add(p('M40 262l240-110 240 110z', OR), p('M40 262l240-110 240 110h-20l-220-98-220 98z', OR2), rect(380, 160, 28, 70, LB2), rect(374, 152, 40, 10, SLATE));
    s.add(p(windows(110, 300, 3, 1, 56, 70, 130, 0), LB), line('M110 300v70M240 300v70M370 300v70', N3, 4));
    s.add(rect(60, 400, 440, 12, N3), line('M70 360h420M70 360v40M110 360v40M150 360v40M190 360v40M230 360v40M270 360v40M310 360v40M350 360v40M390 360v40M430 360v40M470 360v40', N3, 4));
    s.add(rect(250, 480, 90, 140, N3, { rx: 40 }), rect(260, 490, 70, 130, BLUE, { rx: 34 }), p(windows(120, 480, 1, 1, 60, 60, 0, 0) + windows(390, 480, 1, 1, 60, 60, 0, 0), LB));
    // orange tree and fence
    s.add(rect(556, 520, 12, 100, SLATE), circle(562, 490, 56, GREEN), circle(584, 470, 26, W, { opacity: '.12' }), circle(540, 480, 7, OR), circle(580, 500, 7, OR), circle(560, 460, 7, OR), circle(590, 470, 7, OR2), circle(530, 510, 7, OR2));
    s.add(fence(500, 700, 620, 50, SLATE, 28));
    // yard and village road
    s.add(rect(0, 620, 1200, 180, LB2), p('M0 680q400-20 700 0t500 10v110H0z', GREY, { opacity: '.6' }));
    // villager waving
    s.add(g(tr(200, 640, 1.05), civilian({ shirt: B2, pants: N3, hair: OR2, long: true, wave: true, skirt: true })));
    // van, a rolled carpet and a dowry chest
    s.add(shadow(880, 732, 200, 0.22), s.use('van', 740, 730, 1.25));
    s.add(shadow(490, 712, 150, 0.2));
    s.add(rect(370, 566, 260, 34, OR, { rx: 17 }), ellipse(630, 583, 10, 17, OR2), line('M630 580a4 4 0 1 1 4 4', N3, 2), line('M440 566v34M560 566v34', N3, 3, { opacity: '.5' }));
    s.add(s.use('pLift', 400, 712, 1.1), s.use('pLift', 600, 712, 1.1, true));
    s.add(g(tr(650, 744, 0.55), rect(0, -110, 220, 110, BLUE, { rx: 8 }) + p('M0 -110v-20q0-40 40-40h140q40 0 40 40v20z', B2) + rect(0, -114, 220, 10, OR) + rect(30, -170, 14, 170, OR2) + rect(176, -170, 14, 170, OR2) + p('M110 -90l20 22-20 22-20-22z', OR)));
  },
};

SCENES[18] = {
  title: 'Fabrika Makine Taşıma',
  alt: 'Vinçli aracımız ağır bir üretim makinesini fabrika sahasında tırın dorsesine indiriyor.',
  year: 2013,
  draw(s) {
    s.grad('sky18', 0, 0, 0, 560, [[0, LB], [1, LIGHT]]);
    s.add(rect(0, 0, 1200, 800, 'url(#sky18)'));
    clouds(s, [[80, 90, 0.8], [1000, 60, 0.7]]);
    // factory hall
    s.add(circle(1040, 150, 22, GREY, { opacity: '.8' }), circle(1064, 124, 30, GREY, { opacity: '.6' }), circle(1100, 96, 26, GREY, { opacity: '.4' }));
    s.add(rect(1020, 170, 40, 200, SLATE), rect(1020, 190, 40, 10, OR));
    s.add(p('M620 560V330l90-60v60l90-60v60l90-60v60l90-60v60l90-60v60l130-60v290z', BLUE));
    s.add(p('M710 270v60h-20zM800 270v60h-20zM890 270v60h-20zM980 270v60h-20zM1070 270v60h-20z', LB, { opacity: '.8' }));
    s.add(p(windows(640, 380, 8, 2, 40, 34, 66, 60), LB), rect(700, 470, 120, 90, N3), line('M700 490h120M700 510h120M700 530h120', BLUE, 3));
    // yard with hazard zone
    s.add(rect(0, 560, 1200, 240, LB2), rect(0, 556, 1200, 8, GREY));
    // flatbed semi (facing left) waiting for the machine
    s.add(shadow(330, 712, 300, 0.2), s.use('semi', 640, 710, 1.0, true), rect(300, 630, 40, 14, SLATE), rect(460, 630, 40, 14, SLATE));
    // mobile crane (facing left) on its outriggers
    const cx = 1170, cy = 720;
    s.add(shadow(1000, cy + 2, 190, 0.22));
    s.add(g(`translate(${cx} ${cy}) scale(-1 1)`, [
      rect(0, -60, 330, 20, NAVY, { rx: 4 }), p('M250 -150h60q14 0 20 14l20 50v46h-100z', OR2), p('M264 -140h44l18 40h-62z', LB),
      rect(40, -130, 170, 72, OR, { rx: 6 }), rect(150, -124, 50, 40, LB), rect(40, -96, 170, 8, OR2),
      wheel(50), wheel(110), wheel(280),
      rect(-16, -44, 14, 44, NAVY), rect(330, -44, 14, 44, NAVY), rect(-30, -6, 40, 8, N2), rect(320, -6, 40, 8, N2),
    ].join('')));
    // boom
    const bx0 = cx - 90, by0 = cy - 130, bx1 = 420, by1 = 150;
    const bang = Math.atan2(by1 - by0, bx1 - bx0) * 180 / Math.PI, blen = Math.hypot(bx1 - bx0, by1 - by0);
    s.add(g(`translate(${bx0} ${by0}) rotate(${r(bang)})`, rect(0, -22, blen * 0.55, 44, OR, { rx: 4 }) + rect(blen * 0.5, -16, blen * 0.3, 32, OR2, { rx: 4 }) + rect(blen * 0.78, -11, blen * 0.24, 22, OR, { rx: 3 }) + line(`M10 -8h${r(blen * 0.5)}`, W, 3, { opacity: '.5' })));
    s.add(line(`M${bx0 - 40} ${by0 + 10}l-110 -120`, NAVY, 12), circle(bx0, by0, 18, NAVY), circle(bx1, by1, 10, NAVY));
    // hook and machine
    const mx = bx1, my = 430;
    s.add(line(`M${mx} ${by1}V${my - 90}`, NAVY, 3), p(`M${mx - 10} ${my - 92}h20v16h-20z`, OR), line(`M${mx} ${my - 76}l-70 62M${mx} ${my - 76}l70 62`, NAVY, 3));
    s.add(rect(mx - 110, my - 14, 220, 120, SLATE, { rx: 8 }), rect(mx - 96, my, 90, 54, LB2, { rx: 4 }), rect(mx + 10, my, 86, 12, OR), rect(mx + 10, my + 20, 86, 12, GREY));
    s.add(circle(mx - 50, my + 84, 14, GREY), circle(mx - 50, my + 84, 6, SLATE), circle(mx + 40, my + 80, 12, OR2), rect(mx - 120, my + 100, 240, 12, NAVY, { rx: 3 }));
    // riggers with a tag line, cones
    s.add(line(`M${mx + 110} ${my + 104}L${718} ${574}`, SLATE, 2), s.use('pHelmet', 690, 736, 1.05));
    s.add(s.use('pHelmetStand', 790, 730, 1.0, true), s.use('cone', 600, 760, 1), s.use('cone', 860, 770, 1));
  },
};

SCENES[19] = {
  title: 'Koli Piramidi',
  alt: 'Boşaltılan ofiste numaralandırılmış koliler taşıma sırasına göre piramit şeklinde istiflenmiş.',
  year: 2020,
  draw(s) {
    s.add(rect(0, 0, 1200, 620, LIGHT), rect(0, 0, 1200, 70, LB2));
    s.add(line('M200 70v14M600 70v14M1000 70v14', SLATE, 3), rect(140, 84, 120, 10, W, { rx: 4 }), rect(540, 84, 120, 10, W, { rx: 4 }), rect(940, 84, 120, 10, W, { rx: 4 }));
    // window wall with the city
    s.add(rect(60, 140, 1080, 360, W), rect(74, 154, 1052, 332, LB2));
    s.add(skyline(90, 486, 1.05, LB), p(blocks([[900, 70, 150], [980, 90, 220], [1080, 50, 120]]), LB, { transform: 'translate(0 486)' }));
    s.add(line('M340 154v332M600 154v332M860 154v332', W, 10), rect(60, 480, 1080, 20, W));
    s.add(p('M74 154l160 0-110 332H74z', W, { opacity: '.25' }), p('M620 154h90l-110 332h-90z', W, { opacity: '.2' }));
    // carpet floor
    s.add(rect(0, 620, 1200, 180, LB), rect(0, 612, 1200, 10, W));
    s.add(p('M120 620l-80 180h180l40-180zM700 620l60 180h200l-60-180z', W, { opacity: '.18' }));
    // wrapped desks and stacked chairs at the back
    s.add(s.use('desk', 60, 646, 1.3), g('', wrapped(52, 648, 232, 124, LB2), { opacity: '.55' }), s.use('chair', 330, 646, 1), rect(306, 530, 48, 62, LB2, { opacity: '.5', rx: 10 }));
    // the pyramid
    const B = (x, y) => s.use('box3', x, y, 1.35);
    s.add(shadow(560, 700, 260, 0.2));
    for (let row = 0; row < 4; row++) for (let i = 0; i < 4 - row; i++) s.add(B(380 + row * 41 + i * 82, 700 - row * 68));
    // worker with a hand truck of boxes, tape gun on the floor
    s.add(shadow(920, 742, 90, 0.2));
    s.add(s.use('box', 890, 732, 1.25), s.use('box', 894, 668, 1.15));
    s.add(line('M876 560l0 176h110', SLATE, 7), line('M864 556h20', NAVY, 9), circle(888, 728, 14, NAVY), circle(888, 728, 6, GREY));
    s.add(s.use('pPush', 820, 744, 1.35));
    s.add(s.use('plant', 1120, 700, 2));
  },
};

SCENES[20] = {
  title: 'Yeni Evde Mutlu Aile',
  alt: 'Yeni evlerine yerleşen aile, taşımayı tamamlayıp yola çıkan ekibimize el sallıyor.',
  year: 2023,
  draw(s, t = 0.5) {
    s.grad('sky20', 0, 0, 0, 560, [[0, LB], [1, LIGHT]]);
    s.radial('sun20', OR2, 0.35);
    s.add(rect(0, 0, 1200, 800, 'url(#sky20)'), circle(1040, 430, 200, 'url(#sun20)'), circle(1040, 430, 46, W, { opacity: '.9' }));
    clouds(s, [[520, 120, 1], [180, 70, 0.7]]);
    s.add(p('M0 560q300-60 600-20t600-10v90H0z', LB2));
    // new two-storey house with garden
    s.add(rect(80, 300, 460, 300, W), p('M50 306l270-140 250 140z', N3), p('M50 306l270-140 250 140h-24l-226-118-246 118z', BLUE));
    s.add(framedWindow(120, 340, 120, 90, LIGHT, LB), framedWindow(360, 340, 140, 90, LIGHT, LB), framedWindow(120, 470, 120, 90, LIGHT, LB));
    s.add(rect(330, 450, 90, 150, OR), circle(404, 528, 5, W), rect(320, 440, 110, 12, N3), rect(310, 596, 130, 10, GREY));
    s.add(s.use('tree', 610, 600, 1.4), s.use('tree', 40, 600, 1.1), s.use('plant', 300, 600, 1), s.use('plant', 450, 600, 1));
    s.add(fence(0, 300, 620, 40, W, 22), fence(450, 700, 620, 40, W, 22));
    // pavement + road
    s.add(rect(0, 620, 1200, 60, LB2), rect(0, 676, 1200, 12, GREY), rect(0, 688, 1200, 112, SLATE));
    s.add(p('M0 770h1200', 'none', { stroke: W, 'stroke-width': 5, 'stroke-dasharray': '60 44', opacity: '.8' }));
    // family
    s.add(shadow(340, 664, 120, 0.18));
    s.add(g(tr(260, 662, 1.2), civilian({ shirt: B2, pants: N3, hair: NAVY, wave: true })));
    s.add(g(tr(350, 662, 1.12), civilian({ shirt: OR2, pants: BLUE, hair: N2, long: true, wave: true, skirt: true })));
    s.add(g(tr(430, 664, 0.72), civilian({ shirt: GREEN, pants: N3, hair: NAVY, wave: true })));
    s.add(s.use('box3', 470, 660, 0.7));
    // truck driving away, arm waving from the cab
    const x = lerp(660, 900, t);
    s.add(shadow(x + 200, 760, 200, 0.25), s.use('truck', x, 758, 1.1), motion(x - 20, 660, W, 3, 90));
  },
};

SCENES[21] = {
  title: 'Tarihi Sokakta Taşıma',
  alt: 'Balat\'ın dar ve yokuşlu tarihi sokağında kamyonetimizle cumbalı bir evden taşınma yapılıyor.',
  year: 2010,
  draw(s) {
    s.grad('sky21', 0, 0, 0, 400, [[0, LB], [1, LIGHT]]);
    s.add(rect(0, 0, 1200, 800, 'url(#sky21)'));
    s.add(p(mosque(860, 1.1) + galata(200, 1.1), LB, { transform: 'translate(0 300)' }));
    // sloping street: ground from y 740 (left) to 640 (right)
    const gy = (x) => 740 - x * (100 / 1200);
    const cols = [OR2, LB, W, B2, LB2, OR];
    const houses = [[0, 220, 3], [220, 200, 4], [420, 230, 3], [650, 210, 4], [860, 200, 3], [1060, 160, 4]];
    houses.forEach(([x, w, fl], i) => {
      const FH = 150, base = gy(x + w), h = fl * FH + 10, top = base - h, c = cols[i];
      const trim = c === W || c === LB2 ? N3 : W;
      s.add(p(`M${x} ${r(gy(x))}L${x} ${r(top)}h${w}V${r(base)}z`, c));
      s.add(p(`M${x - 6} ${r(top)}l${w / 2 + 6} -36l${w / 2 + 6} 36z`, N3), rect(x - 8, top - 4, w + 16, 10, trim));
      // cumba: the bay of the upper floors sticks out over the street
      const cy0 = top + 30, cy1 = base - FH - 10;
      s.add(rect(x + 12, cy0, w - 24, cy1 - cy0, c), rect(x + 12, cy0, w - 24, cy1 - cy0, NAVY, { opacity: '.08' }), rect(x + 6, cy0 - 8, w - 12, 10, trim), rect(x + 6, cy1, w - 12, 10, trim));
      s.add(p(`M${x + 16} ${cy1 + 10}l14 22h${w - 60}l14 -22z`, NAVY, { opacity: '.18' }));
      const ww = (w - 80) / 3;
      for (let f = 0; f < fl - 1; f++) s.add(p(windows(x + 30, cy0 + 22 + f * FH, 3, 1, ww, FH - 56, ww + 10, 0), c === B2 ? LB2 : N3, { opacity: '.85' }), p(windows(x + 34, cy0 + 26 + f * FH, 3, 1, 6, FH - 66, ww + 10, 0), W, { opacity: '.4' }));
      s.add(rect(x + w / 2 - 30, base - 110, 60, 104, N3, { rx: 28 }), rect(x + w / 2 - 38, base - 8, 76, 10, GREY));
      s.add(rect(x + 18, base - 96, 36, 54, N3, { opacity: '.8' }), rect(x + w - 54, base - 96, 36, 54, N3, { opacity: '.8' }));
    });
    // laundry line between two bays
    s.add(line('M230 250q130 36 250 0', SLATE, 2));
    for (const [x, c] of [[256, OR], [296, W], [336, B2], [392, OR2], [432, W]]) s.add(rect(x, r(250 + 0.0016 * (x - 230) * (480 - x) * 0.9 - 2), 26, 32, c, { rx: 3 }));
    // cobbles
    s.add(p(`M0 ${gy(0)}L1200 ${gy(1200)}V800H0z`, SLATE));
    let cob = '';
    for (let y = 0; y < 160; y += 22) for (let x = (y % 44 ? 0 : 18); x < 1200; x += 36) cob += `M${x} ${r(gy(x) + 14 + y)}h24`;
    s.add(line(cob, GREY, 8, { opacity: '.35' }));
    // van parked on the slope, one worker with a box, one with a loaded hand truck
    const vx = 700, ang = Math.atan(-100 / 1200) * 180 / Math.PI;
    s.add(g(`translate(${vx} ${r(gy(vx) + 44)}) rotate(${r(ang)})`, shadow(130, 2, 130, 0.25) + s.use('van', 0, 0, 0.95)));
    s.add(s.use('pCarry', 560, r(gy(560) + 34), 0.82));
    s.add(g(`translate(300 ${r(gy(300) + 30)}) rotate(${r(ang)})`, s.use('box', 12, -4, 0.8) + s.use('box', 14, -44, 0.7) + s.use('handTruck', 0, 0, 0.8) + s.use('pPush', -42, 8, 0.82)));
    // cat on a doorstep and a wall lamp
    s.add(g('translate(30 -22)', p('M1090 650q-4-26 14-30l4-10 6 10h8l6-10 4 10q14 10 8 30z', NAVY) + p('M1090 648q-20 4-24-14', 'none', { stroke: NAVY, 'stroke-width': 5, 'stroke-linecap': 'round' })));
    s.add(line('M650 470h-26v14', SLATE, 4), rect(614, 482, 20, 26, N3, { rx: 4 }), rect(618, 488, 12, 14, OR2));
  },
};

SCENES[22] = {
  title: 'Gece İstanbul Manzarası',
  alt: 'Gece ışıklarıyla parlayan İstanbul siluetinin önünde kamyonumuz sahil yolunda ilerliyor.',
  year: 2025,
  draw(s, t = 0.5) {
    s.grad('sky22', 0, 0, 0, 520, [[0, NAVY], [1, BLUE]]);
    s.grad('sea22', 0, 520, 0, 680, [[0, N3], [1, N2]]);
    s.add(rect(0, 0, 1200, 800, 'url(#sky22)'), stars(22, 70, 0, 0, 1200, 320));
    s.add(circle(180, 120, 60, LIGHT, { opacity: '.06' }), circle(180, 120, 34, LIGHT, { opacity: '.92' }), circle(194, 110, 30, N2));
    // bridge on the right, skyline across the horizon
    s.add(bridge(700, 1200, 820, 1120, 488, 200, N3, LB));
    let dots = '';
    for (let x = 710; x < 1200; x += 30) dots += `M${x} 484h0`;
    s.add(line(dots, OR2, 5));
    s.add(skyline(-40, 520, 1.1, N2), p(blocks([[950, 60, 40], [1010, 90, 60], [1100, 100, 34]]), N2, { transform: 'translate(0 520)' }));
    const rnd = mulberry(2);
    let lit = '';
    for (let i = 0; i < 80; i++) lit += `M${r(rnd() * 1200)} ${r(490 + rnd() * 26)}h4`;
    s.add(line(lit, OR2, 3, { opacity: '.7' }));
    s.add(rect(0, 518, 1200, 162, 'url(#sea22)'));
    s.add(line('M120 560h60M260 590h90M480 570h70M700 600h120M900 560h80M1040 590h100M380 640h100M820 650h80', LB, 3, { opacity: '.3' }));
    s.add(line('M720 540h30M760 556h20M900 540h26M1060 548h20', OR2, 3, { opacity: '.6' }));
    // Maiden's Tower on its islet
    s.add(g('translate(380 0)', [ellipse(560, 604, 80, 10, NAVY), rect(510, 562, 100, 42, NAVY), rect(540, 506, 34, 58, NAVY), p('M534 508l23 -44 23 44z', NAVY), rect(580, 540, 24, 24, NAVY), rect(555, 450, 4, 16, NAVY),
      rect(548, 520, 8, 12, OR2), rect(560, 520, 8, 12, OR2), rect(520, 574, 10, 12, OR2), rect(542, 574, 10, 12, OR2), rect(590, 574, 10, 12, OR2),
      line('M560 620v50M540 630v30M580 640v24', OR2, 3, { opacity: '.35' })].join('')));
    // coastal road
    s.add(rect(0, 680, 1200, 14, SLATE), rect(0, 694, 1200, 106, N2));
    s.add(p('M0 760h1200', 'none', { stroke: GREY, 'stroke-width': 5, 'stroke-dasharray': '60 44', opacity: '.3' }));
    s.radial('lamp22', OR2, 0.35);
    for (const lx of [90, 560, 1110]) s.add(ellipse(lx + 34, 700, 110, 22, 'url(#lamp22)'), s.use('lamp', lx, 694, 1.1));
    const x = lerp(40, 400, t);
    s.def(`<linearGradient id="beam22" x1="${r(x + 420)}" y1="0" x2="${r(x + 700)}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${OR2}" stop-opacity=".45"/><stop offset="1" stop-color="${OR2}" stop-opacity="0"/></linearGradient>`);
    s.add(p(`M${r(x + 410)} 678L${r(x + 720)} 650V736z`, 'url(#beam22)'));
    s.add(shadow(x + 200, 764, 210, 0.4), s.use('truck', x, 762, 1.15), rect(x - 6, 700, 8, 12, OR));
  },
};

// ---------------------------------------------------------------- checks
function check(name, svg) {
  const problems = [];
  for (const m of svg.matchAll(/#[0-9a-fA-F]{3,6}\b/g)) {
    let c = m[0].toLowerCase();
    if (c.length === 4) c = '#' + [...c.slice(1)].map((ch) => ch + ch).join('');
    if (!PALETTE.has(c)) problems.push(`colour ${m[0]} not in palette`);
  }
  if (/<text|<image|<script|<style/.test(svg)) problems.push('text, image or script element');
  if (/>[^<\s][^<]*</.test(svg.replace(/<defs>[\s\S]*?<\/defs>/, ''))) problems.push('stray character data');
  if (problems.length) throw new Error(`${name}: ${[...new Set(problems)].join('; ')}`);
}
function buildScene(n, t) {
  const s = new Svg(1200, 800);
  if (t === undefined) SCENES[n].draw(s); else SCENES[n].draw(s, t);
  return s;
}

// ---------------------------------------------------------------- gallery output
const GALLERY_DIR = path.join(ROOT, 'public/images/galeri');
const outputs = [];
async function renderGallery() {
  mkdirSync(GALLERY_DIR, { recursive: true });
  for (const n of Object.keys(SCENES).map(Number)) {
    if (ONLY && !ONLY.has(n)) continue;
    const s = buildScene(n);
    const big = s.toString({ width: 1200, height: 800 });
    check(`scene ${n}`, big);
    const small = s.toString({ width: 640, height: 427 });
    const f1 = path.join(GALLERY_DIR, `${n}.webp`), f2 = path.join(GALLERY_DIR, `${n}-640.webp`);
    await sharp(Buffer.from(big)).webp({ quality: 72, effort: 6, smartSubsample: true }).toFile(f1);
    await sharp(Buffer.from(small)).webp({ quality: 72, effort: 6, smartSubsample: true }).toFile(f2);
    for (const [f, max, w, h] of [[f1, 60 * 1024, 1200, 800], [f2, 25 * 1024, 640, 427]]) {
      const m = await sharp(f).metadata();
      if (m.width !== w || m.height !== h) throw new Error(`${f}: ${m.width}x${m.height}`);
      if (statSync(f).size > max) throw new Error(`${f}: ${statSync(f).size} bytes > ${max}`);
      outputs.push([path.relative(ROOT, f), statSync(f).size]);
    }
    if (PREVIEW) {
      mkdirSync(PREVIEW, { recursive: true });
      await sharp(Buffer.from(big)).png().toFile(path.join(PREVIEW, `galeri-${n}.png`));
    }
  }
}

// ---------------------------------------------------------------- videos
// Each segment: a scene, its animation range (t0..t1, null = static), and a camera that moves
// from cam0 to cam1 ([left, top, width] of a 16:9 window in scene coordinates).
const FPS = 25, VW = 1280, VH = 720, FADE = 1;
const VIDEOS = [
  {
    id: 'ev-tasima',
    title: 'Evden Eve Nakliyat',
    description: 'Mutfaktaki tabakların paketlenmesinden koltuğun streçlenmesine, dolabın taşınmasından kamyonun yüklenmesine kadar bir ev taşımasının tüm adımları. Yeni evine yerleşen ailenin mutluluğuyla biten kısa bir yolculuk.',
    poster: { scene: 1, cam: [0, 125, 1200] },
    segments: [
      { scene: 9, dur: 5, cam0: [0, 125, 1200], cam1: [150, 239, 980] },
      { scene: 3, dur: 5, cam0: [0, 194, 1060], cam1: [140, 194, 1060] },
      { scene: 10, dur: 5, cam0: [200, 284, 900], cam1: [60, 171, 1100] },
      { scene: 1, dur: 5, cam0: [140, 194, 1060], cam1: [0, 125, 1200] },
      { scene: 20, dur: 5, t0: 0.2, t1: 0.75, cam0: [0, 125, 1200], cam1: [60, 171, 1100] },
    ],
  },
  {
    id: 'asansorlu-tasima',
    title: 'Asansörlü Taşımacılık',
    description: 'Mobil dış cephe asansörümüz koltuğu yüksek katlı binanın balkonuna merdiven kullanmadan çıkarıyor. Eşyalar binaya ve asansöre zarar vermeden, kısa sürede yerine ulaşıyor.',
    poster: { scene: 2, t: 0.55, cam: [0, 125, 1200] },
    segments: [
      { scene: 2, dur: 5, t0: 0, t1: 0.03, cam0: [0, 340, 800], cam1: [40, 306, 860] },
      { scene: 2, dur: 8, t0: 0.03, t1: 0.88, cam0: [0, 125, 1200], cam1: [60, 80, 1080] },
      { scene: 2, dur: 6, t0: 0.88, t1: 1, cam0: [300, 0, 760], cam1: [380, 20, 660] },
    ],
  },
  {
    id: 'ofis-tasima',
    title: 'Ofis Taşıma',
    description: 'Kolilenen ofis, mesai sonrasında gece boyunca kamyona yükleniyor ve sabah yeni adresinde çalışmaya hazır oluyor. İş akışınız aksamadan, planlı bir ofis taşıması.',
    poster: { scene: 4, cam: [0, 125, 1200] },
    segments: [
      { scene: 19, dur: 7, cam0: [0, 125, 1200], cam1: [180, 261, 940] },
      { scene: 4, dur: 7, cam0: [200, 227, 1000], cam1: [0, 125, 1200] },
      { scene: 22, dur: 7, t0: 0, t1: 0.9, cam0: [0, 125, 1200], cam1: [80, 171, 1100] },
    ],
  },
  {
    id: 'sehirlerarasi',
    title: 'Şehirlerarası Taşıma',
    description: 'Depodan çıkan kamyonumuz gece İstanbul\'dan yola çıkıyor, şafakta otoyolda ilerliyor ve eşyaları sahildeki yeni eve teslim ediyor. 81 ile aynı özenle taşıma.',
    poster: { scene: 5, t: 0.55, cam: [0, 110, 1200] },
    segments: [
      { scene: 12, dur: 5, cam0: [100, 181, 1100], cam1: [0, 125, 1200] },
      { scene: 22, dur: 6, t0: 0.1, t1: 0.9, cam0: [0, 125, 1200], cam1: [60, 171, 1100] },
      { scene: 5, dur: 6, t0: 0, t1: 1, cam0: [0, 125, 1200], cam1: [60, 171, 1100] },
      { scene: 16, dur: 6, t0: 0, t1: 0.7, cam0: [100, 181, 1100], cam1: [0, 125, 1200] },
    ],
  },
];

function frameSvg(seg, u) {
  const e = ease(u);
  const t = seg.t0 === undefined ? undefined : lerp(seg.t0, seg.t1, e);
  const s = buildScene(seg.scene, t);
  const [x0, y0, w0] = seg.cam0, [x1, y1, w1] = seg.cam1;
  const w = lerp(w0, w1, e), x = lerp(x0, x1, e), y = lerp(y0, y1, e);
  const h = (w * VH) / VW;
  if (x < -0.01 || y < -0.01 || x + w > 1200.01 || y + h > 800.01) throw new Error(`camera outside scene ${seg.scene}: ${[x, y, w, h].map(r)}`);
  return s.toString({ width: VW, height: VH, viewBox: [x, y, w, h] });
}

function run(cmd, args, input) {
  return execFileSync(cmd, args, { input, stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'], maxBuffer: 1 << 30 });
}

async function renderSegment(seg, file) {
  const n = Math.round(seg.dur * FPS);
  const dir = `${file}.frames`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const jobs = [];
  for (let i = 0; i < n; i++) {
    const svg = frameSvg(seg, i / (n - 1));
    if (i === 0) check(`video scene ${seg.scene}`, svg);
    jobs.push(sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(path.join(dir, `${String(i).padStart(4, '0')}.png`)));
    if (jobs.length >= os.availableParallelism() * 2) await Promise.all(jobs.splice(0));
  }
  await Promise.all(jobs);
  run('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(dir, '%04d.png'),
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '8', '-pix_fmt', 'yuv420p', file]);
  rmSync(dir, { recursive: true, force: true });
}

function probeDuration(file) {
  return Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]).toString().trim());
}
const mss = (sec) => `${Math.floor(Math.round(sec) / 60)}:${String(Math.round(sec) % 60).padStart(2, '0')}`;

async function renderVideos() {
  const outDir = path.join(ROOT, 'public/videos');
  const tmp = path.join(os.tmpdir(), `builtin-media-${process.pid}`);
  mkdirSync(outDir, { recursive: true });
  mkdirSync(tmp, { recursive: true });
  const durations = {};
  try {
    for (const v of VIDEOS) {
      const parts = [];
      for (const [k, seg] of v.segments.entries()) {
        const f = path.join(tmp, `${v.id}-${k}.mp4`);
        await renderSegment(seg, f);
        parts.push(f);
      }
      // cross-fade the segments
      let filter = '', last = '[0:v]', offset = 0;
      for (let k = 1; k < parts.length; k++) {
        offset += v.segments[k - 1].dur - FADE;
        const out = k === parts.length - 1 ? '[v]' : `[x${k}]`;
        filter += `${last}[${k}:v]xfade=transition=fade:duration=${FADE}:offset=${offset}${out};`;
        last = out;
      }
      const mp4 = path.join(outDir, `${v.id}.mp4`);
      run('ffmpeg', ['-y', '-loglevel', 'error', ...parts.flatMap((f) => ['-i', f]),
        '-filter_complex', filter.replace(/;$/, ''), '-map', '[v]', '-r', String(FPS),
        '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-tune', 'animation', '-crf', '24', '-level:v', '3.1',
        '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4]);
      const dur = probeDuration(mp4);
      if (dur < 12 || dur > 25) throw new Error(`${v.id}: duration ${dur}`);
      durations[v.id] = mss(dur);
      outputs.push([path.relative(ROOT, mp4), statSync(mp4).size]);
      // poster: one frame of the chosen segment, straight from the vector scene
      const seg = { scene: v.poster.scene, t0: v.poster.t, t1: v.poster.t, cam0: v.poster.cam, cam1: v.poster.cam };
      const jpg = path.join(outDir, `${v.id}.jpg`);
      for (const [w, h, q] of [[1280, 720, 75], [960, 540, 75], [854, 480, 70]]) {
        const svg = frameSvg(seg, 0).replace(`width="${VW}" height="${VH}"`, `width="${w}" height="${h}"`);
        await sharp(Buffer.from(svg)).jpeg({ quality: q, mozjpeg: true }).toFile(jpg);
        if (statSync(jpg).size <= 60 * 1024) break;
      }
      if (statSync(jpg).size > 60 * 1024) throw new Error(`${jpg}: too big`);
      outputs.push([path.relative(ROOT, jpg), statSync(jpg).size]);
      if (PREVIEW) {
        mkdirSync(PREVIEW, { recursive: true });
        await sharp(jpg).toFile(path.join(PREVIEW, `poster-${v.id}.png`));
      }
      console.log(`${v.id}: ${dur.toFixed(2)} s`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return durations;
}

// ---------------------------------------------------------------- content modules
const q = (v) => `'${String(v).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

function writeGalleryModule() {
  const rows = Object.entries(SCENES).map(([n, sc]) =>
    `  { n: ${n}, title: ${q(sc.title)}, alt: ${q(sc.alt)}, year: ${sc.year} },`);
  const src = `// Built-in gallery pictures (public/images/galeri), generated by scripts/generate-builtin-media.mjs.
// Numbers run from 1 to 22; 7 and 15 do not exist. \`year\` is the reference year of the job shown.

export interface BuiltinPhoto {
  n: number;
  title: string;
  alt: string;
  year: number;
}

export const BUILTIN_PHOTOS: BuiltinPhoto[] = [
${rows.join('\n')}
];

/** Address of a built-in picture: 1200x800, or 640x427 for phones. */
export function photoSrc(n: number, width: 640 | 1200): string {
  return width === 640 ? \`/images/galeri/\${n}-640.webp\` : \`/images/galeri/\${n}.webp\`;
}
`;
  writeFileSync(path.join(ROOT, 'content/gallery.ts'), src);
}

function writeVideoModule(durations) {
  const rows = VIDEOS.map((v) => [
    '  {',
    `    id: ${q(v.id)},`,
    `    title: ${q(v.title)},`,
    `    description:\n      ${q(v.description)},`,
    `    video: '/videos/${v.id}.mp4',`,
    `    thumbnail: '/videos/${v.id}.jpg',`,
    `    duration: '${durations[v.id]}',`,
    '  },',
  ].join('\n'));
  const src = `// Built-in videos (public/videos), generated by scripts/generate-builtin-media.mjs.
// Each is a 1280x720, 25 fps H.264 file without sound; \`duration\` is the measured length (m:ss).

export interface BuiltinVideo {
  id: string;
  title: string;
  description: string;
  video: string;
  thumbnail: string;
  duration: string;
}

export const BUILTIN_VIDEOS: BuiltinVideo[] = [
${rows.join('\n')}
];
`;
  writeFileSync(path.join(ROOT, 'content/videos.ts'), src);
}

// ---------------------------------------------------------------- main
if (DO_GALLERY) {
  await renderGallery();
  if (!ONLY) writeGalleryModule();
}
if (DO_VIDEOS) writeVideoModule(await renderVideos());
for (const [f, n] of outputs) console.log(`${String(n).padStart(8)}  ${f}`);
