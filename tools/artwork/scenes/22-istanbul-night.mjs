// Gallery picture 22 (1200 x 800): a truck on the coast road in front of the lit Istanbul skyline at night.
import {
  NAVY,
  LB,
  r,
  rect,
  circle,
  ellipse,
  p,
  line,
  g,
  lerp,
  mulberry,
  blocks,
  skyline,
  bridge,
  shadow,
  stars,
  N2,
  N3,
  BLUE,
  LIGHT,
  OR,
  OR2,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawIstanbulNight(s, t = 0.5) {
  s.grad('sky22', 0, 0, 0, 520, [
    [0, NAVY],
    [1, BLUE],
  ]);
  s.grad('sea22', 0, 520, 0, 680, [
    [0, N3],
    [1, N2],
  ]);
  s.add(rect(0, 0, 1200, 800, 'url(#sky22)'), stars(22, 70, 0, 0, 1200, 320));
  s.add(
    circle(180, 120, 60, LIGHT, { opacity: '.06' }),
    circle(180, 120, 34, LIGHT, { opacity: '.92' }),
    circle(194, 110, 30, N2),
  );
  // bridge on the right, skyline across the horizon
  s.add(bridge(700, 1200, 820, 1120, 488, 200, N3, LB));
  let dots = '';
  for (let x = 710; x < 1200; x += 30) dots += `M${x} 484h0`;
  s.add(line(dots, OR2, 5));
  s.add(
    skyline(-40, 520, 1.1, N2),
    p(
      blocks([
        [950, 60, 40],
        [1010, 90, 60],
        [1100, 100, 34],
      ]),
      N2,
      { transform: 'translate(0 520)' },
    ),
  );
  const rnd = mulberry(2);
  let lit = '';
  for (let i = 0; i < 80; i++) lit += `M${r(rnd() * 1200)} ${r(490 + rnd() * 26)}h4`;
  s.add(line(lit, OR2, 3, { opacity: '.7' }));
  s.add(rect(0, 518, 1200, 162, 'url(#sea22)'));
  s.add(
    line('M120 560h60M260 590h90M480 570h70M700 600h120M900 560h80M1040 590h100M380 640h100M820 650h80', LB, 3, {
      opacity: '.3',
    }),
  );
  s.add(line('M720 540h30M760 556h20M900 540h26M1060 548h20', OR2, 3, { opacity: '.6' }));
  // Maiden's Tower on its islet
  s.add(
    g(
      'translate(380 0)',
      [
        ellipse(560, 604, 80, 10, NAVY),
        rect(510, 562, 100, 42, NAVY),
        rect(540, 506, 34, 58, NAVY),
        p('M534 508l23 -44 23 44z', NAVY),
        rect(580, 540, 24, 24, NAVY),
        rect(555, 450, 4, 16, NAVY),
        rect(548, 520, 8, 12, OR2),
        rect(560, 520, 8, 12, OR2),
        rect(520, 574, 10, 12, OR2),
        rect(542, 574, 10, 12, OR2),
        rect(590, 574, 10, 12, OR2),
        line('M560 620v50M540 630v30M580 640v24', OR2, 3, { opacity: '.35' }),
      ].join(''),
    ),
  );
  // coastal road
  s.add(rect(0, 680, 1200, 14, SLATE), rect(0, 694, 1200, 106, N2));
  s.add(p('M0 760h1200', 'none', { stroke: GREY, 'stroke-width': 5, 'stroke-dasharray': '60 44', opacity: '.3' }));
  s.radial('lamp22', OR2, 0.35);
  for (const lx of [90, 560, 1110]) s.add(ellipse(lx + 34, 700, 110, 22, 'url(#lamp22)'), s.use('lamp', lx, 694, 1.1));
  const x = lerp(40, 400, t);
  s.def(
    `<linearGradient id="beam22" x1="${r(x + 420)}" y1="0" x2="${r(x + 700)}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${OR2}" stop-opacity=".45"/><stop offset="1" stop-color="${OR2}" stop-opacity="0"/></linearGradient>`,
  );
  s.add(p(`M${r(x + 410)} 678L${r(x + 720)} 650V736z`, 'url(#beam22)'));
  s.add(shadow(x + 200, 764, 210, 0.4), s.use('truck', x, 762, 1.15), rect(x - 6, 700, 8, 12, OR));
}
