// Generates the site's vector artwork (hero, service and blog illustrations) and the
// social-sharing PNG. Run:  node scripts/generate-artwork.mjs [previewDir]
// Everything is drawn from a small library of flat shapes in the brand palette.
import { mkdirSync, writeFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PREVIEW = process.argv[2] ?? '';

// ---------------------------------------------------------------- palette
const NAVY = '#08243c', N2 = '#0c3659', N3 = '#104878', BLUE = '#155a9a', B2 = '#1f6fb8';
const LB = '#a9cbee', LB2 = '#d6e6f7', LIGHT = '#eef5fc', OR = '#f97316', OR2 = '#fb923c';
const W = '#fff', SLATE = '#64748b', GREY = '#cbd5e1', GREEN = '#1fa855';
const PALETTE = new Set([NAVY, N2, N3, BLUE, B2, LB, LB2, LIGHT, OR, OR2, '#ffffff', SLATE, GREY, GREEN]);

const r = (v) => Math.round(v * 10) / 10;
const attrs = (o = {}) => Object.entries(o).map(([k, v]) => ` ${k}="${v}"`).join('');
const rect = (x, y, w, h, fill, extra = {}) =>
  `<rect${x ? ` x="${r(x)}"` : ''}${y ? ` y="${r(y)}"` : ''} width="${r(w)}" height="${r(h)}"${fill ? ` fill="${fill}"` : ''}${attrs(extra)}/>`;
const circle = (cx, cy, rad, fill, extra = {}) =>
  `<circle${cx ? ` cx="${r(cx)}"` : ''}${cy ? ` cy="${r(cy)}"` : ''} r="${r(rad)}"${fill ? ` fill="${fill}"` : ''}${attrs(extra)}/>`;
const p = (d, fill, extra = {}) => `<path d="${d}"${fill ? ` fill="${fill}"` : ''}${attrs(extra)}/>`;
const line = (d, stroke, width, extra = {}) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;
const g = (transform, body, extra = {}) => `<g${transform ? ` transform="${transform}"` : ''}${attrs(extra)}>${body}</g>`;
const tr = (x, y, s = 1, flip = false) =>
  `translate(${r(x)} ${r(y)})` + (s !== 1 || flip ? ` scale(${flip ? -s : s}${flip ? ` ${s}` : ''})` : '');

// Grid of window rectangles as one compact path.
function windows(x, y, cols, rows, w, h, gx, gy) {
  let d = '';
  for (let j = 0; j < rows; j++) {
    d += `M${r(x)} ${r(y + j * gy)}`;
    for (let i = 0; i < cols; i++) d += `${i ? `m${r(gx)} 0` : ''}h${r(w)}v${r(h)}h${r(-w)}z`;
  }
  return d;
}

// ---------------------------------------------------------------- component library
// Every component is drawn in local coordinates with the ground at y = 0.
const LIB = {
  truck: () => [
    rect(-4, -52, 356, 14, NAVY, { rx: 4 }),
    rect(0, -182, 252, 136, BLUE, { rx: 6 }),
    p('M6 -182h240a6 6 0 0 1 6 6v8H0v-8a6 6 0 0 1 6-6z', B2),
    rect(0, -98, 252, 12, OR),
    rect(0, -82, 252, 5, W, { opacity: '.85' }),
    line('M84 -166v-0M84 -160v54M168 -160v54', N3, 2, { opacity: '.6' }),
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
  // semi truck: flatbed trailer 0..430, tractor 430..570
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
  crate: () => [
    rect(0, -50, 60, 50, OR2, { rx: 2 }),
    rect(0, -50, 60, 9, OR),
    rect(25, -50, 10, 24, W, { opacity: '.75' }),
    rect(7, -22, 22, 15, W),
    line('M11 -17h9M11 -12h14', SLATE, 2),
    rect(44, -22, 8, 15, NAVY, { opacity: '.25' }),
  ].join(''),
  cloud: () => [rect(0, -26, 150, 26, null, { rx: 13 }), circle(48, -26, 24, null), circle(92, -34, 32, null)].join(''),
  pStand: () => person('stand'),
  pCarry: () => person('carry'),
  pLift: () => person('lift'),
  pPush: () => person('push'),
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
  washer: () => [
    rect(0, -96, 80, 96, W, { rx: 6, stroke: GREY, 'stroke-width': 2 }),
    rect(0, -96, 80, 18, LB2, { rx: 6 }),
    circle(14, -87, 4, OR), rect(40, -90, 30, 5, GREY, { rx: 2 }),
    circle(40, -40, 26, SLATE), circle(40, -40, 19, LB), p('M28 -48a14 14 0 0 1 18-6', 'none', { stroke: W, 'stroke-width': 3, 'stroke-linecap': 'round' }),
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
  // pallet with a stretch-wrapped load (110 x 96)
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
  lamp: () => [rect(-3, -170, 6, 170, SLATE), line('M0 -166q0-14 18-14h12', SLATE, 5), rect(22, -184, 22, 8, NAVY, { rx: 3 }), rect(24, -177, 18, 4, OR2)].join(''),
  pin: () => [p('M0 0c-6-14-26-30-26-48a26 26 0 0 1 52 0c0 18-20 34-26 48z', OR), circle(0, -48, 10, W)].join(''),
};
LIB.load.deps = ['pallet'];

function wheel(x, rad = 24) {
  return circle(x, -rad, rad, NAVY) + circle(x, -rad, rad * 0.42, GREY) + circle(x, -rad, rad * 0.16, SLATE);
}

// Worker in a navy uniform with orange details, feet at y = 0, facing right.
function person(pose) {
  const legs = pose === 'stand' ? 'M-6 -60l-2 54M6 -60l2 54' : 'M-5 -60l-12 54M5 -60l12 54';
  const shoes = pose === 'stand'
    ? rect(-16, -7, 16, 7, NAVY, { rx: 3 }) + rect(2, -7, 16, 7, NAVY, { rx: 3 })
    : rect(-26, -7, 16, 7, NAVY, { rx: 3 }) + rect(10, -7, 16, 7, NAVY, { rx: 3 });
  const arm = (d) => line(d, N2, 9) ;
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
  }
  return [
    back,
    line(legs, N3, 12),
    shoes,
    rect(-17, -120, 34, 64, N2, { rx: 13 }),
    rect(-17, -84, 34, 6, OR),
    rect(-17, -72, 34, 10, NAVY),
    p('M-7 -120l7 9 7-9z', OR),
    circle(0, -136, 14, GREY),
    p('M-14 -138a14 14 0 0 1 28 0z', NAVY),
    rect(8, -141, 14, 5, OR, { rx: 2 }),
    held,
    front,
  ].join('');
}

class Svg {
  constructor(w, h) {
    this.w = w; this.h = h; this.defs = new Map(); this.parts = [];
  }
  need(id) {
    if (this.defs.has(id)) return;
    const f = LIB[id];
    if (!f) throw new Error(`unknown component ${id}`);
    this.defs.set(id, '');
    for (const d of f.deps ?? []) this.need(d);
    if (id === 'pCarry') this.need('box');
    this.defs.set(id, `<g id="${id}">${f()}</g>`);
  }
  def(s) { this.defs.set(`_${this.defs.size}`, s); return this; }
  use(id, x, y, s = 1, flip = false, extra = {}) {
    this.need(id);
    return `<use href="#${id}" transform="${tr(x, y, s, flip)}"${attrs(extra)}/>`;
  }
  add(...s) { this.parts.push(...s); return this; }
  toString() {
    const defs = [...this.defs.values()].join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}">` +
      (defs ? `<defs>${defs}</defs>` : '') + this.parts.join('') + '</svg>\n';
  }
}

// ---------------------------------------------------------------- scenery helpers
// Istanbul skyline silhouette, local coordinates, base at y = 0, about 900 wide.
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
// Simple modern city (for the "other" city): towers with a TV-tower-like spire.
function city(x, y, s, fill, extra = {}) {
  const d = blocks([[0, 50, 60], [46, 40, 110], [82, 56, 80], [134, 36, 150], [166, 60, 96], [222, 44, 124], [262, 70, 64], [328, 40, 88]]) +
    'M134 -150l18-26 18 26zM150 -176v-30h4v30z' + 'M222 -124a22 22 0 0 1 44 0z' + minaret(296, 110, 7);
  const win = windows(54, -100, 2, 6, 8, 8, 16, 15) + windows(140, -138, 2, 8, 8, 8, 16, 16) + windows(228, -112, 2, 6, 8, 8, 16, 17);
  return p(d, fill, { transform: tr(x, y, s), ...extra }) + p(win, LB, { transform: tr(x, y, s), opacity: '.6' });
}
// Suspension bridge: deck from xa to xb, towers at t1/t2.
function bridge(xa, xb, t1, t2, deck, towerH, col, cable, hangers = true) {
  const top = deck - towerH;
  const mid = (t1 + t2) / 2;
  const low = deck - 8;
  const c = 2 * low - top;
  let out = rect(xa, deck, xb - xa, 8, col);
  let d = `M${xa} ${deck}Q${r((xa + t1) / 2)} ${r(deck - towerH * 0.25)} ${t1} ${top}Q${r(mid)} ${r(c)} ${t2} ${top}Q${r((t2 + xb) / 2)} ${r(deck - towerH * 0.25)} ${xb} ${deck}`;
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
// A ladder drawn along +x then rotated (angle in degrees, negative = upwards).
function ladder(x, y, len, angle, w, col) {
  let rungs = '';
  for (let i = 10; i < len - 4; i += 16) rungs += `M${i} ${-w + 3}v${w - 6}`;
  return g(`translate(${r(x)} ${r(y)}) rotate(${r(angle)})`,
    rect(0, -w, len, 5, col, { rx: 2 }) + rect(0, -5, len, 5, col, { rx: 2 }) + line(rungs, col, 3));
}
function checkTick(x, y, s, col, w = 6) {
  return line(`M${r(x)} ${r(y)}l${r(8 * s)} ${r(8 * s)} ${r(16 * s)} ${r(-18 * s)}`, col, w);
}
function lightBg(svg, blob = [400, 250, 215]) {
  svg.add(rect(0, 0, svg.w, svg.h, LIGHT));
  if (blob) svg.add(circle(blob[0], blob[1], blob[2], LB2));
}
function motion(x, y, col = LB, n = 3, len = 60) {
  let d = '';
  for (let i = 0; i < n; i++) d += `M${x - i * 14} ${y + i * 20}h${-len + i * 14}`;
  return line(d, col, 6);
}
function cylinderRoll(x, y, len, rad, col) {
  // horizontal fabric roll, end seen at the right
  return rect(x, y - rad, len, rad * 2, col, { rx: 4 }) + p(`M${x + 10} ${y - rad}v${rad * 2}`, 'none', { stroke: W, 'stroke-width': 2, opacity: '.3' }) +
    `<ellipse cx="${r(x + len)}" cy="${r(y)}" rx="${r(rad * 0.45)}" ry="${r(rad)}" fill="${col}"/>` +
    `<ellipse cx="${r(x + len)}" cy="${r(y)}" rx="${r(rad * 0.45)}" ry="${r(rad)}" fill="${W}" opacity=".35"/>` +
    `<ellipse cx="${r(x + len)}" cy="${r(y)}" rx="${r(rad * 0.15)}" ry="${r(rad * 0.35)}" fill="${NAVY}" opacity=".5"/>`;
}
function shirt(x, y, s, col) {
  return p('M-10 0l-16 8-10 22 12 5 6-10v52h36v-52l6 10 12-5-10-22-16-8q-8 8-20 0z', col, { transform: tr(x, y, s) });
}
function dress(x, y, s, col) {
  return p('M-10 0h20l4 18 18 62h-64l18-62z', col, { transform: tr(x, y, s) });
}
function hanger(x, y) {
  return line(`M${x} ${y}v-8q0-6 5-6M${x - 16} ${y + 8}l16-8 16 8`, SLATE, 2.5);
}
function shieldPath(cx, top, w, h) {
  const hw = w / 2;
  return `M${cx} ${top}l${hw} ${r(h * 0.14)}v${r(h * 0.36)}c0 ${r(h * 0.28)}-${r(hw * 0.45)} ${r(h * 0.42)}-${hw} ${r(h * 0.5)}c-${r(hw * 0.55)}-${r(h * 0.08)}-${hw}-${r(h * 0.22)}-${hw}-${r(h * 0.5)}v-${r(h * 0.36)}z`;
}
function coin(x, y, rad) {
  return circle(x, y, rad, OR) + circle(x, y, rad * 0.78, OR2) + circle(x, y, rad * 0.55, 'none', { stroke: W, 'stroke-width': 3, opacity: '.6' });
}
function coinStack(x, y, n, rx = 34) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const cy = y - i * 12;
    out += `<ellipse cx="${x}" cy="${r(cy)}" rx="${rx}" ry="11" fill="${OR}"/>` + rect(x - rx, cy - 10, rx * 2, 10, OR) +
      `<ellipse cx="${x}" cy="${r(cy - 10)}" rx="${rx}" ry="11" fill="${OR2}"/>`;
  }
  out += `<ellipse cx="${x}" cy="${r(y - (n - 1) * 12 - 10)}" rx="${r(rx * 0.6)}" ry="6" fill="none" stroke="${W}" stroke-width="2.5" opacity=".6"/>`;
  return out;
}

