// The shared drawing kit of the built-in artwork: the brand palette, SVG primitives, a library
// of flat components (vehicles, boxes, furniture, people), scenery helpers and the checks every
// drawing passes. The generators (illustrations.mjs, builtin-media.mjs) and the drawings
// (illustrations/, scenes/) import from here; nothing here writes a file.
import path from 'node:path';

/** The repository root (tools/artwork/../..). */
export const ROOT = path.resolve(import.meta.dirname, '..', '..');

// ---------------------------------------------------------------- palette
export const NAVY = '#08243c',
  N2 = '#0c3659',
  N3 = '#104878',
  BLUE = '#155a9a',
  B2 = '#1f6fb8';
export const LB = '#a9cbee',
  LB2 = '#d6e6f7',
  LIGHT = '#eef5fc',
  OR = '#f97316',
  OR2 = '#fb923c';
export const W = '#fff',
  SLATE = '#64748b',
  GREY = '#cbd5e1',
  GREEN = '#1fa855';
export const PALETTE = new Set([NAVY, N2, N3, BLUE, B2, LB, LB2, LIGHT, OR, OR2, '#ffffff', SLATE, GREY, GREEN]);

// ---------------------------------------------------------------- svg helpers
export const r = (v) => Math.round(v * 10) / 10;
export const attrs = (o = {}) =>
  Object.entries(o)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
export const rect = (x, y, w, h, fill, extra = {}) =>
  `<rect${x ? ` x="${r(x)}"` : ''}${y ? ` y="${r(y)}"` : ''} width="${r(w)}" height="${r(h)}"${fill ? ` fill="${fill}"` : ''}${attrs(extra)}/>`;
export const circle = (cx, cy, rad, fill, extra = {}) =>
  `<circle${cx ? ` cx="${r(cx)}"` : ''}${cy ? ` cy="${r(cy)}"` : ''} r="${r(rad)}"${fill ? ` fill="${fill}"` : ''}${attrs(extra)}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${attrs(extra)}/>`;
export const p = (d, fill, extra = {}) => `<path d="${d}"${fill ? ` fill="${fill}"` : ''}${attrs(extra)}/>`;
export const line = (d, stroke, width, extra = {}) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;
export const g = (transform, body, extra = {}) =>
  `<g${transform ? ` transform="${transform}"` : ''}${attrs(extra)}>${body}</g>`;
export const tr = (x, y, s = 1, flip = false) =>
  `translate(${r(x)} ${r(y)})` + (s !== 1 || flip ? ` scale(${flip ? -s : s}${flip ? ` ${s}` : ''})` : '');
