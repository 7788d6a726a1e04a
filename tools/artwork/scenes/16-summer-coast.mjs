// Gallery picture 16 (1200 x 800): a truck on an Aegean coast road delivering to whitewashed houses.
import { LB, W, rect, circle, p, line, lerp, shadow, motion, clouds, B2, LB2, LIGHT, OR, OR2, SLATE } from '../kit.mjs';

export function drawSummerCoast(s, t = 0.5) {
  s.grad('sky16', 0, 0, 0, 420, [
    [0, B2],
    [1, LB2],
  ]);
  s.grad('sea16', 0, 400, 0, 660, [
    [0, LB],
    [1, B2],
  ]);
  s.radial('sun16', W, 0.6);
  s.add(rect(0, 0, 1200, 420, 'url(#sky16)'), circle(960, 120, 150, 'url(#sun16)'), circle(960, 120, 46, W));
  clouds(
    s,
    [
      [120, 110, 0.8],
      [520, 70, 0.6],
    ],
    W,
    0.85,
  );
  s.add(
    rect(0, 400, 1200, 300, 'url(#sea16)'),
    p('M0 404q120-30 260-14t180 14z', LB),
    p('M380 404q80-16 170-6t90 6z', LB, { opacity: '.7' }),
  );
  s.add(line('M60 440h90M300 470h140M620 450h80M120 520h160M520 540h120M760 500h60', W, 3, { opacity: '.55' }));
  // sailboat
  s.add(
    p('M560 476h90l-14 16h-62z', W),
    p('M598 474v-86l40 80z', W),
    p('M594 474v-70l-30 66z', LB2),
    line('M596 476v-92', SLATE, 2),
  );
  // hill with whitewashed houses
  s.add(
    p('M700 620q40-150 180-220t320-150v370z', LB),
    p('M820 620q60-100 180-150t200-70v220z', LB2, { opacity: '.6' }),
  );
  const houses = [
    [800, 520, 70, 50],
    [870, 480, 60, 46],
    [940, 450, 80, 56],
    [1030, 410, 64, 48],
    [1100, 380, 80, 52],
    [860, 560, 80, 60],
    [960, 520, 70, 54],
    [1050, 490, 90, 60],
    [1140, 460, 60, 50],
    [1000, 580, 90, 60],
    [1110, 560, 90, 60],
  ];
  for (const [x, y, w, h] of houses)
    s.add(
      rect(x, y - h, w, h, W),
      rect(x - 2, y - h - 6, w + 4, 8, LIGHT),
      rect(x + w * 0.3, y - h * 0.55, w * 0.22, h * 0.55, B2),
      rect(x + w * 0.65, y - h * 0.75, w * 0.18, h * 0.22, LB),
    );
  s.add(p('M920 534h40l-20-16z', OR), rect(926, 534, 28, 24, W));
  s.add(s.use('cypress', 1000, 472, 0.6), s.use('cypress', 1090, 440, 0.55), s.use('tree', 800, 580, 0.8));
  // beach
  s.add(
    p('M0 636q200-28 420-14t420 10 360 0v168H0z', W),
    p('M0 636q200-28 420-14t420 10 360 0v168H0z', OR2, { opacity: '.22' }),
  );
  s.add(line('M0 640q200-30 420-16t420 10 360 0', W, 5));
  // umbrellas + palms
  const umb = (x, y, c) =>
    line(`M${x} ${y}v-70`, SLATE, 3) +
    p(`M${x - 44} ${y - 62}a44 20 0 0 1 88 0z`, c) +
    p(`M${x - 14} ${y - 62}q14-22 28 0z`, W, { opacity: '.8' });
  s.add(umb(330, 680, OR), umb(470, 672, B2), umb(610, 676, OR2));
  s.add(s.use('palm', 90, 700, 1.3), s.use('palm', 190, 690, 1.0, true));
  // coastal road
  s.add(rect(0, 700, 1200, 14, W), rect(0, 714, 1200, 60, SLATE), rect(0, 774, 1200, 26, LB2));
  s.add(p('M0 744h1200', 'none', { stroke: W, 'stroke-width': 5, 'stroke-dasharray': '60 44', opacity: '.8' }));
  const x = lerp(420, 700, t);
  s.add(shadow(x + 200, 764, 200, 0.25), s.use('truck', x, 762, 1.05), motion(x - 16, 680, W, 3, 70));
  s.add(s.use('gull', 260, 220, 1.1), s.use('gull', 300, 250, 0.8), s.use('gull', 700, 190, 0.9));
}