// ---------------------------------------------------------------- hero
function hero() {
  const s = new Svg(1920, 1080);
  s.def('<linearGradient id="sky" x1="0" y1="0" x2="0" y2="860" gradientUnits="userSpaceOnUse"><stop offset=".1" stop-color="#08243c"/><stop offset="1" stop-color="#1f6fb8"/></linearGradient>');
  s.def('<radialGradient id="glow"><stop offset="0" stop-color="#fb923c" stop-opacity=".35"/><stop offset="1" stop-color="#fb923c" stop-opacity="0"/></radialGradient>');
  s.def('<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset=".3" stop-color="#08243c" stop-opacity=".92"/><stop offset=".64" stop-color="#08243c" stop-opacity="0"/></linearGradient>');
  s.add(rect(0, 0, 1920, 1080, 'url(#sky)'));
  s.add(`<ellipse cx="1500" cy="820" rx="620" ry="260" fill="url(#glow)"/>`);
  // stars
  let stars = '';
  const rnd = mulberry(7);
  for (let i = 0; i < 46; i++) {
    const x = 40 + rnd() * 1840, y = 30 + rnd() * 420;
    stars += `M${r(x)} ${r(y)}h0`;
  }
  s.add(line(stars, W, 3, { opacity: '.55' }));
  // moon
  s.add(circle(1660, 210, 130, LIGHT, { opacity: '.04' }), circle(1660, 210, 84, LIGHT, { opacity: '.07' }), circle(1660, 210, 48, LIGHT, { opacity: '.92' }),
    circle(1645, 200, 9, LB2), circle(1675, 228, 6, LB2));
  s.add(s.use('cloud', 1180, 300, 1.3, false, { fill: LB, opacity: '.12' }), s.use('cloud', 1480, 420, 1, false, { fill: LB, opacity: '.1' }), s.use('cloud', 380, 260, 1.6, false, { fill: LB, opacity: '.05' }));
  // far hills across the whole width (calm)
  s.add(p('M0 822q220-70 480-40t520-10q300-60 560-10t360 0v60H0z', N3, { opacity: '.7' }));
  // bridge behind the skyline, old city skyline in front of it
  s.add(bridge(1060, 1920, 1210, 1560, 786, 236, N3, LB));
  let dots = '';
  for (let x = 1080; x < 1920; x += 40) dots += `M${x} 782h0`;
  s.add(line(dots, OR2, 5, { opacity: '.9' }));
  s.add(skyline(1230, 824, 1.05, N2));
  s.add(p(blocks([[1100, 60, 40], [1150, 40, 26], [1860, 60, 34]]), N2, { transform: 'translate(0 824)' }));
  s.add(rect(0, 820, 1920, 84, N3));
  // water reflections
  s.add(line('M1120 846h90M1300 862h140M1580 850h120M1700 876h90M1230 884h70M1480 890h100M1080 870h60', LB, 3, { opacity: '.25' }));
  s.add(line('M1630 846h60M1640 864h40M1650 882h22', LIGHT, 3, { opacity: '.45' }));
  // road
  s.add(rect(0, 904, 1920, 16, BLUE), rect(0, 920, 1920, 160, N2));
  s.add(p('M0 1020h1920', 'none', { stroke: GREY, 'stroke-width': 6, 'stroke-dasharray': '70 60', opacity: '.35' }));
  // street lamp, boxes waiting on the pavement, truck
  s.add(s.use('lamp', 1660, 920, 1.1), `<ellipse cx="1696" cy="920" rx="60" ry="9" fill="${OR2}" opacity=".2"/>`);
  s.add(s.use('box', 1770, 930, 1.05), s.use('box', 1838, 930, 1.05), s.use('box', 1804, 878, 1.05));
  s.add(`<ellipse cx="1320" cy="994" rx="250" ry="10" fill="${NAVY}" opacity=".5"/>`);
  s.add(s.use('truck', 1100, 992, 1.32));
  // calm dark overlay for the text area
  s.add(rect(0, 0, 1920, 1080, 'url(#shade)'));
  return s.toString();
}
function mulberry(a) {
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- services (800 x 500)
const services = {
  'sehir-ici-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, null);
    s.add(s.use('cloud', 80, 90, 0.8, false, { fill: W }), s.use('cloud', 560, 70, 1, false, { fill: W }));
    s.add(apartment(30, 390, 120, 250, LB2, LIGHT, 3, 7), apartment(300, 390, 110, 290, LB2, LIGHT, 3, 8), apartment(560, 390, 140, 230, LB2, LIGHT, 4, 6));
    s.add(apartment(140, 390, 130, 190, LB, LIGHT, 3, 5), apartment(420, 390, 120, 210, LB, LIGHT, 3, 6), apartment(680, 390, 110, 170, LB, LIGHT, 3, 4));
    s.add(rect(0, 388, 800, 16, GREY), rect(0, 404, 800, 96, SLATE));
    s.add(p('M0 456h800', 'none', { stroke: W, 'stroke-width': 5, 'stroke-dasharray': '40 30' }));
    s.add(s.use('tree', 70, 392, 0.9), s.use('tree', 730, 392, 0.9), s.use('lamp', 640, 392, 0.9));
    s.add(motion(200, 380, W, 3, 60));
    s.add(s.use('truck', 230, 448, 1.0));
    return s;
  },
  'sehirlerarasi-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, null);
    s.add(circle(620, 110, 46, OR2, { opacity: '.85' }));
    s.add(s.use('cloud', 90, 110, 0.9, false, { fill: W }), s.use('cloud', 440, 80, 0.7, false, { fill: W }));
    s.add(p('M0 300q120-120 260-60t260-70q150-70 280 30v200H0z', LB2));
    s.add(p('M0 350q160-90 330-30t300-40q100-20 170 10v210H0z', LB));
    s.add(line('M800 290q-90 10-150 30t-200 40', W, 8));
    s.add(p('M0 390q200-40 400-10t400-10v130H0z', B2));
    s.add(s.use('treeB', 40, 378, 0.7), s.use('treeB', 600, 376, 0.7), s.use('treeB', 770, 372, 0.55));
    s.add(rect(0, 408, 800, 70, SLATE), rect(0, 404, 800, 4, GREY), rect(0, 478, 800, 22, LB));
    s.add(p('M0 444h800', 'none', { stroke: W, 'stroke-width': 5, 'stroke-dasharray': '40 30' }));
    // road sign (no text, just direction arrows)
    s.add(rect(672, 250, 8, 156, SLATE), rect(712, 250, 8, 156, SLATE), rect(640, 196, 118, 74, GREEN, { rx: 6 }),
      rect(646, 202, 106, 62, 'none', { rx: 4, stroke: W, 'stroke-width': 2.5 }),
      line('M672 250v-26m-10 10l10-12 10 12M726 250v-14l14-14m-12 0h12v12', W, 5));
    s.add(motion(150, 360, W, 3, 70));
    s.add(s.use('truck', 200, 436, 1.0));
    return s;
  },
  'ofis-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, null);
    s.add(rect(0, 400, 800, 100, LB2), rect(0, 398, 800, 4, LB));
    // window with distant skyline
    s.add(rect(60, 50, 300, 180, W, { rx: 8 }), rect(72, 62, 276, 156, LB2),
      g('', skyline(80, 218, 0.3, LB) , {}), rect(206, 62, 8, 156, W), rect(72, 136, 276, 6, W));
    s.add(s.use('plant', 40, 400, 1.2));
    s.add(s.use('desk', 80, 400, 1.3), s.use('monitor', 140, 293, 1.1));
    s.add(rect(206, 282, 50, 12, LB, { rx: 3 }));
    s.add(s.use('chair', 330, 400, 1.1));
    s.add(s.use('box3', 560, 400, 1.1), s.use('box3', 636, 400, 0.9), s.use('box3', 574, 345, 0.9), s.use('box3', 690, 400, 1.2));
    s.add(s.use('pCarry', 470, 400, 1.35));
    s.add(rect(430, 30, 330, 8, LB, { rx: 4 }), rect(600, 38, 4, 40, GREY), rect(585, 78, 34, 12, W, { rx: 4 }));
    return s;
  },
  'parca-esya-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, [420, 250, 220]);
    s.add(s.use('cloud', 560, 110, 0.8, false, { fill: W }), s.use('cloud', 60, 90, 0.7, false, { fill: W }));
    s.add(rect(0, 410, 800, 90, LB), rect(0, 406, 800, 6, B2, { opacity: '.5' }));
    s.add(`<ellipse cx="540" cy="420" rx="150" ry="10" fill="${N3}" opacity=".15"/>`);
    s.add(s.use('van', 410, 420, 1.15));
    // hand truck with armchair
    s.add(line('M160 296l34 118h96', SLATE, 7), line('M152 294h14', NAVY, 10), circle(204, 406, 13, NAVY), circle(204, 406, 5, GREY));
    s.add(s.use('armchair', 196, 412, 1.3));
    s.add(line('M214 300l26-20M214 350l70-56M224 396l88-70M270 400l40-32', W, 3, { opacity: '.75' }));
    s.add(s.use('pPush', 112, 420, 1.2));
    s.add(line('M322 230q40-50 90-20', B2, 5, { 'stroke-dasharray': '1 12' }), p('M414 198l8 16-18 2z', B2));
    return s;
  },
  'evden-eve-nakliyat'() {
    const s = new Svg(800, 500);
    lightBg(s, null);
    s.add(s.use('cloud', 330, 100, 0.8, false, { fill: W }), s.use('cloud', 620, 70, 0.7, false, { fill: W }));
    s.add(rect(0, 400, 800, 100, LB2), rect(0, 396, 800, 6, LB));
    // house
    s.add(rect(220, 150, 22, 60, N3), p('M20 230l130-110 130 110z', BLUE), rect(40, 226, 220, 174, W), rect(40, 226, 220, 10, LB2));
    s.add(rect(60, 260, 60, 56, LB, { rx: 3 }), line('M90 260v56M60 288h60', W, 3));
    s.add(rect(160, 292, 70, 108, N2, { rx: 3 }), p('M160 292l-26 14v98l26-4z', LB), circle(142, 350, 3, N3));
    s.add(circle(150, 186, 16, LB), line('M150 172v28M136 186h28', W, 3));
    s.add(s.use('box', 54, 400, 0.9), s.use('box', 100, 400, 0.7), s.use('box', 60, 355, 0.7));
    // sofa carried by two workers
    s.add(s.use('truck', 556, 400, 0.68), p('M556 368l-44 32h44z', SLATE));
    s.add(s.use('pLift', 290, 404, 1.15), s.use('pLift', 520, 404, 1.15, true));
    s.add(s.use('sofa', 318, 318, 1.05));
    return s;
  },
  'asansorlu-tasimacilik'() {
    const s = new Svg(800, 500);
    lightBg(s, [360, 240, 220]);
    s.add(s.use('cloud', 60, 90, 0.8, false, { fill: W }), s.use('cloud', 300, 60, 0.6, false, { fill: W }));
    s.add(rect(0, 420, 800, 80, LB2), rect(0, 416, 800, 6, LB));
    // apartment with balconies
    const bx = 480, bw = 270, top = 40, floors = 7, fh = (420 - top - 10) / floors;
    s.add(rect(bx, top, bw, 420 - top, W), rect(bx - 6, top - 8, bw + 12, 12, BLUE, { rx: 3 }), rect(bx, top + 4, bw, 420 - top, LB2, { opacity: '.5' }));
    let win = '', rail = '';
    for (let f = 0; f < floors; f++) {
      const y = top + 14 + f * fh;
      win += windows(bx + 150, y + 6, 2, 1, 36, fh - 26, 56, 0);
      if (f !== 1) win += windows(bx + 24, y + 6, 1, 1, 64, fh - 26, 0, 0);
      rail += `M${bx - 12} ${r(y + fh - 18)}h110M${bx - 12} ${r(y + fh - 38)}h110M${bx - 8} ${r(y + fh - 38)}v20m34 -20v20m34 -20v20m34 -20v20`;
    }
    s.add(p(win, LB), line(rail, BLUE, 4));
    // target balcony (floor 1): open door + receiving worker
    const ty = top + 14 + fh;
    s.add(rect(bx + 24, ty + 2, 52, fh - 20, N2), s.use('pStand', bx + 62, ty + fh - 20, 0.4, true));
    s.add(rect(bx - 14, ty + fh - 22, 114, 8, OR, { rx: 3 }), line(`M${bx - 12} ${r(ty + fh - 38)}h110`, OR, 4));
    // lift truck
    const gx = 40;
    s.add(rect(gx + 10, 388, 10, 32, SLATE), rect(gx + 2, 414, 26, 6, NAVY));
    s.add(g(tr(gx, 420, 0.7), LIB.truck()));
    const lx = gx + 40, ly = 290, ex = bx - 6, ey = ty + fh - 30;
    const ang = Math.atan2(ey - ly, ex - lx) * 180 / Math.PI, len = Math.hypot(ex - lx, ey - ly);
    s.add(rect(lx - 12, ly - 6, 36, 14, NAVY, { rx: 3 }));
    s.add(ladder(lx, ly, len, ang, 22, SLATE));
    // platform carrying an armchair halfway up
    const t = 0.55, px = lx + (ex - lx) * t, py = ly + (ey - ly) * t;
    s.add(p(`M${r(px - 30)} ${r(py - 10)}l20 -16h40l20 16z`, NAVY));
    s.add(p(`M${r(px - 46)} ${r(py - 30)}h92v10h-92z`, OR), line(`M${r(px - 46)} ${r(py - 30)}v-30M${r(px + 46)} ${r(py - 30)}v-30M${r(px - 46)} ${r(py - 60)}h8M${r(px + 38)} ${r(py - 60)}h8`, OR, 4));
    s.add(s.use('armchair', px - 38, py - 30, 0.78));
    return s;
  },
  'yuk-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, [400, 240, 220]);
    s.add(s.use('cloud', 70, 90, 0.8, false, { fill: W }), s.use('cloud', 560, 80, 0.8, false, { fill: W }));
    s.add(rect(0, 420, 800, 80, SLATE), rect(0, 416, 800, 6, GREY));
    s.add(p('M0 468h800', 'none', { stroke: W, 'stroke-width': 5, 'stroke-dasharray': '40 30' }));
    s.add(g(tr(30, 440, 0.92), [s.use('load', 20, -66), s.use('load', 150, -66), s.use('load', 280, -66),
      line('M80 -162v96M210 -162v96M340 -162v96', OR, 5)].join('') + LIB.semi()));
    s.add(s.use('forklift', 612, 420, 0.78));
    s.add(s.use('load', 708, 410, 0.7));
    return s;
  },
  'ceyiz-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, [400, 250, 225]);
    s.add(rect(0, 410, 800, 90, LB2), rect(0, 406, 800, 6, LB));
    // bed frame with wrapped mattress
    s.add(rect(470, 196, 30, 214, BLUE, { rx: 12 }), rect(478, 214, 14, 80, B2, { rx: 6 }), rect(712, 276, 24, 134, BLUE, { rx: 10 }), rect(496, 318, 220, 24, B2, { rx: 4 }));
    s.add(rect(500, 258, 212, 60, W, { rx: 12, stroke: LB2, 'stroke-width': 3 }), line('M520 266l40 44M580 266l40 44M640 266l40 44', LB, 3), rect(508, 238, 78, 26, LB2, { rx: 12 }));
    // chest
    s.add(rect(70, 300, 220, 110, BLUE, { rx: 8 }), p('M70 300v-20q0-40 40-40h140q40 0 40 40v20z', B2));
    s.add(rect(70, 296, 220, 10, OR), rect(100, 240, 14, 170, OR2), rect(246, 240, 14, 170, OR2),
      p('M180 320l20 22-20 22-20-22z', OR), circle(180, 342, 6, LIGHT));
    s.add(line('M124 360l14-14 14 14-14 14zM208 360l14-14 14 14-14 14z', LB, 3));
    // textile bundles with ribbons
    const bundle = (x, y, w, h, col) => rect(x, y - h, w, h, col, { rx: 14 }) + rect(x + w / 2 - 6, y - h, 12, h, OR) + rect(x, y - h / 2 - 5, w, 10, OR);
    s.add(bundle(300, 410, 150, 56, W), bundle(316, 354, 120, 50, LB), bundle(330, 304, 92, 44, W));
    s.add(p('M376 262c-22-22-40-2-20 6zM376 262c22-22 40-2 20 6z', OR, { stroke: OR, 'stroke-width': 5, 'stroke-linejoin': 'round' }), circle(376, 262, 7, OR2));
    s.add(line('M360 264l-12 22M392 264l12 22', OR, 5));
    s.add(circle(130, 120, 8, OR2, { opacity: '.6' }), circle(660, 120, 6, OR2, { opacity: '.6' }), circle(420, 110, 5, B2, { opacity: '.5' }));
    return s;
  },
  'tekstil-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, [360, 240, 220]);
    s.add(rect(0, 410, 800, 90, LB2), rect(0, 406, 800, 6, LB));
    // truck with open rear door and ramp (rear at left)
    s.add(s.use('truck', 470, 414, 0.9));
    s.add(rect(462, 250, 10, 122, B2, { rx: 2 }), rect(462, 250, 3, 122, N3));
    s.add(p('M470 370l-70 44h70z', SLATE), line('M470 372l-66 42', GREY, 3));
    // garment rack
    s.add(line('M60 150h220M70 150v250M270 150v250M50 400h40M250 400h40', SLATE, 7));
    s.add(circle(52, 408, 7, NAVY), circle(90, 408, 7, NAVY), circle(250, 408, 7, NAVY), circle(288, 408, 7, NAVY));
    const cols = [BLUE, OR, LB, N3, OR2, B2];
    for (let i = 0; i < 6; i++) {
      const x = 92 + i * 32;
      s.add(hanger(x, 166));
      s.add(i % 3 === 1 ? dress(x, 172, 1.1, cols[i]) : shirt(x, 172, 0.8, cols[i]));
    }
    // fabric rolls
    s.add(cylinderRoll(300, 392, 110, 17, BLUE), cylinderRoll(300, 358, 110, 17, OR), cylinderRoll(318, 324, 92, 17, LB));
    s.add(line('M300 270q60-50 130-10', B2, 5, { 'stroke-dasharray': '1 12' }), p('M434 248l6 18-19 0z', B2));
    return s;
  },
  'koli-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, [400, 250, 225]);
    s.add(rect(0, 410, 800, 90, LB2), rect(0, 406, 800, 6, LB));
    // pyramid of boxes
    const B = (x, y, k) => s.use('box3', x, y, k);
    s.add(B(220, 410, 1.5), B(310, 410, 1.5), B(400, 410, 1.5), B(265, 335, 1.5), B(355, 335, 1.5), B(310, 260, 1.5));
    // hand truck with two boxes
    s.add(s.use('box', 575, 408, 1.3), s.use('box', 582, 343, 1.1));
    s.add(line('M560 200l0 206h110', SLATE, 7), line('M548 196h20', NAVY, 9), circle(572, 396, 14, NAVY), circle(572, 396, 6, GREY));
    // tape roll + worker
    s.add(circle(140, 392, 20, LB), circle(140, 392, 10, LIGHT), p('M140 412h30v-4h-30z', LB));
    s.add(s.use('pCarry', 90, 410, 1.3));
    s.add(line('M700 140l14 14m0-14l-14 14', OR2, 4), circle(180, 140, 6, B2, { opacity: '.5' }), line('M660 240h30M675 225v30', LB, 4));
    return s;
  },
  'fabrika-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, null);
    s.add(rect(0, 410, 800, 90, LB2), rect(0, 406, 800, 6, LB));
    // smoke + chimney
    s.add(circle(96, 88, 18, GREY, { opacity: '.8' }), circle(120, 70, 24, GREY, { opacity: '.6' }), circle(152, 56, 18, GREY, { opacity: '.4' }));
    s.add(rect(80, 100, 30, 150, SLATE), rect(80, 118, 30, 8, OR), rect(76, 100, 38, 8, SLATE));
    // saw-tooth factory
    s.add(p('M30 410V230l70-50v50l70-50v50l70-50v50l70-50v230z', BLUE));
    s.add(p('M100 180v50l-16 0zM170 180v50h-16zM240 180v50h-16zM310 180v50h-16z', LB, { opacity: '.8' }));
    s.add(p(windows(50, 260, 5, 2, 34, 30, 54, 46), LB));
    s.add(rect(140, 350, 70, 60, N3), line('M140 370h70M140 390h70', BLUE, 3));
    // tower crane
    let lat = '';
    for (let y = 80; y < 400; y += 30) lat += `M640 ${y}l28 30M668 ${y}l-28 30`;
    s.add(line('M640 60V410M668 60V410', N3, 6), line(lat, N3, 3));
    s.add(rect(620, 400, 68, 12, NAVY), p('M636 60h36l-18-40z', N3));
    s.add(rect(380, 60, 410, 12, OR), line('M392 66l260-46 130 46', N3, 3), rect(730, 72, 50, 40, SLATE), rect(672, 72, 30, 30, OR2, { rx: 3 }), rect(676, 76, 22, 14, LB));
    s.add(rect(456, 72, 28, 10, NAVY), line('M470 82v170', NAVY, 3), p('M470 250l-6 0v12q0 8 6 8', 'none', { stroke: NAVY, 'stroke-width': 4 }));
    s.add(line('M470 262l-44 40M470 262l44 40', NAVY, 3));
    // machine
    s.add(rect(416, 300, 108, 76, SLATE, { rx: 6 }), rect(426, 310, 44, 30, LB2, { rx: 3 }), rect(480, 310, 34, 8, OR), rect(480, 324, 34, 8, GREY),
      circle(448, 358, 12, GREY), circle(448, 358, 5, SLATE), circle(494, 356, 10, OR2), rect(410, 370, 120, 8, NAVY, { rx: 3 }));
    s.add(`<ellipse cx="470" cy="412" rx="70" ry="6" fill="${N3}" opacity=".15"/>`);
    return s;
  },
  'depolama-hizmeti'() {
    const s = new Svg(800, 500);
    lightBg(s, null);
    s.add(rect(0, 0, 800, 40, LB2), rect(0, 410, 800, 90, LB2), rect(0, 406, 800, 6, LB));
    const rack = (x, w) => {
      let out = '';
      for (const y of [150, 270, 390]) out += rect(x, y, w, 10, OR);
      out += rect(x - 6, 60, 10, 350, BLUE) + rect(x + w - 4, 60, 10, 350, BLUE);
      return out;
    };
    s.add(rack(40, 300), rack(420, 220));
    const boxes = [[50, 150, 1.3], [140, 150, 1.3], [230, 150, 1.3], [58, 270, 1.3], [150, 270, 1.6], [256, 270, 1.2], [60, 390, 1.6], [170, 390, 1.3], [250, 390, 1.3],
      [432, 150, 1.3], [520, 150, 1.3], [440, 270, 1.6], [546, 270, 1.1], [432, 390, 1.3], [520, 390, 1.3]];
    for (const [x, y, k] of boxes) s.add(s.use('crate', x, y, k));
    // security camera
    s.add(rect(730, 60, 40, 10, SLATE), rect(746, 70, 8, 24, SLATE));
    s.add(g('translate(752 92) rotate(-28)', rect(-62, -16, 70, 32, W, { rx: 8, stroke: GREY, 'stroke-width': 3 }) + rect(-74, -12, 16, 24, NAVY, { rx: 4 }) + circle(-8, -6, 4, GREEN) + rect(-58, -22, 64, 8, SLATE, { rx: 3 })));
    s.add(p('M690 126L560 300L680 330z', LB, { opacity: '.3' }));
    // pallet jack
    s.add(s.use('load', 680, 404, 0.9), line('M662 300l18 100h100', SLATE, 6), circle(678, 398, 8, NAVY));
    return s;
  },
};