export const poly = (pts) => 'M' + pts.map(([x, y]) => `${r(x)} ${r(y)}`).join('L') + 'z';
export const lerp = (a, b, t) => a + (b - a) * t;
export const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export function windows(x, y, cols, rows, w, h, gx, gy) {
  let d = '';
  for (let j = 0; j < rows; j++) {
    d += `M${r(x)} ${r(y + j * gy)}`;
    for (let i = 0; i < cols; i++) d += `${i ? `m${r(gx)} 0` : ''}h${r(w)}v${r(h)}h${r(-w)}z`;
  }
  return d;
}
export function mulberry(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------- component library
// Local coordinates, ground at y = 0, facing right.
export function wheel(x, rad = 24) {
  return circle(x, -rad, rad, NAVY) + circle(x, -rad, rad * 0.42, GREY) + circle(x, -rad, rad * 0.16, SLATE);
}
export const LIB = {
  truck: () =>
    [
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
      wheel(62),
      wheel(116),
      wheel(302),
    ].join(''),
  van: () =>
    [
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
      wheel(54, 20),
      wheel(198, 20),
    ].join(''),
  semi: () =>
    [
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
      wheel(46),
      wheel(100),
      wheel(154),
      wheel(474),
      wheel(530),
    ].join(''),
  box: () =>
    [
      rect(0, -50, 60, 50, OR2, { rx: 2 }),
      rect(0, -50, 60, 9, OR),
      rect(25, -50, 10, 24, W, { opacity: '.75' }),
      rect(8, -18, 16, 10, W, { opacity: '.8', rx: 1 }),
    ].join(''),
  box3: () =>
    [
      rect(0, -50, 60, 50, OR2),
      p('M60 0l24-14v-50l-24 14z', OR),
      p('M0 -50h60l24-14H24z', OR2),
      p('M0 -50h60l24-14H24z', W, { opacity: '.3' }),
      p('M25 -50h10l24-14H49z', W, { opacity: '.75' }),
      rect(25, -50, 10, 16, W, { opacity: '.75' }),
      rect(8, -18, 16, 10, W, { opacity: '.8' }),
    ].join(''),
  crate: () =>
    [
      rect(0, -50, 60, 50, OR2, { rx: 2 }),
      rect(0, -50, 60, 9, OR),
      rect(25, -50, 10, 24, W, { opacity: '.75' }),
      rect(7, -22, 22, 15, W),
      line('M11 -17h9M11 -12h14', SLATE, 2),
      rect(44, -22, 8, 15, NAVY, { opacity: '.25' }),
    ].join(''),
  // box with a "fragile" glass symbol instead of a label
  boxF: () =>
    [
      rect(0, -50, 60, 50, OR2),
      p('M60 0l24-14v-50l-24 14z', OR),
      p('M0 -50h60l24-14H24z', OR2),
      p('M0 -50h60l24-14H24z', W, { opacity: '.3' }),
      p('M25 -50h10l24-14H49z', W, { opacity: '.75' }),
      rect(25, -50, 10, 16, W, { opacity: '.75' }),
      p('M8 -28h12l-2 8q-4 3-8 0z', NAVY, { opacity: '.55' }),
      rect(13, -20, 2, 8, NAVY, { opacity: '.55' }),
      rect(9, -13, 10, 2, NAVY, { opacity: '.55' }),
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
  sofa: () =>
    [
      rect(14, -14, 8, 14, NAVY),
      rect(158, -14, 8, 14, NAVY),
      rect(12, -92, 156, 48, BLUE, { rx: 12 }),
      rect(10, -50, 160, 38, B2, { rx: 8 }),
      rect(0, -70, 26, 60, N3, { rx: 10 }),
      rect(154, -70, 26, 60, N3, { rx: 10 }),
      line('M90 -86v32M30 -50h120', N3, 2, { opacity: '.5' }),
    ].join(''),
  armchair: () =>
    [
      rect(12, -14, 7, 14, NAVY),
      rect(77, -14, 7, 14, NAVY),
      rect(10, -96, 76, 52, OR, { rx: 14 }),
      rect(8, -50, 80, 38, OR2, { rx: 8 }),
      rect(0, -72, 22, 62, OR, { rx: 10 }),
      rect(74, -72, 22, 62, OR, { rx: 10 }),
    ].join(''),
  wardrobe: () =>
    [
      rect(0, -170, 96, 164, LB, { rx: 4 }),
      rect(6, -164, 40, 152, LB2, { rx: 2 }),
      rect(50, -164, 40, 152, LB2, { rx: 2 }),
      rect(40, -96, 3, 18, OR),
      rect(53, -96, 3, 18, OR),
      rect(4, -6, 10, 6, N3),
      rect(82, -6, 10, 6, N3),
      line('M8 -120l34-34M8 -60l34-34M54 -110l32-32M54 -50l32-32', W, 3, { opacity: '.8' }),
    ].join(''),
  desk: () =>
    [
      rect(0, -82, 170, 10, BLUE, { rx: 3 }),
      rect(8, -72, 8, 72, N3),
      rect(154, -72, 8, 72, N3),
      rect(110, -72, 46, 60, B2, { rx: 2 }),
      rect(116, -62, 34, 4, LB),
      rect(116, -40, 34, 4, LB),
    ].join(''),
  monitor: () =>
    [
      rect(-38, -62, 76, 48, NAVY, { rx: 4 }),
      rect(-33, -57, 66, 38, LB),
      p('M-33 -57h30l-18 38h-12z', W, { opacity: '.4' }),
      rect(-4, -14, 8, 10, N2),
      rect(-18, -5, 36, 5, N2, { rx: 2 }),
    ].join(''),
  chair: () =>
    [
      rect(-20, -118, 40, 50, N3, { rx: 10 }),
      rect(-4, -70, 8, 12, NAVY),
      rect(-26, -62, 52, 12, BLUE, { rx: 5 }),
      rect(-3, -50, 6, 34, SLATE),
      line('M-26 -10l26-8 26 8', SLATE, 5),
      circle(-26, -6, 5, NAVY),
      circle(26, -6, 5, NAVY),
      circle(0, -6, 5, NAVY),
    ].join(''),
  plant: () =>
    [
      p('M-14 -30h28l-4 30h-20z', OR),
      p('M0 -30c-16-10-22-30-10-44 8 14 12 28 10 44z', GREEN),
      p('M0 -30c14-12 26-14 30-30-16-2-26 10-30 30z', GREEN),
      p('M0 -30c-2-20 2-40 12-52 4 20 0 38-12 52z', GREEN, { opacity: '.8' }),
    ].join(''),
  pallet: () =>
    [
      rect(0, -6, 110, 6, SLATE),
      rect(0, -20, 110, 6, SLATE),
      rect(4, -14, 14, 8, SLATE),
      rect(48, -14, 14, 8, SLATE),
      rect(92, -14, 14, 8, SLATE),
    ].join(''),
  load: () =>
    [
      `<use href="#pallet"/>`,
      rect(2, -96, 51, 36, OR2),
      rect(57, -96, 51, 36, OR2),
      rect(2, -58, 51, 36, OR2),
      rect(57, -58, 51, 36, OR2),
      rect(2, -96, 106, 74, LB2, { opacity: '.5' }),
      line('M4 -84l40-10M4 -60l100-26M4 -36l100-26M60 -26l44-12', W, 3, { opacity: '.9' }),
    ].join(''),
  forklift: () =>
    [
      rect(96, -176, 8, 170, SLATE),
      rect(108, -176, 8, 170, SLATE),
      rect(116, -14, 70, 7, NAVY),
      p('M10 -120h56l10 0v62h22v48H0v-70q0-10 10-10z', OR),
      line('M18 -120v-44h50l8 44', NAVY, 6),
      rect(2, -80, 26, 36, OR2, { rx: 4 }),
      rect(-14, -70, 16, 40, N3, { rx: 3 }),
      wheel(26, 20),
      wheel(84, 16),
    ].join(''),
  tree: () =>
    [rect(-4, -40, 8, 40, SLATE), circle(0, -62, 30, GREEN), circle(10, -70, 16, W, { opacity: '.15' })].join(''),
  treeB: () =>
    [rect(-4, -40, 8, 40, SLATE), circle(0, -62, 30, B2), circle(10, -70, 16, W, { opacity: '.15' })].join(''),
  treeN: () => [rect(-4, -40, 8, 40, N2), circle(0, -62, 30, N3), circle(10, -70, 16, LB, { opacity: '.12' })].join(''),
  cypress: () =>
    [rect(-3, -16, 6, 16, SLATE), p('M0 -150c14 30 18 80 14 126q-14 10-28 0c-4-46 0-96 14-126z', N3)].join(''),
  pine: () => [rect(-5, -24, 10, 24, SLATE), p('M0 -150l34 62h-14l30 48h-100l30-48h-14z', N3)].join(''),
  pineSnow: () =>
    [
      rect(-5, -24, 10, 24, SLATE),
      p('M0 -150l34 62h-14l30 48h-100l30-48h-14z', N3),
      p(
        'M0 -150l16 29q-8 6-16 0-8 6-16 0zM-20 -88h40l10 14q-10 8-20 0-10 8-20 0-10 8-20 0zM-36 -40h72l14 0q-14 10-28 2-14 8-30 0-14 8-30 0-14 8-26-2z',
        W,
      ),
    ].join(''),
  palm: () =>
    [
      p('M-4 0q-6-80 10-170h8q-12 90-4 170z', SLATE),
      p(
        'M8 -170q-50-30-96 6 46-12 96-6zM8 -170q40-40 96-20-52-2-96 20zM8 -170q-30 10-60 60 34-38 60-60zM8 -170q40 6 62 56-26-38-62-56zM8 -170q-6-40 30-70-16 40-30 70z',
        GREEN,
      ),
    ].join(''),
  lamp: () =>
    [
      rect(-3, -170, 6, 170, SLATE),
      line('M0 -166q0-14 18-14h12', SLATE, 5),
      rect(22, -184, 22, 8, NAVY, { rx: 3 }),
      rect(24, -177, 18, 4, OR2),
    ].join(''),
  cone: () => [p('M-14 -4l10-40h8l10 40z', OR), rect(-10, -26, 20, 6, W), rect(-20, -5, 40, 5, OR, { rx: 2 })].join(''),
  gull: () => line('M-14 0q7-9 14 0q7-9 14 0', W, 3),
  handTruck: () =>
    [
      line('M0 -150l16 144h56', SLATE, 6),
      line('M-8 -152h14', NAVY, 8),
      circle(14, -12, 12, NAVY),
      circle(14, -12, 5, GREY),
    ].join(''),
  dolly: () => [rect(0, -16, 110, 10, N3, { rx: 3 }), circle(12, -5, 6, NAVY), circle(98, -5, 6, NAVY)].join(''),
  piano: () => {
    let keys = '',
      black = '';
    for (let i = 1; i < 21; i++) keys += `M${4 + i * 7.1} -96v14`;
    for (let i = 0; i < 20; i++)
      if (![2, 6, 9, 13, 16].includes(i % 21)) black += `M${r(8.6 + i * 7.1)} -96h3.6v8h-3.6z`;
    return [
      rect(0, -150, 150, 150, NAVY, { rx: 4 }),
      rect(-4, -156, 158, 12, N2, { rx: 3 }),
      rect(10, -138, 130, 36, N2, { rx: 3 }),
      p('M20 -136h30l-16 32h-14z', LB, { opacity: '.18' }),
      rect(-4, -100, 158, 6, N2),
      rect(4, -96, 142, 14, W),
      line(keys, GREY, 1),
      p(black, NAVY),
      rect(-4, -82, 158, 10, N2),
      rect(14, -62, 122, 50, N2, { rx: 3 }),
      p('M24 -60h20l-12 46h-12z', LB, { opacity: '.15' }),
      rect(4, -12, 14, 12, N2),
      rect(132, -12, 14, 12, N2),
    ].join('');
  },
  fridge: () =>
    [
      rect(0, -180, 84, 180, W, { rx: 8, stroke: GREY, 'stroke-width': 3 }),
      line('M2 -120h80', GREY, 3),
      rect(70, -166, 5, 30, SLATE, { rx: 2 }),
      rect(70, -104, 5, 40, SLATE, { rx: 2 }),
    ].join(''),
  washer: () =>
    [
      rect(0, -96, 80, 96, W, { rx: 6, stroke: GREY, 'stroke-width': 2 }),
      rect(0, -96, 80, 18, LB2, { rx: 6 }),
      circle(14, -87, 4, OR),
      rect(40, -90, 30, 5, GREY, { rx: 2 }),
      circle(40, -40, 26, SLATE),
      circle(40, -40, 19, LB),
      p('M28 -48a14 14 0 0 1 18-6', 'none', { stroke: W, 'stroke-width': 3, 'stroke-linecap': 'round' }),
    ].join(''),
  pin: () => [p('M0 0c-6-14-26-30-26-48a26 26 0 0 1 52 0c0 18-20 34-26 48z', OR), circle(0, -48, 10, W)].join(''),
};
LIB.load.deps = ['pallet'];
const needsBox = new Set(['pCarry']);

// Worker in a navy uniform with orange details, feet at y = 0, facing right.
export function person(pose, hat = 'cap') {
  const legs =
    pose === 'stand' || pose === 'raise' || pose === 'hold' ? 'M-6 -60l-2 54M6 -60l2 54' : 'M-5 -60l-12 54M5 -60l12 54';
  const shoes =
    pose === 'stand' || pose === 'raise' || pose === 'hold'
      ? rect(-16, -7, 16, 7, NAVY, { rx: 3 }) + rect(2, -7, 16, 7, NAVY, { rx: 3 })
      : rect(-26, -7, 16, 7, NAVY, { rx: 3 }) + rect(10, -7, 16, 7, NAVY, { rx: 3 });
  const arm = (d) => line(d, N2, 9);
  const hand = (x, y) => circle(x, y, 5, GREY);
  let back = '',
    front = '',
    held = '';
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
  const head =
    hat === 'helmet'
      ? circle(0, -136, 14, GREY) + p('M-17 -137a17 17 0 0 1 34 0z', OR) + rect(-19, -139, 40, 5, OR2, { rx: 2 })
      : circle(0, -136, 14, GREY) + p('M-14 -138a14 14 0 0 1 28 0z', NAVY) + rect(8, -141, 14, 5, OR, { rx: 2 });
  return [
    back,
    line(legs, N3, 12),
    shoes,
    rect(-17, -120, 34, 64, N2, { rx: 13 }),
    rect(-17, -84, 34, 6, OR),
    rect(-17, -72, 34, 10, NAVY),
    p('M-7 -120l7 9 7-9z', OR),
    head,
    held,
    front,
  ].join('');
}

// Civilian (customer, family member), feet at y = 0.
export function civilian({ shirt = B2, pants = N3, hair = NAVY, long = false, wave = false, skirt = false }) {
  const arm = (d) => line(d, shirt, 9);
  const hand = (x, y) => circle(x, y, 5, GREY);
  const back = arm('M-10 -108l-6 36') + hand(-16, -70);
  const front = wave ? arm('M10 -110l16 -26 -4 -28') + hand(22, -166) : arm('M10 -108l8 36') + hand(18, -70);
  const legs = skirt
    ? p('M-16 -66h32l6 40h-44z', pants) + line('M-7 -28v22M7 -28v22', GREY, 7)
    : line('M-6 -60l-2 54M6 -60l2 54', pants, 12);
  const hairD = long
    ? 'M-15 -138a15 15 0 0 1 30 0q-8-6-15-6t-8 6v4h-7v34q-5 5-10 0v-30z'
    : 'M-15 -136a15 15 0 0 1 30 0q-8-6-16-4-8 2-14 4z';
  return [
    back,
    legs,
    rect(-16, -7, 16, 7, NAVY, { rx: 3 }),
    rect(2, -7, 16, 7, NAVY, { rx: 3 }),
    rect(-17, -120, 34, 60, shirt, { rx: 13 }),
    circle(0, -136, 14, GREY),
    p(hairD, hair),
    front,
  ].join('');
}

// ---------------------------------------------------------------- drawing
/**
 * One drawing: components are defined once in <defs> and placed with <use>. `toString()` gives
 * the stand-alone file (it scales to its box); `sized()` gives a fixed pixel size and an
 * optional crop (a camera window), for rasterizing.
 */
export class Svg {
  constructor(w = 1200, h = 800) {
    this.w = w;
    this.h = h;
    this.defs = new Map();
    this.parts = [];
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
  def(s) {
    this.defs.set(`_${this.defs.size}`, s);
    return this;
  }
  use(id, x, y, s = 1, flip = false, extra = {}) {
    this.need(id);
    return `<use href="#${id}" transform="${tr(x, y, s, flip)}"${attrs(extra)}/>`;
  }
  add(...s) {
    this.parts.push(...s);
    return this;
  }
  // grad('id', x1, y1, x2, y2, [[offset, colour, opacity?], [..]]) in user space
  grad(id, x1, y1, x2, y2, stops) {
    return this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" gradientUnits="userSpaceOnUse">` +
        stops
          .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
          .join('') +
        '</linearGradient>',
    );
  }
  radial(id, colour, a0 = 0.5) {
    return this.def(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${a0}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
  }
  body() {
    const defs = [...this.defs.values()].join('');
    return (defs ? `<defs>${defs}</defs>` : '') + this.parts.join('') + '</svg>\n';
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.w} ${this.h}">` + this.body();
  }
  sized({ width = this.w, height = this.h, viewBox = [0, 0, this.w, this.h] } = {}) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox.map(r).join(' ')}" preserveAspectRatio="xMidYMid slice">` +
      this.body()
    );
  }
}

