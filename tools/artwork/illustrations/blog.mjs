// The blog illustrations (1200 x 630), one per blog category of content/blog; served as
// public/images/blog/{category}.svg.
import {
  NAVY,
  LB,
  W,
  r,
  rect,
  circle,
  p,
  line,
  g,
  tr,
  Svg,
  skyline,
  motion,
  city,
  checkTick,
  lightBg,
  N2,
  N3,
  BLUE,
  B2,
  LB2,
  LIGHT,
  OR,
  OR2,
  SLATE,
  GREY,
  GREEN,
} from '../kit.mjs';

function shieldPath(cx, top, w, h) {
  const hw = w / 2;
  return `M${cx} ${top}l${hw} ${r(h * 0.14)}v${r(h * 0.36)}c0 ${r(h * 0.28)}-${r(hw * 0.45)} ${r(h * 0.42)}-${hw} ${r(h * 0.5)}c-${r(hw * 0.55)}-${r(h * 0.08)}-${hw}-${r(h * 0.22)}-${hw}-${r(h * 0.5)}v-${r(h * 0.36)}z`;
}
function coin(x, y, rad) {
  return (
    circle(x, y, rad, OR) +
    circle(x, y, rad * 0.78, OR2) +
    circle(x, y, rad * 0.55, 'none', { stroke: W, 'stroke-width': 3, opacity: '.6' })
  );
}
function coinStack(x, y, n, rx = 34) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const cy = y - i * 12;
    out +=
      `<ellipse cx="${x}" cy="${r(cy)}" rx="${rx}" ry="11" fill="${OR}"/>` +
      rect(x - rx, cy - 10, rx * 2, 10, OR) +
      `<ellipse cx="${x}" cy="${r(cy - 10)}" rx="${rx}" ry="11" fill="${OR2}"/>`;
  }
  out += `<ellipse cx="${x}" cy="${r(y - (n - 1) * 12 - 10)}" rx="${r(rx * 0.6)}" ry="6" fill="none" stroke="${W}" stroke-width="2.5" opacity=".6"/>`;
  return out;
}

