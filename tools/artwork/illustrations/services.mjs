// The service illustrations (800 x 500), one per service id of content/services.ts; served as
// public/images/services/{id}.svg.
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
  windows,
  LIB,
  Svg,
  skyline,
  apartment,
  ladder,
  motion,
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

function cylinderRoll(x, y, len, rad, col) {
  // horizontal fabric roll, end seen at the right
  return (
    rect(x, y - rad, len, rad * 2, col, { rx: 4 }) +
    p(`M${x + 10} ${y - rad}v${rad * 2}`, 'none', { stroke: W, 'stroke-width': 2, opacity: '.3' }) +
    `<ellipse cx="${r(x + len)}" cy="${r(y)}" rx="${r(rad * 0.45)}" ry="${r(rad)}" fill="${col}"/>` +
    `<ellipse cx="${r(x + len)}" cy="${r(y)}" rx="${r(rad * 0.45)}" ry="${r(rad)}" fill="${W}" opacity=".35"/>` +
    `<ellipse cx="${r(x + len)}" cy="${r(y)}" rx="${r(rad * 0.15)}" ry="${r(rad * 0.35)}" fill="${NAVY}" opacity=".5"/>`
  );
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

export const SERVICE_ART = {
  'sehir-ici-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, null);
    s.add(s.use('cloud', 80, 90, 0.8, false, { fill: W }), s.use('cloud', 560, 70, 1, false, { fill: W }));
    s.add(
      apartment(30, 390, 120, 250, LB2, LIGHT, 3, 7),
      apartment(300, 390, 110, 290, LB2, LIGHT, 3, 8),
      apartment(560, 390, 140, 230, LB2, LIGHT, 4, 6),
    );
    s.add(
      apartment(140, 390, 130, 190, LB, LIGHT, 3, 5),
      apartment(420, 390, 120, 210, LB, LIGHT, 3, 6),
      apartment(680, 390, 110, 170, LB, LIGHT, 3, 4),
    );
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
    s.add(
      rect(672, 250, 8, 156, SLATE),
      rect(712, 250, 8, 156, SLATE),
      rect(640, 196, 118, 74, GREEN, { rx: 6 }),
      rect(646, 202, 106, 62, 'none', { rx: 4, stroke: W, 'stroke-width': 2.5 }),
      line('M672 250v-26m-10 10l10-12 10 12M726 250v-14l14-14m-12 0h12v12', W, 5),
    );
    s.add(motion(150, 360, W, 3, 70));
    s.add(s.use('truck', 200, 436, 1.0));
    return s;
  },
  'ofis-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, null);
    s.add(rect(0, 400, 800, 100, LB2), rect(0, 398, 800, 4, LB));
    // window with distant skyline
    s.add(
      rect(60, 50, 300, 180, W, { rx: 8 }),
      rect(72, 62, 276, 156, LB2),
      g('', skyline(80, 218, 0.3, LB), {}),
      rect(206, 62, 8, 156, W),
      rect(72, 136, 276, 6, W),
    );
    s.add(s.use('plant', 40, 400, 1.2));
    s.add(s.use('desk', 80, 400, 1.3), s.use('monitor', 140, 293, 1.1));
    s.add(rect(206, 282, 50, 12, LB, { rx: 3 }));
    s.add(s.use('chair', 330, 400, 1.1));
    s.add(
      s.use('box3', 560, 400, 1.1),
      s.use('box3', 636, 400, 0.9),
      s.use('box3', 574, 345, 0.9),
      s.use('box3', 690, 400, 1.2),
    );
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
    s.add(
      line('M160 296l34 118h96', SLATE, 7),
      line('M152 294h14', NAVY, 10),
      circle(204, 406, 13, NAVY),
      circle(204, 406, 5, GREY),
    );
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
    s.add(
      rect(220, 150, 22, 60, N3),
      p('M20 230l130-110 130 110z', BLUE),
      rect(40, 226, 220, 174, W),
      rect(40, 226, 220, 10, LB2),
    );
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
    const bx = 480,
      bw = 270,
      top = 40,
      floors = 7,
      fh = (420 - top - 10) / floors;
    s.add(
      rect(bx, top, bw, 420 - top, W),
      rect(bx - 6, top - 8, bw + 12, 12, BLUE, { rx: 3 }),
      rect(bx, top + 4, bw, 420 - top, LB2, { opacity: '.5' }),
    );
    let win = '',
      rail = '';
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
    const lx = gx + 40,
      ly = 290,
      ex = bx - 6,
      ey = ty + fh - 30;
    const ang = (Math.atan2(ey - ly, ex - lx) * 180) / Math.PI,
      len = Math.hypot(ex - lx, ey - ly);
    s.add(rect(lx - 12, ly - 6, 36, 14, NAVY, { rx: 3 }));
    s.add(ladder(lx, ly, len, ang, 22, SLATE));
    // platform carrying an armchair halfway up
    const t = 0.55,
      px = lx + (ex - lx) * t,
      py = ly + (ey - ly) * t;
    s.add(p(`M${r(px - 30)} ${r(py - 10)}l20 -16h40l20 16z`, NAVY));
    s.add(
      p(`M${r(px - 46)} ${r(py - 30)}h92v10h-92z`, OR),
      line(
        `M${r(px - 46)} ${r(py - 30)}v-30M${r(px + 46)} ${r(py - 30)}v-30M${r(px - 46)} ${r(py - 60)}h8M${r(px + 38)} ${r(py - 60)}h8`,
        OR,
        4,
      ),
    );
    s.add(s.use('armchair', px - 38, py - 30, 0.78));
    return s;
  },
  'yuk-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, [400, 240, 220]);
    s.add(s.use('cloud', 70, 90, 0.8, false, { fill: W }), s.use('cloud', 560, 80, 0.8, false, { fill: W }));
    s.add(rect(0, 420, 800, 80, SLATE), rect(0, 416, 800, 6, GREY));
    s.add(p('M0 468h800', 'none', { stroke: W, 'stroke-width': 5, 'stroke-dasharray': '40 30' }));
    s.add(
      g(
        tr(30, 440, 0.92),
        [
          s.use('load', 20, -66),
          s.use('load', 150, -66),
          s.use('load', 280, -66),
          line('M80 -162v96M210 -162v96M340 -162v96', OR, 5),
        ].join('') + LIB.semi(),
      ),
    );
    s.add(s.use('forklift', 612, 420, 0.78));
    s.add(s.use('load', 708, 410, 0.7));
    return s;
  },
  'ceyiz-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, [400, 250, 225]);
    s.add(rect(0, 410, 800, 90, LB2), rect(0, 406, 800, 6, LB));
    // bed frame with wrapped mattress
    s.add(
      rect(470, 196, 30, 214, BLUE, { rx: 12 }),
      rect(478, 214, 14, 80, B2, { rx: 6 }),
      rect(712, 276, 24, 134, BLUE, { rx: 10 }),
      rect(496, 318, 220, 24, B2, { rx: 4 }),
    );
    s.add(
      rect(500, 258, 212, 60, W, { rx: 12, stroke: LB2, 'stroke-width': 3 }),
      line('M520 266l40 44M580 266l40 44M640 266l40 44', LB, 3),
      rect(508, 238, 78, 26, LB2, { rx: 12 }),
    );
    // chest
    s.add(rect(70, 300, 220, 110, BLUE, { rx: 8 }), p('M70 300v-20q0-40 40-40h140q40 0 40 40v20z', B2));
    s.add(
      rect(70, 296, 220, 10, OR),
      rect(100, 240, 14, 170, OR2),
      rect(246, 240, 14, 170, OR2),
      p('M180 320l20 22-20 22-20-22z', OR),
      circle(180, 342, 6, LIGHT),
    );
    s.add(line('M124 360l14-14 14 14-14 14zM208 360l14-14 14 14-14 14z', LB, 3));
    // textile bundles with ribbons
    const bundle = (x, y, w, h, col) =>
      rect(x, y - h, w, h, col, { rx: 14 }) + rect(x + w / 2 - 6, y - h, 12, h, OR) + rect(x, y - h / 2 - 5, w, 10, OR);
    s.add(bundle(300, 410, 150, 56, W), bundle(316, 354, 120, 50, LB), bundle(330, 304, 92, 44, W));
    s.add(
      p('M376 262c-22-22-40-2-20 6zM376 262c22-22 40-2 20 6z', OR, {
        stroke: OR,
        'stroke-width': 5,
        'stroke-linejoin': 'round',
      }),
      circle(376, 262, 7, OR2),
    );
    s.add(line('M360 264l-12 22M392 264l12 22', OR, 5));
    s.add(
      circle(130, 120, 8, OR2, { opacity: '.6' }),
      circle(660, 120, 6, OR2, { opacity: '.6' }),
      circle(420, 110, 5, B2, { opacity: '.5' }),
    );
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
    s.add(
      cylinderRoll(300, 392, 110, 17, BLUE),
      cylinderRoll(300, 358, 110, 17, OR),
      cylinderRoll(318, 324, 92, 17, LB),
    );
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
    s.add(
      line('M560 200l0 206h110', SLATE, 7),
      line('M548 196h20', NAVY, 9),
      circle(572, 396, 14, NAVY),
      circle(572, 396, 6, GREY),
    );
    // tape roll + worker
    s.add(circle(140, 392, 20, LB), circle(140, 392, 10, LIGHT), p('M140 412h30v-4h-30z', LB));
    s.add(s.use('pCarry', 90, 410, 1.3));
    s.add(
      line('M700 140l14 14m0-14l-14 14', OR2, 4),
      circle(180, 140, 6, B2, { opacity: '.5' }),
      line('M660 240h30M675 225v30', LB, 4),
    );
    return s;
  },
  'fabrika-tasima'() {
    const s = new Svg(800, 500);
    lightBg(s, null);
    s.add(rect(0, 410, 800, 90, LB2), rect(0, 406, 800, 6, LB));
    // smoke + chimney
    s.add(
      circle(96, 88, 18, GREY, { opacity: '.8' }),
      circle(120, 70, 24, GREY, { opacity: '.6' }),
      circle(152, 56, 18, GREY, { opacity: '.4' }),
    );
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
    s.add(
      rect(380, 60, 410, 12, OR),
      line('M392 66l260-46 130 46', N3, 3),
      rect(730, 72, 50, 40, SLATE),
      rect(672, 72, 30, 30, OR2, { rx: 3 }),
      rect(676, 76, 22, 14, LB),
    );
    s.add(
      rect(456, 72, 28, 10, NAVY),
      line('M470 82v170', NAVY, 3),
      p('M470 250l-6 0v12q0 8 6 8', 'none', { stroke: NAVY, 'stroke-width': 4 }),
    );
    s.add(line('M470 262l-44 40M470 262l44 40', NAVY, 3));
    // machine
    s.add(
      rect(416, 300, 108, 76, SLATE, { rx: 6 }),
      rect(426, 310, 44, 30, LB2, { rx: 3 }),
      rect(480, 310, 34, 8, OR),
      rect(480, 324, 34, 8, GREY),
      circle(448, 358, 12, GREY),
      circle(448, 358, 5, SLATE),
      circle(494, 356, 10, OR2),
      rect(410, 370, 120, 8, NAVY, { rx: 3 }),
    );
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
    const boxes = [
      [50, 150, 1.3],
      [140, 150, 1.3],
      [230, 150, 1.3],
      [58, 270, 1.3],
      [150, 270, 1.6],
      [256, 270, 1.2],
      [60, 390, 1.6],
      [170, 390, 1.3],
      [250, 390, 1.3],
      [432, 150, 1.3],
      [520, 150, 1.3],
      [440, 270, 1.6],
      [546, 270, 1.1],
      [432, 390, 1.3],
      [520, 390, 1.3],
    ];
    for (const [x, y, k] of boxes) s.add(s.use('crate', x, y, k));
    // security camera
    s.add(rect(730, 60, 40, 10, SLATE), rect(746, 70, 8, 24, SLATE));
    s.add(
      g(
        'translate(752 92) rotate(-28)',
        rect(-62, -16, 70, 32, W, { rx: 8, stroke: GREY, 'stroke-width': 3 }) +
          rect(-74, -12, 16, 24, NAVY, { rx: 4 }) +
          circle(-8, -6, 4, GREEN) +
          rect(-58, -22, 64, 8, SLATE, { rx: 3 }),
      ),
    );
    s.add(p('M690 126L560 300L680 330z', LB, { opacity: '.3' }));
    // pallet jack
    s.add(s.use('load', 680, 404, 0.9), line('M662 300l18 100h100', SLATE, 6), circle(678, 398, 8, NAVY));
    return s;
  },
};
