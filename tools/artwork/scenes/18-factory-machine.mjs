// Gallery picture 18 (1200 x 800): a crane truck lowers a heavy machine onto a trailer at a factory.
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
  windows,
  wheel,
  shadow,
  clouds,
  N2,
  N3,
  BLUE,
  LB2,
  LIGHT,
  OR,
  OR2,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawFactoryMachine(s) {
  s.grad('sky18', 0, 0, 0, 560, [
    [0, LB],
    [1, LIGHT],
  ]);
  s.add(rect(0, 0, 1200, 800, 'url(#sky18)'));
  clouds(s, [
    [80, 90, 0.8],
    [1000, 60, 0.7],
  ]);
  // factory hall
  s.add(
    circle(1040, 150, 22, GREY, { opacity: '.8' }),
    circle(1064, 124, 30, GREY, { opacity: '.6' }),
    circle(1100, 96, 26, GREY, { opacity: '.4' }),
  );
  s.add(rect(1020, 170, 40, 200, SLATE), rect(1020, 190, 40, 10, OR));
  s.add(p('M620 560V330l90-60v60l90-60v60l90-60v60l90-60v60l90-60v60l130-60v290z', BLUE));
  s.add(p('M710 270v60h-20zM800 270v60h-20zM890 270v60h-20zM980 270v60h-20zM1070 270v60h-20z', LB, { opacity: '.8' }));
  s.add(
    p(windows(640, 380, 8, 2, 40, 34, 66, 60), LB),
    rect(700, 470, 120, 90, N3),
    line('M700 490h120M700 510h120M700 530h120', BLUE, 3),
  );
  // yard with hazard zone
  s.add(rect(0, 560, 1200, 240, LB2), rect(0, 556, 1200, 8, GREY));
  // flatbed semi (facing left) waiting for the machine
  s.add(
    shadow(330, 712, 300, 0.2),
    s.use('semi', 640, 710, 1.0, true),
    rect(300, 630, 40, 14, SLATE),
    rect(460, 630, 40, 14, SLATE),
  );
  // mobile crane (facing left) on its outriggers
  const cx = 1170,
    cy = 720;
  s.add(shadow(1000, cy + 2, 190, 0.22));
  s.add(
    g(
      `translate(${cx} ${cy}) scale(-1 1)`,
      [
        rect(0, -60, 330, 20, NAVY, { rx: 4 }),
        p('M250 -150h60q14 0 20 14l20 50v46h-100z', OR2),
        p('M264 -140h44l18 40h-62z', LB),
        rect(40, -130, 170, 72, OR, { rx: 6 }),
        rect(150, -124, 50, 40, LB),
        rect(40, -96, 170, 8, OR2),
        wheel(50),
        wheel(110),
        wheel(280),
        rect(-16, -44, 14, 44, NAVY),
        rect(330, -44, 14, 44, NAVY),
        rect(-30, -6, 40, 8, N2),
        rect(320, -6, 40, 8, N2),
      ].join(''),
    ),
  );
  // boom
  const bx0 = cx - 90,
    by0 = cy - 130,
    bx1 = 420,
    by1 = 150;
  const bang = (Math.atan2(by1 - by0, bx1 - bx0) * 180) / Math.PI,
    blen = Math.hypot(bx1 - bx0, by1 - by0);
  s.add(
    g(
      `translate(${bx0} ${by0}) rotate(${r(bang)})`,
      rect(0, -22, blen * 0.55, 44, OR, { rx: 4 }) +
        rect(blen * 0.5, -16, blen * 0.3, 32, OR2, { rx: 4 }) +
        rect(blen * 0.78, -11, blen * 0.24, 22, OR, { rx: 3 }) +
        line(`M10 -8h${r(blen * 0.5)}`, W, 3, { opacity: '.5' }),
    ),
  );
  s.add(line(`M${bx0 - 40} ${by0 + 10}l-110 -120`, NAVY, 12), circle(bx0, by0, 18, NAVY), circle(bx1, by1, 10, NAVY));
  // hook and machine
  const mx = bx1,
    my = 430;
  s.add(
    line(`M${mx} ${by1}V${my - 90}`, NAVY, 3),
    p(`M${mx - 10} ${my - 92}h20v16h-20z`, OR),
    line(`M${mx} ${my - 76}l-70 62M${mx} ${my - 76}l70 62`, NAVY, 3),
  );
  s.add(
    rect(mx - 110, my - 14, 220, 120, SLATE, { rx: 8 }),
    rect(mx - 96, my, 90, 54, LB2, { rx: 4 }),
    rect(mx + 10, my, 86, 12, OR),
    rect(mx + 10, my + 20, 86, 12, GREY),
  );
  s.add(
    circle(mx - 50, my + 84, 14, GREY),
    circle(mx - 50, my + 84, 6, SLATE),
    circle(mx + 40, my + 80, 12, OR2),
    rect(mx - 120, my + 100, 240, 12, NAVY, { rx: 3 }),
  );
  // riggers with a tag line, cones
  s.add(line(`M${mx + 110} ${my + 104}L${718} ${574}`, SLATE, 2), s.use('pHelmet', 690, 736, 1.05));
  s.add(s.use('pHelmetStand', 790, 730, 1.0, true), s.use('cone', 600, 760, 1), s.use('cone', 860, 770, 1));
}
