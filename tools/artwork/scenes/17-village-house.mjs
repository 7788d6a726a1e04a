// Gallery picture 17 (1200 x 800): a carpet and a dowry chest are loaded from a stone village house.
import {
  LB,
  W,
  rect,
  circle,
  ellipse,
  p,
  line,
  g,
  tr,
  windows,
  civilian,
  shadow,
  fence,
  clouds,
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

export function drawVillageHouse(s) {
  s.grad('sky17', 0, 0, 0, 500, [
    [0, LB],
    [1, LIGHT],
  ]);
  s.add(rect(0, 0, 1200, 800, 'url(#sky17)'));
  clouds(s, [
    [640, 110, 1],
    [960, 70, 0.7],
    [200, 80, 0.6],
  ]);
  s.add(p('M0 470q160-110 340-60t320-60q200-60 360 30t180 40v200H0z', LB2));
  s.add(p('M0 520q220-70 460-30t420-30q180-20 320 20v180H0z', LB));
  let rows = '';
  for (let i = 0; i < 6; i++) rows += `M${560 + i * 40} ${560 - i * 6}q150-20 300 -6`;
  s.add(line(rows, B2, 4, { opacity: '.35' }));
  s.add(
    s.use('cypress', 620, 530, 0.7),
    s.use('cypress', 650, 526, 0.55),
    s.use('cypress', 1020, 520, 0.65),
    s.use('cypress', 1050, 524, 0.5),
  );
  // stone village house with a wooden balcony
  s.add(rect(70, 420, 420, 200, LB2), rect(70, 260, 420, 160, W));
  let stones = '';
  for (let y = 436; y < 620; y += 26)
    for (let x = 76 + ((y / 26) % 2) * 24; x < 480; x += 48) stones += `M${x} ${y}h40v20h-40z`;
  s.add(p(stones, GREY, { opacity: '.7' }));
  s.add(
    p('M40 262l240-110 240 110z', OR),
    p('M40 262l240-110 240 110h-20l-220-98-220 98z', OR2),
    rect(380, 160, 28, 70, LB2),
    rect(374, 152, 40, 10, SLATE),
  );
  s.add(p(windows(110, 300, 3, 1, 56, 70, 130, 0), LB), line('M110 300v70M240 300v70M370 300v70', N3, 4));
  s.add(
    rect(60, 400, 440, 12, N3),
    line(
      'M70 360h420M70 360v40M110 360v40M150 360v40M190 360v40M230 360v40M270 360v40M310 360v40M350 360v40M390 360v40M430 360v40M470 360v40',
      N3,
      4,
    ),
  );
  s.add(
    rect(250, 480, 90, 140, N3, { rx: 40 }),
    rect(260, 490, 70, 130, BLUE, { rx: 34 }),
    p(windows(120, 480, 1, 1, 60, 60, 0, 0) + windows(390, 480, 1, 1, 60, 60, 0, 0), LB),
  );
  // orange tree and fence
  s.add(
    rect(556, 520, 12, 100, SLATE),
    circle(562, 490, 56, GREEN),
    circle(584, 470, 26, W, { opacity: '.12' }),
    circle(540, 480, 7, OR),
    circle(580, 500, 7, OR),
    circle(560, 460, 7, OR),
    circle(590, 470, 7, OR2),
    circle(530, 510, 7, OR2),
  );
  s.add(fence(500, 700, 620, 50, SLATE, 28));
  // yard and village road
  s.add(rect(0, 620, 1200, 180, LB2), p('M0 680q400-20 700 0t500 10v110H0z', GREY, { opacity: '.6' }));
  // villager waving
  s.add(g(tr(200, 640, 1.05), civilian({ shirt: B2, pants: N3, hair: OR2, long: true, wave: true, skirt: true })));
  // van, a rolled carpet and a dowry chest
  s.add(shadow(880, 732, 200, 0.22), s.use('van', 740, 730, 1.25));
  s.add(shadow(490, 712, 150, 0.2));
  s.add(
    rect(370, 566, 260, 34, OR, { rx: 17 }),
    ellipse(630, 583, 10, 17, OR2),
    line('M630 580a4 4 0 1 1 4 4', N3, 2),
    line('M440 566v34M560 566v34', N3, 3, { opacity: '.5' }),
  );
  s.add(s.use('pLift', 400, 712, 1.1), s.use('pLift', 600, 712, 1.1, true));
  s.add(
    g(
      tr(650, 744, 0.55),
      rect(0, -110, 220, 110, BLUE, { rx: 8 }) +
        p('M0 -110v-20q0-40 40-40h140q40 0 40 40v20z', B2) +
        rect(0, -114, 220, 10, OR) +
        rect(30, -170, 14, 170, OR2) +
        rect(176, -170, 14, 170, OR2) +
        p('M110 -90l20 22-20 22-20-22z', OR),
    ),
  );
}
