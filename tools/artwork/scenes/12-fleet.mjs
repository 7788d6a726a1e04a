// Gallery picture 12 (1200 x 800): the trucks and vans lined up in the depot yard early in the morning.
import {
  LB,
  W,
  rect,
  circle,
  p,
  line,
  windows,
  shadow,
  fence,
  clouds,
  N3,
  BLUE,
  B2,
  LB2,
  LIGHT,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawFleet(s) {
  s.grad('sky12', 0, 0, 0, 460, [
    [0, LB],
    [1, LIGHT],
  ]);
  s.add(
    rect(0, 0, 1200, 800, 'url(#sky12)'),
    circle(200, 150, 50, W, { opacity: '.9' }),
    circle(200, 150, 90, W, { opacity: '.25' }),
  );
  clouds(s, [
    [700, 100, 0.9],
    [980, 160, 0.6],
  ]);
  s.add(p('M0 420q200-60 400-20t400-30 400 20v60H0z', LB2));
  // depot hall with roller doors
  s.add(p('M80 440V250l320-60 320 60v190z', B2), p('M80 250l320-60 320 60v16l-320-60-320 60z', N3));
  let doors = '';
  for (const x of [120, 270, 420, 570]) doors += `M${x} 440v-130h110v130z`;
  s.add(p(doors, LB2));
  let slats = '';
  for (const x of [120, 270, 420, 570]) for (let y = 322; y < 440; y += 14) slats += `M${x} ${y}h110`;
  s.add(line(slats, GREY, 2));
  s.add(rect(740, 300, 300, 140, W), p(windows(760, 320, 5, 2, 40, 36, 56, 56), LB), rect(730, 290, 320, 12, BLUE));
  // yard
  s.add(rect(0, 440, 1200, 360, LB2), rect(0, 440, 1200, 8, GREY));
  let bays = '';
  for (let x = 40; x < 1200; x += 280) bays += `M${x} 560l-30 60M${x} 720l-40 80`;
  s.add(line(bays, W, 5));
  s.add(fence(1050, 1200, 440, 60, SLATE, 24));
  // back row
  s.add(
    s.use('truck', 70, 560, 0.72),
    s.use('truck', 360, 560, 0.72),
    s.use('van', 660, 560, 0.82),
    s.use('truck', 900, 560, 0.72),
  );
  s.add(
    shadow(200, 562, 130, 0.15),
    shadow(490, 562, 130, 0.15),
    shadow(770, 562, 110, 0.15),
    shadow(1030, 562, 130, 0.15),
  );
  // front row
  s.add(shadow(240, 722, 220, 0.22), shadow(770, 722, 220, 0.22));
  s.add(s.use('truck', 30, 720, 1.12), s.use('truck', 560, 720, 1.12));
  // worker with a clipboard, cones
  s.add(
    s.use('pHold', 1090, 760, 1.1, true),
    rect(1024, 636, 30, 40, W, { stroke: SLATE, 'stroke-width': 3 }),
    line('M1030 648h18M1030 658h12', GREY, 3),
  );
  s.add(s.use('cone', 480, 770, 1), s.use('cone', 1010, 776, 1));
}