export const BLOG_ART = {
  'nakliyat-rehberi'() {
    const s = new Svg(1200, 630);
    lightBg(s, [600, 320, 290]);
    s.add(rect(0, 560, 1200, 70, LB2));
    // clipboard
    s.add(rect(420, 70, 360, 500, BLUE, { rx: 26 }), rect(446, 110, 308, 436, W, { rx: 10 }));
    s.add(
      rect(530, 50, 140, 56, SLATE, { rx: 14 }),
      rect(554, 40, 92, 30, N3, { rx: 12 }),
      circle(600, 55, 8, LIGHT),
      rect(540, 88, 120, 12, OR, { rx: 4 }),
    );
    let lines = '';
    for (let i = 0; i < 5; i++) {
      const y = 160 + i * 74;
      s.add(rect(476, y, 40, 40, i < 4 ? LB2 : W, { rx: 8, stroke: i < 4 ? B2 : GREY, 'stroke-width': 3 }));
      if (i < 4) s.add(checkTick(484, y + 18, 1, GREEN, 7));
      lines += `M540 ${y + 12}h${[170, 140, 180, 120, 150][i]}M540 ${y + 30}h${[110, 160, 90, 140, 100][i]}`;
    }
    s.add(line(lines, GREY, 9));
    // pencil
    s.add(
      g(
        'translate(810 470) rotate(-40)',
        rect(0, -12, 190, 24, OR, { rx: 4 }) +
          rect(0, -12, 190, 8, OR2) +
          rect(170, -12, 26, 24, LB) +
          p('M0 -12l-30 12 30 12z', W) +
          p('M-20 -4l-10 4 10 4z', NAVY),
      ),
    );
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
    s.add(
      rect(70, 60, 420, 250, W, { rx: 10 }),
      rect(86, 76, 388, 218, LB2),
      skyline(96, 294, 0.42, LB),
      rect(274, 76, 10, 218, W),
      rect(86, 180, 388, 8, W),
    );
    s.add(
      rect(560, 70, 120, 150, W, { rx: 6 }),
      rect(574, 90, 92, 10, LB),
      rect(574, 110, 70, 10, LB2),
      rect(574, 130, 84, 10, LB2),
      rect(574, 170, 50, 30, OR2, { rx: 3 }),
    );
    // desk with bubble-wrapped monitor
    s.add(s.use('desk', 80, 500, 1.7), s.use('monitor', 180, 361, 1.5));
    s.add(
      rect(118, 262, 124, 92, LB2, { opacity: '.6', rx: 12 }),
      line('M126 280l40 40M150 270l60 60M190 270l48 48M130 316l30 30', W, 4, { opacity: '.9' }),
    );
    s.add(rect(290, 336, 80, 20, LB, { rx: 4 }), s.use('plant', 380, 361, 0.9));
    // chair
    s.add(s.use('chair', 460, 500, 1.4));
    // open box with folders
    s.add(
      rect(640, 380, 40, 90, B2, { transform: 'rotate(-8 660 425)' }),
      rect(680, 370, 40, 90, OR),
      rect(720, 384, 36, 80, LB, { transform: 'rotate(10 738 424)' }),
    );
    s.add(
      p('M620 400h150l0 100h-150z', OR2),
      p('M620 400l-40 -30 14-10 40 40zM770 400l40 -30-14-10-40 40z', OR),
      rect(620, 400, 150, 14, OR),
      rect(660, 440, 70, 30, W, { opacity: '.8', rx: 3 }),
    );
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
    s.add(
      p(shieldPath(600, 40, 340, 440), BLUE),
      p(shieldPath(600, 72, 284, 372), B2),
      p(shieldPath(600, 72, 284, 372), W, { opacity: '.12' }),
    );
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
    s.add(
      s.use('treeB', 300, 300, 0.7),
      s.use('treeB', 680, 560, 0.8),
      s.use('tree', 740, 230, 0.6),
      s.use('treeB', 470, 230, 0.6),
    );
    // compass
    s.add(
      circle(1110, 540, 46, W, { stroke: LB, 'stroke-width': 4 }),
      p('M1110 500l12 40-12 40-12-40z', LB),
      p('M1110 500l12 40h-24z', OR),
    );
    return s;
  },
  maliyet() {
    const s = new Svg(1200, 630);
    lightBg(s, [600, 320, 280]);
    s.add(rect(0, 560, 1200, 70, LB2), rect(0, 556, 1200, 6, LB));
    // calculator
    s.add(rect(450, 70, 300, 480, NAVY, { rx: 32 }), rect(450, 70, 300, 20, N2, { rx: 10, opacity: '0' }));
    s.add(
      rect(480, 104, 240, 100, LB, { rx: 12 }),
      rect(500, 160, 24, 28, BLUE),
      rect(534, 144, 24, 44, BLUE),
      rect(568, 128, 24, 60, BLUE),
      rect(602, 150, 24, 38, OR),
      line('M500 132l30-8 34-18 34 14 34-12 40-12', W, 4),
    );
    for (let j = 0; j < 5; j++)
      for (let i = 0; i < 4; i++) {
        const x = 480 + i * 62,
          y = 226 + j * 62;
        const col = i === 3 ? (j === 4 ? OR2 : OR) : j === 0 ? LB : B2;
        s.add(rect(x, y, 52, 50, col, { rx: 12 }));
      }
    // boxes left
    s.add(s.use('box3', 120, 560, 2), s.use('box3', 270, 560, 1.6), s.use('box3', 160, 455, 1.5));
    // coins right
    s.add(coinStack(860, 560, 6), coinStack(950, 560, 4), coin(1060, 512, 46), coin(1010, 300, 30), coin(930, 380, 22));
    s.add(
      line('M820 200l60-40 50 20 80-70', GREEN, 8),
      p('M1020 96l-28 4 20 20z', GREEN, { stroke: GREEN, 'stroke-width': 6, 'stroke-linejoin': 'round' }),
    );
    s.add(s.use('cloud', 90, 140, 0.9, false, { fill: W }));
    return s;
  },
  paketleme() {
    const s = new Svg(1200, 630);
    const vase =
      'M448 250h84v14c0 18-14 26-14 46 0 34 72 64 72 140 0 70-44 110-100 110s-100-40-100-110c0-76 72-106 72-140 0-20-14-28-14-46z';
    s.def(
      `<pattern id="bub" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="10" fill="${W}" opacity=".7"/><circle cx="10" cy="10" r="3" fill="${W}"/></pattern>`,
    );
    s.def(`<clipPath id="vc"><path d="${vase}"/></clipPath>`);
    lightBg(s, [600, 320, 290]);
    s.add(rect(0, 560, 1200, 70, LB2), rect(0, 556, 1200, 6, LB));
    // bubble wrap sheet hanging from its roll
    s.add(
      p('M80 170h260v390H80z', LB),
      p('M80 170h260v390H80z', 'url(#bub)'),
      rect(66, 140, 288, 50, LB2, { rx: 25 }),
      p('M80 165h270', 'none', { stroke: W, 'stroke-width': 3, opacity: '.6' }),
      circle(354, 165, 25, LB),
      circle(354, 165, 10, W),
    );
    // vase, its belly wrapped in bubble wrap and taped
    s.add(
      p(vase, B2),
      p('M470 264c0 20-12 30-12 46', 'none', {
        stroke: W,
        'stroke-width': 6,
        opacity: '.35',
        'stroke-linecap': 'round',
      }),
    );
    s.add(
      g('', rect(380, 360, 220, 150, LB) + rect(380, 360, 220, 150, 'url(#bub)') + rect(380, 420, 220, 20, OR2), {
        'clip-path': 'url(#vc)',
      }),
    );
    s.add(rect(444, 244, 92, 14, N3, { rx: 6 }));
    // open box with paper
    s.add(
      p('M640 380h200v180H640z', OR2),
      p('M640 380l-40-50 20-12 40 62zM840 380l40-50-20-12-40 62z', OR),
      p('M670 380c10-40 50-50 80-30 26-28 74-12 76 30z', W),
      rect(640, 380, 200, 18, OR),
      rect(680, 470, 80, 44, W, { opacity: '.8', rx: 4 }),
    );
    // desktop tape dispenser
    s.add(
      g(
        'translate(960 560) scale(.85)',
        rect(-18, -84, 16, 50, SLATE) +
          rect(-80, -42, 200, 42, NAVY, { rx: 14 }) +
          p('M96 -42l38-34h18v14l-34 30z', NAVY) +
          line('M136 -80l4-8 4 8 4-8 4 8', SLATE, 3) +
          circle(-10, -84, 56, OR) +
          circle(-10, -84, 40, OR2) +
          circle(-10, -84, 24, W) +
          circle(-10, -84, 9, SLATE) +
          line('M44 -92l92-10', OR2, 6) +
          rect(-60, -30, 120, 8, N3, { rx: 4 }),
      ),
    );
    s.add(s.use('box3', 1086, 560, 1.3), s.use('box3', 1100, 495, 0.9));
    return s;
  },
};