// ---------------------------------------------------------------- blog (1200 x 630)
const blog = {
  'nakliyat-rehberi'() {
    const s = new Svg(1200, 630);
    lightBg(s, [600, 320, 290]);
    s.add(rect(0, 560, 1200, 70, LB2));
    // clipboard
    s.add(rect(420, 70, 360, 500, BLUE, { rx: 26 }), rect(446, 110, 308, 436, W, { rx: 10 }));
    s.add(rect(530, 50, 140, 56, SLATE, { rx: 14 }), rect(554, 40, 92, 30, N3, { rx: 12 }), circle(600, 55, 8, LIGHT), rect(540, 88, 120, 12, OR, { rx: 4 }));
    let lines = '';
    for (let i = 0; i < 5; i++) {
      const y = 160 + i * 74;
      s.add(rect(476, y, 40, 40, i < 4 ? LB2 : W, { rx: 8, stroke: i < 4 ? B2 : GREY, 'stroke-width': 3 }));
      if (i < 4) s.add(checkTick(484, y + 18, 1, GREEN, 7));
      lines += `M540 ${y + 12}h${[170, 140, 180, 120, 150][i]}M540 ${y + 30}h${[110, 160, 90, 140, 100][i]}`;
    }
    s.add(line(lines, GREY, 9));
    // pencil
    s.add(g('translate(810 470) rotate(-40)', rect(0, -12, 190, 24, OR, { rx: 4 }) + rect(0, -12, 190, 8, OR2) + rect(170, -12, 26, 24, LB) + p('M0 -12l-30 12 30 12z', W) + p('M-20 -4l-10 4 10 4z', NAVY)));
    // boxes + van
    s.add(s.use('box3', 860, 560, 1.8), s.use('box3', 990, 560, 1.5), s.use('box3', 900, 470, 1.4));
    s.add(s.use('van', 90, 566, 1.15));
    s.add(s.use('cloud', 120, 150, 0.9, false, { fill: W }), s.use('cloud', 940, 120, 0.8, false, { fill: W }));
    return s;
  },
  'ofis-tasima'() {
    const s = new Svg(1200, 630);
    lightBg(s, null);
    s.add(rect(0, 500, 1200, 130, LB2), rect(0, 496, 1200, 6, LB));
    // window
    s.add(rect(70, 60, 420, 250, W, { rx: 10 }), rect(86, 76, 388, 218, LB2), skyline(96, 294, 0.42, LB), rect(274, 76, 10, 218, W), rect(86, 180, 388, 8, W));
    s.add(rect(560, 70, 120, 150, W, { rx: 6 }), rect(574, 90, 92, 10, LB), rect(574, 110, 70, 10, LB2), rect(574, 130, 84, 10, LB2), rect(574, 170, 50, 30, OR2, { rx: 3 }));
    // desk with bubble-wrapped monitor
    s.add(s.use('desk', 80, 500, 1.7), s.use('monitor', 180, 361, 1.5));
    s.add(rect(118, 262, 124, 92, LB2, { opacity: '.6', rx: 12 }), line('M126 280l40 40M150 270l60 60M190 270l48 48M130 316l30 30', W, 4, { opacity: '.9' }));
    s.add(rect(290, 336, 80, 20, LB, { rx: 4 }), s.use('plant', 380, 361, 0.9));
    // chair
    s.add(s.use('chair', 460, 500, 1.4));
    // open box with folders
    s.add(rect(640, 380, 40, 90, B2, { transform: 'rotate(-8 660 425)' }), rect(680, 370, 40, 90, OR), rect(720, 384, 36, 80, LB, { transform: 'rotate(10 738 424)' }));
    s.add(p('M620 400h150l0 100h-150z', OR2), p('M620 400l-40 -30 14-10 40 40zM770 400l40 -30-14-10-40 40z', OR), rect(620, 400, 150, 14, OR), rect(660, 440, 70, 30, W, { opacity: '.8', rx: 3 }));
    // worker taping a box
    s.add(s.use('box3', 860, 500, 2), s.use('box3', 1010, 500, 1.6), s.use('box3', 880, 400, 1.5));
    s.add(s.use('pLift', 810, 500, 1.55));
    s.add(circle(880, 318, 16, LB), circle(880, 318, 7, W), rect(870, 330, 22, 10, SLATE, { rx: 3 }));
    return s;
  },
  sigorta() {
    const s = new Svg(1200, 630);
    lightBg(s, [600, 300, 280]);
    s.add(circle(600, 300, 230, LB, { opacity: '.35' }));
    s.add(rect(0, 540, 1200, 90, LB2), rect(0, 536, 1200, 6, LB));
    s.add(p(shieldPath(600, 40, 340, 440), BLUE), p(shieldPath(600, 72, 284, 372), B2), p(shieldPath(600, 72, 284, 372), W, { opacity: '.12' }));
    s.add(line('M528 236l48 48 100-110', W, 30));
    s.add(s.use('truck', 422, 560, 1.0));
    s.add(motion(400, 470, LB, 3, 80));
    const spark = (x, y, k) => p('M0 -18l4 14 14 4-14 4-4 14-4-14-14-4 14-4z', OR2, { transform: tr(x, y, k) });
    s.add(spark(330, 150, 1.2), spark(880, 120, 1.5), spark(920, 320, 0.9), spark(270, 360, 0.8));
    s.add(s.use('cloud', 60, 130, 1, false, { fill: W }), s.use('cloud', 970, 220, 0.9, false, { fill: W }));
    s.add(s.use('box3', 850, 560, 1.5), s.use('box3', 960, 560, 1.3));
    return s;
  },
  sehirlerarasi() {
    const s = new Svg(1200, 630);
    s.add(rect(0, 0, 1200, 630, LIGHT));
    let grid = '';
    for (let x = 60; x < 1200; x += 60) grid += `M${x} 0V630`;
    for (let y = 30; y < 630; y += 60) grid += `M0 ${y}H1200`;
    s.add(line(grid, LB2, 2));
    s.add(p('M0 0h260q-40 90 20 170t-60 200q-80 80-220 80z', LB, { opacity: '.55' }));
    s.add(p('M820 630q60-120 200-140t180-120v260z', LB, { opacity: '.45' }), p('M560 0q40 60 140 50t160-50z', LB2));
    // cities
    s.add(skyline(30, 360, 0.36, B2), rect(20, 360, 340, 8, B2, { rx: 4 }));
    s.add(city(880, 250, 0.8, N3), rect(870, 250, 310, 8, N3, { rx: 4 }));
    // road
    const road = 'M190 372C230 470 380 560 520 500S640 300 780 330 930 300 1020 256';
    s.add(line(road, GREY, 44), line(road, W, 34), line(road, OR, 6, { 'stroke-dasharray': '22 18' }));
    s.add(s.use('pin', 190, 330, 1.2), s.use('pin', 1020, 210, 1.2));
    s.add(s.use('truck', 560, 430, 0.55));
    s.add(circle(380, 520, 10, B2), circle(780, 330, 10, B2), circle(380, 520, 4, W), circle(780, 330, 4, W));
    s.add(s.use('treeB', 300, 300, 0.7), s.use('treeB', 680, 560, 0.8), s.use('tree', 740, 230, 0.6), s.use('treeB', 470, 230, 0.6));
    // compass
    s.add(circle(1110, 540, 46, W, { stroke: LB, 'stroke-width': 4 }), p('M1110 500l12 40-12 40-12-40z', LB), p('M1110 500l12 40h-24z', OR));
    return s;
  },
  maliyet() {
    const s = new Svg(1200, 630);
    lightBg(s, [600, 320, 280]);
    s.add(rect(0, 560, 1200, 70, LB2), rect(0, 556, 1200, 6, LB));
    // calculator
    s.add(rect(450, 70, 300, 480, NAVY, { rx: 32 }), rect(450, 70, 300, 20, N2, { rx: 10, opacity: '0' }));
    s.add(rect(480, 104, 240, 100, LB, { rx: 12 }), rect(500, 160, 24, 28, BLUE), rect(534, 144, 24, 44, BLUE), rect(568, 128, 24, 60, BLUE), rect(602, 150, 24, 38, OR), line('M500 132l30-8 34-18 34 14 34-12 40-12', W, 4));
    for (let j = 0; j < 5; j++) for (let i = 0; i < 4; i++) {
      const x = 480 + i * 62, y = 226 + j * 62;
      const col = i === 3 ? (j === 4 ? OR2 : OR) : (j === 0 ? LB : B2);
      s.add(rect(x, y, 52, 50, col, { rx: 12 }));
    }
    // boxes left
    s.add(s.use('box3', 120, 560, 2), s.use('box3', 270, 560, 1.6), s.use('box3', 160, 455, 1.5));
    // coins right
    s.add(coinStack(860, 560, 6), coinStack(950, 560, 4), coin(1060, 512, 46), coin(1010, 300, 30), coin(930, 380, 22));
    s.add(line('M820 200l60-40 50 20 80-70', GREEN, 8), p('M1020 96l-28 4 20 20z', GREEN, { stroke: GREEN, 'stroke-width': 6, 'stroke-linejoin': 'round' }));
    s.add(s.use('cloud', 90, 140, 0.9, false, { fill: W }));
    return s;
  },
  paketleme() {
    const s = new Svg(1200, 630);
    const vase = 'M448 250h84v14c0 18-14 26-14 46 0 34 72 64 72 140 0 70-44 110-100 110s-100-40-100-110c0-76 72-106 72-140 0-20-14-28-14-46z';
    s.def(`<pattern id="bub" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="10" fill="${W}" opacity=".7"/><circle cx="10" cy="10" r="3" fill="${W}"/></pattern>`);
    s.def(`<clipPath id="vc"><path d="${vase}"/></clipPath>`);
    lightBg(s, [600, 320, 290]);
    s.add(rect(0, 560, 1200, 70, LB2), rect(0, 556, 1200, 6, LB));
    // bubble wrap sheet hanging from its roll
    s.add(p('M80 170h260v390H80z', LB), p('M80 170h260v390H80z', 'url(#bub)'), rect(66, 140, 288, 50, LB2, { rx: 25 }),
      p('M80 165h270', 'none', { stroke: W, 'stroke-width': 3, opacity: '.6' }), circle(354, 165, 25, LB), circle(354, 165, 10, W));
    // vase, its belly wrapped in bubble wrap and taped
    s.add(p(vase, B2), p('M470 264c0 20-12 30-12 46', 'none', { stroke: W, 'stroke-width': 6, opacity: '.35', 'stroke-linecap': 'round' }));
    s.add(g('', rect(380, 360, 220, 150, LB) + rect(380, 360, 220, 150, 'url(#bub)') + rect(380, 420, 220, 20, OR2), { 'clip-path': 'url(#vc)' }));
    s.add(rect(444, 244, 92, 14, N3, { rx: 6 }));
    // open box with paper
    s.add(p('M640 380h200v180H640z', OR2), p('M640 380l-40-50 20-12 40 62zM840 380l40-50-20-12-40 62z', OR), p('M670 380c10-40 50-50 80-30 26-28 74-12 76 30z', W), rect(640, 380, 200, 18, OR), rect(680, 470, 80, 44, W, { opacity: '.8', rx: 4 }));
    // desktop tape dispenser
    s.add(g('translate(960 560) scale(.85)',
      rect(-18, -84, 16, 50, SLATE) + rect(-80, -42, 200, 42, NAVY, { rx: 14 }) + p('M96 -42l38-34h18v14l-34 30z', NAVY) +
      line('M136 -80l4-8 4 8 4-8 4 8', SLATE, 3) + circle(-10, -84, 56, OR) + circle(-10, -84, 40, OR2) + circle(-10, -84, 24, W) +
      circle(-10, -84, 9, SLATE) + line('M44 -92l92-10', OR2, 6) + rect(-60, -30, 120, 8, N3, { rx: 4 })));
    s.add(s.use('box3', 1086, 560, 1.3), s.use('box3', 1100, 495, 0.9));
    return s;
  },
};

