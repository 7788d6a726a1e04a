// Gallery picture 6 (1200 x 800): a loaded truck crosses to the Princes' Islands on a car ferry.
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
  lerp,
  windows,
  skyline,
  clouds,
  N3,
  BLUE,
  B2,
  LB2,
  LIGHT,
  OR,
  OR2,
  SLATE,
} from '../kit.mjs';

export function drawIslandFerry(s, t = 0.5) {
  s.grad('sky6', 0, 0, 0, 470, [
    [0, LB],
    [1, LIGHT],
  ]);
  s.grad('sea6', 0, 470, 0, 800, [
    [0, B2],
    [1, N3],
  ]);
  s.add(rect(0, 0, 1200, 480, 'url(#sky6)'));
  clouds(s, [
    [80, 120, 1],
    [760, 90, 0.8],
    [1020, 170, 0.6],
  ]);
  // islands with houses and a hilltop chapel
  s.add(skyline(-40, 480, 0.5, LB, { opacity: '.7' }));
  s.add(p('M-20 480q60-70 160-90t190 40q50 20 80 50z', LB), p('M560 480q80-120 220-130t230 70q90 40 190 60v0z', LB));
  s.add(
    p(windows(80, 420, 6, 2, 12, 10, 28, 26), W, { opacity: '.8' }),
    p(windows(660, 400, 9, 2, 12, 10, 30, 28), W, { opacity: '.8' }),
  );
  s.add(rect(770, 330, 30, 24, W), p('M766 332h38l-19-18z', OR), circle(785, 310, 5, W));
  s.add(
    s.use('pine', 900, 410, 0.35),
    s.use('pine', 930, 414, 0.3),
    s.use('pine', 700, 380, 0.3),
    s.use('pine', 170, 420, 0.3),
    s.use('pine', 210, 414, 0.35),
  );
  s.add(rect(0, 478, 1200, 322, 'url(#sea6)'));
  s.add(
    line('M40 520h80M300 540h120M900 520h90M1000 560h120M60 620h140M980 640h160M80 720h120M900 740h200', LB, 3, {
      opacity: '.45',
    }),
  );
  // ferry
  const fx = lerp(90, 190, t);
  s.add(
    g(
      `translate(${r(fx)} 640) scale(1.25) translate(0 -640)`,
      [
        p('M0 560h720l-40 80H60z', W),
        p('M30 600h675l-20 40H60z', NAVY),
        rect(0, 560, 720, 10, OR),
        rect(490, 430, 200, 130, W, { rx: 6 }),
        rect(510, 400, 160, 34, LB2, { rx: 4 }),
        p(windows(506, 450, 5, 1, 28, 24, 38, 0), N3),
        p(windows(522, 408, 4, 1, 26, 18, 38, 0), N3),
        p(windows(506, 498, 5, 1, 28, 16, 38, 0), LB),
        rect(660, 496, 20, 64, LB2, { rx: 3 }),
        rect(590, 350, 34, 52, NAVY),
        rect(590, 362, 34, 10, OR),
        line('M10 556V520h470', SLATE, 4),
        line(
          'M40 556v-36M100 556v-36M160 556v-36M220 556v-36M280 556v-36M340 556v-36M400 556v-36M460 556v-36',
          SLATE,
          2,
        ),
        s.use('truck', 40, 560, 0.62),
        s.use('load', 290, 560, 0.75),
        s.use('load', 380, 560, 0.75),
        line('M-40 610h60M-100 600h90M-140 620h80', W, 4, { opacity: '.7' }),
      ].join(''),
    ),
  );
  s.add(
    p(`M${r(fx + 60)} 628q260 -6 520 -2t300 0v24h-820z`, BLUE),
    line(`M${r(fx + 70)} 628q260 -6 520 -2t290 0`, W, 3, { opacity: '.6' }),
  );
  s.add(
    p(`M${r(fx + 830)} 634q30 -4 56 -22 2 18 -16 30z`, W, { opacity: '.8' }),
    circle(fx + 300, 565, 11, 'none', { stroke: OR, 'stroke-width': 6 }),
    circle(fx + 560, 565, 11, 'none', { stroke: OR, 'stroke-width': 6 }),
  );
  s.add(
    line(`M${r(fx + 40)} 640q-90 4-180 18M${r(fx + 30)} 652q-70 10-150 34M${r(fx + 60)} 630q-60 -2-130 2`, W, 4, {
      opacity: '.55',
    }),
  );
  s.add(s.use('gull', 300, 250, 1.2), s.use('gull', 360, 290, 0.9), s.use('gull', 1000, 300, 1));
  s.add(circle(1080, 700, 14, OR), rect(1074, 676, 12, 12, OR2));
}
