// Gallery picture 11 (1200 x 800): two movers steer a blanket-covered upright piano on a dolly to the door.
import {
  NAVY,
  LB,
  W,
  r,
  rect,
  circle,
  p,
  line,
  blocks,
  shadow,
  framedWindow,
  N3,
  BLUE,
  B2,
  LB2,
  LIGHT,
  OR,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawPiano(s) {
  s.grad('wall11', 0, 0, 0, 620, [
    [0, LB2],
    [1, LIGHT],
  ]);
  s.add(rect(0, 0, 1200, 620, 'url(#wall11)'));
  // wainscoting
  s.add(rect(0, 420, 1200, 200, W), line('M0 420h1200', GREY, 4));
  let pan = '';
  for (let x = 30; x < 1200; x += 170) pan += `M${x} 450h130v140h-130z`;
  s.add(p(pan, 'none', { stroke: LB2, 'stroke-width': 4 }));
  // tall window with drapes
  s.add(
    framedWindow(
      120,
      80,
      220,
      300,
      W,
      LB,
      p(
        blocks([
          [0, 60, 90],
          [80, 70, 150],
          [160, 60, 70],
        ]),
        LB2,
        { transform: 'translate(120 380)' },
      ),
    ),
  );
  s.add(
    p('M70 60h60v350q-30 10-60 0z', BLUE),
    p('M330 60h60v350q-30 10-60 0z', BLUE),
    rect(60, 50, 340, 10, SLATE, { rx: 4 }),
  );
  // chandelier
  s.add(
    line('M760 0v70', SLATE, 3),
    p('M700 90q60 40 120 0', 'none', { stroke: OR, 'stroke-width': 5 }),
    line('M700 90v-16M730 104v-16M760 110v-16M790 104v-16M820 90v-16', OR, 4),
    circle(760, 70, 10, OR),
  );
  s.add(
    circle(700, 66, 7, LIGHT),
    circle(730, 80, 7, LIGHT),
    circle(760, 86, 7, LIGHT),
    circle(790, 80, 7, LIGHT),
    circle(820, 66, 7, LIGHT),
  );
  // door on the right, open
  s.add(
    rect(960, 200, 200, 420, W),
    rect(976, 216, 168, 404, N3),
    rect(976, 216, 168, 404, LB, { opacity: '.25' }),
    p('M976 216l-50 -16v436l50 -16z', LB2),
  );
  // parquet floor
  s.add(rect(0, 620, 1200, 180, LB));
  let herr = '';
  for (let x = -40; x < 1240; x += 60) herr += `M${x} 800l40 -180M${x + 30} 800l-40 -180`;
  s.add(line(herr, W, 2, { opacity: '.16' }), rect(0, 612, 1200, 12, W));
  // piano on its dolly, partly wrapped, strapped
  const px = 470,
    py = 690,
    k = 1.35;
  s.add(shadow(px + 100, py + 4, 170, 0.2));
  s.add(
    rect(px - 14, py - 20, 232, 14, SLATE, { rx: 4 }),
    circle(px + 6, py - 5, 8, NAVY),
    circle(px + 196, py - 5, 8, NAVY),
  );
  s.add(s.use('piano', px, py - 20, k));
  s.add(
    p(`M${px + 120} ${py - 231}h${r(88)}v${r(211)}h-88z`, B2),
    line(
      `M${px + 126} ${py - 210}l76 20M${px + 126} ${py - 160}l76 20M${px + 126} ${py - 110}l76 20M${px + 126} ${py - 60}l76 20`,
      LB,
      3,
      { 'stroke-dasharray': '10 8' },
    ),
  );
  s.add(rect(px - 6, py - 176, 216, 14, OR, { rx: 3 }), rect(px - 6, py - 66, 216, 14, OR, { rx: 3 }));
  // movers
  s.add(s.use('pPush', px - 48, py + 14, 1.5));
  s.add(s.use('pLift', px + 262, py + 14, 1.5, true));
  // wrapped bench
  s.add(
    rect(880, 640, 110, 54, N3, { rx: 8 }),
    rect(930, 638, 12, 58, OR),
    rect(888, 694, 10, 20, NAVY),
    rect(972, 694, 10, 20, NAVY),
  );
}