// ---------------------------------------------------------------- og image
function ogSvg() {
  const s = new Svg(1200, 630);
  s.def('<linearGradient id="sky" x1="0" y1="0" x2="0" y2="500" gradientUnits="userSpaceOnUse"><stop offset=".1" stop-color="#08243c"/><stop offset="1" stop-color="#155a9a"/></linearGradient>');
  s.add(rect(0, 0, 1200, 630, 'url(#sky)'));
  s.add(circle(1080, 110, 34, LIGHT, { opacity: '.9' }), circle(1080, 110, 60, LIGHT, { opacity: '.06' }));
  s.add(bridge(760, 1200, 880, 1170, 466, 186, N3, LB, true));
  s.add(skyline(640, 500, 0.95, N2));
  s.add(rect(0, 498, 1200, 132, N2), rect(0, 498, 1200, 10, BLUE));
  s.add(p('M0 590h1200', 'none', { stroke: GREY, 'stroke-width': 4, 'stroke-dasharray': '50 40', opacity: '.3' }));
  s.add(s.use('box', 1010, 512, 0.85), s.use('box', 1062, 512, 0.85), s.use('box', 1036, 469, 0.85));
  s.add(s.use('truck', 640, 572, 0.95));
  // logo mark (same shapes as public/logo.svg)
  s.add(g('translate(80 60) scale(2)', '<rect width="48" height="48" rx="10" fill="#155a9a"/><path d="M8 15h19v16H8z" fill="#fff"/><path d="M27 20h7l6 6v5H27z" fill="#f97316"/><circle cx="15" cy="33" r="4" fill="#08243c" stroke="#fff" stroke-width="2"/><circle cx="34" cy="33" r="4" fill="#08243c" stroke="#fff" stroke-width="2"/><path d="M11 21h13M11 25h9" stroke="#155a9a" stroke-width="2" stroke-linecap="round"/>'));
  s.add(`<text x="80" y="240" font-family="DejaVu Sans, sans-serif" font-size="78" font-weight="bold" fill="#fff">Hafif Nakliyat</text>`);
  s.add(rect(82, 266, 120, 8, OR, { rx: 4 }));
  s.add(`<text x="80" y="336" font-family="DejaVu Sans, sans-serif" font-size="38" font-weight="bold" fill="#fb923c">Yükünüz Hafif, Gönlünüz Rahat</text>`);
  s.add(`<text x="80" y="388" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#a9cbee">İstanbul evden eve ve ofis taşımacılığı</text>`);
  return s.toString();
}

