// Gallery picture 5 (1200 x 800): a truck on the motorway at dawn, heading from Istanbul into Anatolia.
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
  shadow,
  stars,
  motion,
  N2,
  N3,
  BLUE,
  B2,
  OR2,
  SLATE,
  GREEN,
} from '../kit.mjs';

export function drawDawnHighway(s, t = 0.5) {
  s.grad('sky5', 0, 0, 0, 540, [
    [0, N3],
    [0.45, B2],
    [0.78, LB],
    [1, OR2],
  ]);
  s.radial('sun5', OR2, 0.7);
  s.add(rect(0, 0, 1200, 800, 'url(#sky5)'));
  s.add(
    circle(880, 450, 280, 'url(#sun5)'),
    circle(880, 452, 74, OR2, { opacity: '.45' }),
    circle(880, 452, 52, W, { opacity: '.95' }),
  );
  s.add(stars(5, 14, 0, 0, 600, 140, 0.35));
  s.add(
    s.use('cloud', 140, 210, 1.2, false, { fill: LB, opacity: '.3' }),
    s.use('cloud', 560, 150, 0.9, false, { fill: LB, opacity: '.25' }),
    line('M620 400h180M960 380h140M700 430h80', W, 5, { opacity: '.35' }),
  );
  s.add(p('M0 520q140-80 300-40t320-30q160-50 300 10t280 0v140H0z', BLUE));
  s.add(p('M0 560q200-60 420-20t380-20q220-40 400 30v110H0z', N3));
  // distant road with a few lights
  s.add(line('M0 592q300-26 600-10t600-12', N2, 10), line('M120 588h6M400 584h6M760 586h6M1020 582h6', OR2, 5));
  s.add(p('M0 600q300-30 600-6t600 0v206H0z', N2));
  // highway on an embankment
  s.add(rect(0, 640, 1200, 74, N3), rect(0, 636, 1200, 6, SLATE), rect(0, 712, 1200, 10, SLATE));
  s.add(p('M0 676h1200', 'none', { stroke: LB, 'stroke-width': 5, 'stroke-dasharray': '60 44', opacity: '.55' }));
  s.add(p('M0 722h1200v78H0z', NAVY));
  let posts = 'M0 730h1200M0 742h1200';
  for (let x = 20; x < 1200; x += 70) posts += `M${x} 724v34`;
  s.add(line(posts, SLATE, 5));
  // sign gantry
  s.add(
    rect(1010, 480, 10, 160, SLATE),
    rect(1150, 480, 10, 160, SLATE),
    rect(990, 440, 190, 80, GREEN, { rx: 6 }),
    rect(998, 448, 174, 64, 'none', { rx: 4, stroke: W, 'stroke-width': 2.5 }),
    line('M1040 500v-34m-10 10l10-12 10 12M1120 500v-18l18-18m-14 0h14v14', W, 5),
  );
  // truck with headlight beam
  const x = lerp(120, 520, t);
  s.grad('beam5', 0, 0, 1, 0, [
    [0, OR2, 0.55],
    [1, OR2, 0],
  ]);
  s.def(
    `<linearGradient id="beam5b" x1="${r(x + 400)}" y1="0" x2="${r(x + 700)}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${OR2}" stop-opacity=".5"/><stop offset="1" stop-color="${OR2}" stop-opacity="0"/></linearGradient>`,
  );
  s.add(p(`M${r(x + 392)} ${672}L${r(x + 700)} ${640}L${r(x + 700)} ${712}z`, 'url(#beam5b)'));
  s.add(shadow(x + 200, 694, 200, 0.35), s.use('truck', x, 692, 1.12), rect(x + 382, 604, 12, 12, W, { rx: 3 }));
  s.add(motion(x - 20, 600, LB, 3, 80));
  s.add(s.use('gull', 340, 240, 0.8), s.use('gull', 640, 300, 0.7));
}
