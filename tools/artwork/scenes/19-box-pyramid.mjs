// Gallery picture 19 (1200 x 800): numbered boxes stacked in loading order in an emptied office.
import {
  NAVY,
  LB,
  W,
  rect,
  circle,
  p,
  line,
  g,
  blocks,
  skyline,
  shadow,
  wrapped,
  LB2,
  LIGHT,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawBoxPyramid(s) {
  s.add(rect(0, 0, 1200, 620, LIGHT), rect(0, 0, 1200, 70, LB2));
  s.add(
    line('M200 70v14M600 70v14M1000 70v14', SLATE, 3),
    rect(140, 84, 120, 10, W, { rx: 4 }),
    rect(540, 84, 120, 10, W, { rx: 4 }),
    rect(940, 84, 120, 10, W, { rx: 4 }),
  );
  // window wall with the city
  s.add(rect(60, 140, 1080, 360, W), rect(74, 154, 1052, 332, LB2));
  s.add(
    skyline(90, 486, 1.05, LB),
    p(
      blocks([
        [900, 70, 150],
        [980, 90, 220],
        [1080, 50, 120],
      ]),
      LB,
      { transform: 'translate(0 486)' },
    ),
  );
  s.add(line('M340 154v332M600 154v332M860 154v332', W, 10), rect(60, 480, 1080, 20, W));
  s.add(p('M74 154l160 0-110 332H74z', W, { opacity: '.25' }), p('M620 154h90l-110 332h-90z', W, { opacity: '.2' }));
  // carpet floor
  s.add(rect(0, 620, 1200, 180, LB), rect(0, 612, 1200, 10, W));
  s.add(p('M120 620l-80 180h180l40-180zM700 620l60 180h200l-60-180z', W, { opacity: '.18' }));
  // wrapped desks and stacked chairs at the back
  s.add(
    s.use('desk', 60, 646, 1.3),
    g('', wrapped(52, 648, 232, 124, LB2), { opacity: '.55' }),
    s.use('chair', 330, 646, 1),
    rect(306, 530, 48, 62, LB2, { opacity: '.5', rx: 10 }),
  );
  // the pyramid
  const B = (x, y) => s.use('box3', x, y, 1.35);
  s.add(shadow(560, 700, 260, 0.2));
  for (let row = 0; row < 4; row++) for (let i = 0; i < 4 - row; i++) s.add(B(380 + row * 41 + i * 82, 700 - row * 68));
  // worker with a hand truck of boxes, tape gun on the floor
  s.add(shadow(920, 742, 90, 0.2));
  s.add(s.use('box', 890, 732, 1.25), s.use('box', 894, 668, 1.15));
  s.add(
    line('M876 560l0 176h110', SLATE, 7),
    line('M864 556h20', NAVY, 9),
    circle(888, 728, 14, NAVY),
    circle(888, 728, 6, GREY),
  );
  s.add(s.use('pPush', 820, 744, 1.35));
  s.add(s.use('plant', 1120, 700, 2));
}
