// Gallery picture 2 (1200 x 800): a furniture lift raises an armchair to a balcony high up a residential tower.
import {
  NAVY,
  LB,
  W,
  r,
  rect,
  circle,
  p,
  line,
  lerp,
  windows,
  apartment,
  ladder,
  shadow,
  wrapped,
  clouds,
  liftPlatform,
  N2,
  N3,
  BLUE,
  B2,
  LB2,
  LIGHT,
  OR,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawFurnitureLift(s, t = 0.55) {
  s.grad('sky2', 0, 0, 0, 700, [
    [0, B2],
    [1, LB2],
  ]);
  s.add(rect(0, 0, 1200, 800, 'url(#sky2)'));
  clouds(
    s,
    [
      [90, 130, 1.1],
      [360, 70, 0.7],
      [1060, 300, 0.6],
    ],
    W,
    0.9,
  );
  // background towers
  s.add(
    apartment(40, 700, 170, 420, LB, LB2, 4, 12),
    apartment(250, 700, 130, 300, LB2, LIGHT, 3, 8),
    apartment(400, 700, 150, 500, LB, LB2, 4, 14),
  );
  // main tower: front face + side face
  const bx = 640,
    bw = 420,
    top = -30,
    fh = 80;
  s.add(rect(bx + bw, top + 10, 90, 700 - top, LB), rect(bx, top, bw, 700 - top, W));
  s.add(
    p(windows(bx + 190, top + 24, 3, 12, 54, 46, 76, fh), LB),
    p(windows(bx + 196, top + 28, 3, 12, 14, 36, 76, fh), W, { opacity: '.5' }),
  );
  s.add(p(windows(bx + bw + 14, top + 30, 2, 12, 24, 46, 40, fh), LB2));
  let rails = '',
    slabs = '';
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
  const gx = 70,
    gy = 760,
    k = 0.95;
  s.add(shadow(gx + 170, gy + 2, 200, 0.25));
  s.add(
    rect(gx + 10, gy - 40, 10, 40, NAVY),
    rect(gx - 2, gy - 6, 34, 8, N2, { rx: 2 }),
    rect(gx + 228, gy - 40, 10, 40, NAVY),
    rect(gx + 216, gy - 6, 34, 8, N2, { rx: 2 }),
  );
  s.add(s.use('truck', gx, gy - 6, k));
  const lx = gx + 90,
    ly = gy - 186,
    ex = bx - 20,
    ey = by - 10;
  const ang = (Math.atan2(ey - ly, ex - lx) * 180) / Math.PI,
    len = Math.hypot(ex - lx, ey - ly);
  s.add(rect(lx - 30, ly - 4, 70, 20, NAVY, { rx: 4 }), rect(lx - 14, ly - 20, 28, 22, N2));
  s.add(ladder(lx, ly, len, ang, 26, SLATE));
  s.add(line(`M${lx} ${ly}L${r(lx + (ex - lx) * 0.35)} ${r(ly + (ey - ly) * 0.35)}`, N3, 4, { opacity: '.5' }));
  const tt = lerp(0.06, (by + 22 - ly) / (ey - ly), t),
    px = lx + (ex - lx) * tt,
    py = ly + (ey - ly) * tt - 30;
  s.add(line(`M${r(px)} ${r(py + 26)}l0 -10`, NAVY, 6), liftPlatform(px, py, 'armchair', s, 0.8));
  // ground crew
  s.add(s.use('cone', 30, 780, 1), s.use('cone', 460, 780, 1), s.use('cone', 560, 780, 1));
  s.add(s.use('pHold', 520, 760, 0.85, true), rect(479, 672, 14, 20, NAVY, { rx: 3 }), circle(486, 678, 3, OR));
  s.add(s.use('box3', 560, 694, 0.7), s.use('box3', 600, 694, 0.6), wrapped(580, 694, 32, 70));
}