// ---------------------------------------------------------------- scenery helpers
export function mosque(cx, s = 1) {
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
  for (const [ox, h] of [
    [-122, 190],
    [112, 190],
    [-100, 150],
    [90, 150],
  ])
    d += minaret(cx + k(ox), k(h), k(10));
  return d;
}
export function minaret(x, h, w) {
  const b = r(w * 0.3);
  return (
    `M${r(x)} 0v${r(-h)}h${r(w)}v${r(h)}z` +
    `M${r(x - b)} ${r(-h * 0.72)}h${r(w + 2 * b)}v${r(w * 0.45)}h${r(-w - 2 * b)}z` +
    `M${r(x)} ${r(-h)}l${r(w / 2)} ${r(-w * 3)}l${r(w / 2)} ${r(w * 3)}z`
  );
}
export function galata(x, s = 1) {
  const k = (v) => r(v * s);
  return (
    `M${r(x)} 0v${k(-130)}h${k(38)}v${k(130)}z` +
    `M${r(x - k(5))} ${k(-138)}h${k(48)}v${k(9)}h${k(-48)}z` +
    `M${r(x + k(2))} ${k(-160)}h${k(34)}v${k(22)}h${k(-34)}z` +
    `M${r(x - k(2))} ${k(-160)}l${k(21)} ${k(-48)}l${k(21)} ${k(48)}z`
  );
}
export function blocks(list) {
  return list.map(([x, w, h]) => `M${x} 0v${-h}h${w}v${h}z`).join('');
}
export function skyline(x, y, s, fill, extra = {}) {
  const d =
    blocks([
      [0, 70, 40],
      [60, 50, 62],
      [104, 40, 48],
      [200, 60, 56],
      [250, 44, 38],
      [520, 60, 46],
      [570, 48, 64],
      [610, 70, 40],
      [830, 70, 52],
      [880, 40, 34],
    ]) +
    galata(150) +
    mosque(400) +
    mosque(730, 0.72) +
    minaret(300, 120, 8) +
    minaret(560, 104, 8);
  return p(d, fill, { transform: tr(x, y, s), ...extra });
}
export function bridge(xa, xb, t1, t2, deck, towerH, col, cable, hangers = true) {
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
export function apartment(x, ground, w, h, body, win, cols, rows, extra = '') {
  const gx = (w - 20) / cols,
    gy = (h - 30) / rows;
  return (
    rect(x, ground - h, w, h, body) +
    rect(x - 4, ground - h - 8, w + 8, 10, body, { rx: 2 }) +
    p(windows(x + 10 + gx * 0.2, ground - h + 16, cols, rows, gx * 0.6, gy * 0.55, gx, gy), win) +
    extra
  );
}
export function ladder(x, y, len, angle, w, col) {
  let rungs = '';
  for (let i = 10; i < len - 4; i += 16) rungs += `M${i} ${-w + 3}v${w - 6}`;
  return g(
    `translate(${r(x)} ${r(y)}) rotate(${r(angle)})`,
    rect(0, -w, len, 5, col, { rx: 2 }) + rect(0, -5, len, 5, col, { rx: 2 }) + line(rungs, col, 3),
  );
}
export function shadow(cx, y, rx, op = 0.18, col = NAVY) {
  return ellipse(cx, y, rx, Math.max(4, rx * 0.07), col, { opacity: op });
}
export function stars(seed, n, x0, y0, w, h, op = 0.6) {
  const rnd = mulberry(seed);
  let d = '';
  for (let i = 0; i < n; i++) d += `M${r(x0 + rnd() * w)} ${r(y0 + rnd() * h)}h0`;
  return line(d, W, 3, { opacity: op });
}
export function motion(x, y, col = LB, n = 3, len = 60) {
  let d = '';
  for (let i = 0; i < n; i++) d += `M${x - i * 14} ${y + i * 20}h${-len + i * 14}`;
  return line(d, col, 6);
}
// Open rear door of a truck placed with its rear edge at x, ground at y, scale k.
export function openDoor(x, y, k) {
  return (
    rect(x - 20 * k, y - 180 * k, 18 * k, 132 * k, B2, { rx: 3 }) +
    rect(x - 20 * k, y - 180 * k, 6 * k, 132 * k, N3) +
    rect(x - 2 * k, y - 182 * k, 6 * k, 136 * k, NAVY, { opacity: '.55' })
  );
}
// A worker carrying a packed item in front (a box by default) is pCarry; these are the bigger loads.
export function wrapped(x, y, w, h, col = LB2, extra = '') {
  return (
    rect(x, y - h, w, h, col, { rx: 10 }) +
    line(
      `M${x + 8} ${y - h + 14}l${w * 0.3} ${h * 0.6}M${x + w * 0.4} ${y - h + 8}l${w * 0.35} ${h * 0.7}M${x + w * 0.7} ${y - h + 10}l${w * 0.25} ${h * 0.5}`,
      W,
      3,
      { opacity: '.85' },
    ) +
    extra
  );
}
export function rain(seed, n, x0, y0, w, h, col = LB, op = 0.5, len = 30) {
  const rnd = mulberry(seed);
  let d = '';
  for (let i = 0; i < n; i++) d += `M${r(x0 + rnd() * w)} ${r(y0 + rnd() * h)}l${r(-len * 0.3)} ${len}`;
  return line(d, col, 2, { opacity: op });
}
export function flakes(seed, n, x0, y0, w, h, op = 0.85) {
  const rnd = mulberry(seed);
  let d = '';
  for (let i = 0; i < n; i++) {
    const x = r(x0 + rnd() * w),
      y = r(y0 + rnd() * h),
      k = rnd();
    d += `M${x} ${y}h0`;
    if (k > 0.8) d += `M${x + 0.5} ${y}h0`;
  }
  return (
    line(d, W, 6, { opacity: op }) +
    (() => {
      let d2 = '';
      for (let i = 0; i < n / 2; i++) d2 += `M${r(x0 + rnd() * w)} ${r(y0 + rnd() * h)}h0`;
      return line(d2, W, 3.5, { opacity: op * 0.8 });
    })()
  );
}
export function fence(x0, x1, y, h, col, step = 26) {
  let d = `M${x0} ${y - h * 0.75}H${x1}M${x0} ${y - h * 0.3}H${x1}`;
  for (let x = x0; x <= x1; x += step) d += `M${x} ${y}v${-h}`;
  return line(d, col, 4);
}
export function framedWindow(x, y, w, h, frame, glass, inside = '') {
  return (
    rect(x - 10, y - 10, w + 20, h + 20, frame, { rx: 6 }) +
    rect(x, y, w, h, glass) +
    inside +
    rect(x + w / 2 - 4, y, 8, h, frame) +
    rect(x, y + h * 0.42, w, 8, frame)
  );
}
export function clouds(s, list, fill = W, op = 1) {
  for (const [x, y, k] of list) s.add(s.use('cloud', x, y, k, false, { fill, opacity: op }));
}
// Lifting platform (for the furniture lift), origin at the platform floor centre.
export function liftPlatform(x, y, load = 'armchair', s, k = 1) {
  const body =
    p('M-34 4l20 16h28l20 -16z', NAVY) +
    rect(-56, -6, 112, 12, OR, { rx: 2 }) +
    line('M-56 0v-40M56 0v-40M-56 -40h12M44 -40h12', OR, 4) +
    (load === 'armchair' ? s.use('armchair', -44, -6, 0.9) : '') +
    (load === 'boxes' ? s.use('box3', -52, -6, 0.8) + s.use('box3', 4, -6, 0.7) + s.use('box3', -40, -46, 0.7) : '');
  return g(tr(x, y, k), body);
}
// Simple modern city (for the "other" city): towers with a TV-tower-like spire.
export function city(x, y, s, fill, extra = {}) {
  const d =
    blocks([
      [0, 50, 60],
      [46, 40, 110],
      [82, 56, 80],
      [134, 36, 150],
      [166, 60, 96],
      [222, 44, 124],
      [262, 70, 64],
      [328, 40, 88],
    ]) +
    'M134 -150l18-26 18 26zM150 -176v-30h4v30z' +
    'M222 -124a22 22 0 0 1 44 0z' +
    minaret(296, 110, 7);
  const win =
    windows(54, -100, 2, 6, 8, 8, 16, 15) +
    windows(140, -138, 2, 8, 8, 8, 16, 16) +
    windows(228, -112, 2, 6, 8, 8, 16, 17);
  return p(d, fill, { transform: tr(x, y, s), ...extra }) + p(win, LB, { transform: tr(x, y, s), opacity: '.6' });
}
export function checkTick(x, y, s, col, w = 6) {
  return line(`M${r(x)} ${r(y)}l${r(8 * s)} ${r(8 * s)} ${r(16 * s)} ${r(-18 * s)}`, col, w);
}
export function lightBg(svg, blob = [400, 250, 215]) {
  svg.add(rect(0, 0, svg.w, svg.h, LIGHT));
  if (blob) svg.add(circle(blob[0], blob[1], blob[2], LB2));
}

// ---------------------------------------------------------------- checks
/**
 * Throws when a drawing leaves the palette or carries something the site must not serve.
 * `served` drawings are published as SVG files: they also stay under `maxBytes`, name their
 * namespace, use two-stop gradients and at most one decimal in coordinates. The others are
 * only rasterized; `allowText` lets the social-sharing picture carry its lettering.
 */
export function checkSvg(name, svg, { served = false, maxBytes = Infinity, allowText = false } = {}) {
  const problems = [];
  for (const m of svg.matchAll(/#[0-9a-fA-F]{3,6}\b/g)) {
    let c = m[0].toLowerCase();
    if (c.length === 4) c = '#' + [...c.slice(1)].map((ch) => ch + ch).join('');
    if (!PALETTE.has(c)) problems.push(`colour ${m[0]} not in palette`);
  }
  if (/<image|<script|<style|@import|<a[\s>]|url\((?!#)/.test(svg))
    problems.push('image, script, style or external reference');
  if (!allowText) {
    if (/<text/.test(svg)) problems.push('text element');
    if (/>[^<\s][^<]*</.test(svg.replace(/<defs>[\s\S]*?<\/defs>/, ''))) problems.push('stray character data');
  }
  if (served) {
    const bytes = Buffer.byteLength(svg);
    if (bytes > maxBytes) problems.push(`${bytes} bytes > ${maxBytes}`);
    if (!svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('no xmlns');
    for (const m of svg.matchAll(/<(linear|radial)Gradient[\s\S]*?<\/\1Gradient>/g)) {
      if ((m[0].match(/<stop/g) ?? []).length > 2) problems.push('gradient with more than two stops');
    }
    // coordinates: integers or one decimal (scale factors and opacities may have more)
    const coords = svg.replace(/scale\([^)]*\)/g, '').replace(/(opacity|offset)="[^"]*"/g, '');
    const long = coords.match(/-?\d+\.\d{2,}/);
    if (long) problems.push(`number with more than one decimal: ${long[0]}`);
  }
  if (problems.length) throw new Error(`${name}: ${[...new Set(problems)].join('; ')}`);
}