// ---------------------------------------------------------------- write + verify
function check(file, svg, maxBytes, allowText = false) {
  const problems = [];
  const bytes = Buffer.byteLength(svg);
  if (bytes > maxBytes) problems.push(`${bytes} bytes > ${maxBytes}`);
  for (const m of svg.matchAll(/#[0-9a-fA-F]{3,6}\b/g)) {
    let c = m[0].toLowerCase();
    if (c.length === 4) c = '#' + [...c.slice(1)].map((ch) => ch + ch).join('');
    if (!PALETTE.has(c)) problems.push(`colour ${m[0]} not in palette`);
  }
  if (/<image|<script|@import|<a[\s>]|<style|url\((?!#)/.test(svg)) problems.push('external reference');
  if (!allowText && /<text/.test(svg)) problems.push('text element');
  if (!svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('no xmlns');
  for (const m of svg.matchAll(/<(linear|radial)Gradient[\s\S]*?<\/\1Gradient>/g)) {
    if ((m[0].match(/<stop/g) ?? []).length > 2) problems.push('gradient with more than two stops');
  }
  // coordinates: integers or one decimal (scale factors and opacities may have more)
  const coords = svg.replace(/scale\([^)]*\)/g, '').replace(/(opacity|offset)="[^"]*"/g, '');
  for (const m of coords.matchAll(/-?\d+\.\d{2,}/g)) { problems.push(`number with >1 decimal: ${m[0]}`); break; }
  if (problems.length) throw new Error(`${file}: ${[...new Set(problems)].join('; ')}`);
}

const outputs = [];
async function emit(rel, svg, maxBytes) {
  check(rel, svg, maxBytes);
  const file = path.join(ROOT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  if (PREVIEW) {
    mkdirSync(PREVIEW, { recursive: true });
    writeFileSync(path.join(PREVIEW, rel.replace(/^public\//, '').replaceAll('/', '_').replace(/\.svg$/, '.png')), png);
  }
  outputs.push([rel, statSync(file).size]);
}

await emit('public/images/hero-default.svg', hero(), 25 * 1024);
for (const [id, f] of Object.entries(services)) await emit(`public/images/services/${id}.svg`, f().toString(), 10 * 1024);
for (const [id, f] of Object.entries(blog)) await emit(`public/images/blog/${id}.svg`, f().toString(), 12 * 1024);

const og = ogSvg();
check('og', og, 1e9, true);
const ogFile = path.join(ROOT, 'public/og-image.png');
await sharp(Buffer.from(og)).resize(1200, 630).png({ compressionLevel: 9, palette: true }).toFile(ogFile);
const meta = await sharp(ogFile).metadata();
if (meta.width !== 1200 || meta.height !== 630) throw new Error('og size');
if (statSync(ogFile).size > 120 * 1024) throw new Error(`og-image.png too big: ${statSync(ogFile).size}`);
if (PREVIEW) writeFileSync(path.join(PREVIEW, 'og-image.png'), await sharp(ogFile).toBuffer());
outputs.push(['public/og-image.png', statSync(ogFile).size]);
for (const [f, n] of outputs) console.log(`${String(n).padStart(6)}  ${f}`);
