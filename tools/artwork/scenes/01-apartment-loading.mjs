// Gallery picture 1 (1200 x 800): the crew carries boxes up a ramp into a truck in front of an apartment block.
import {
  LB,
  W,
  rect,
  p,
  line,
  poly,
  windows,
  minaret,
  blocks,
  apartment,
  shadow,
  openDoor,
  wrapped,
  clouds,
  N2,
  N3,
  BLUE,
  LB2,
  LIGHT,
  OR,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawApartmentLoading(s) {
  s.grad('sky1', 0, 0, 0, 600, [
    [0, LB],
    [1, LIGHT],
  ]);
  s.add(rect(0, 0, 1200, 800, 'url(#sky1)'));
  clouds(s, [
    [620, 110, 1],
    [930, 70, 0.7],
    [440, 180, 0.5],
  ]);
  s.add(s.use('gull', 760, 190, 1), s.use('gull', 800, 214, 0.8), s.use('gull', 720, 224, 0.7));
  // far: minarets and blocks
  s.add(
    p(
      blocks([
        [440, 90, 150],
        [520, 70, 200],
        [600, 110, 170],
        [900, 80, 190],
        [970, 120, 150],
        [1080, 120, 210],
      ]) +
        minaret(730, 260, 12) +
        minaret(820, 230, 11) +
        `M700 0v-80a76 76 0 0 1 152 0v80z`,
      LB2,
      { transform: 'translate(0 620)' },
    ),
  );
  s.add(
    apartment(420, 620, 150, 240, LB, LIGHT, 4, 7),
    apartment(860, 620, 170, 280, LB, LIGHT, 4, 8),
    apartment(1040, 620, 180, 220, LB, LIGHT, 4, 6),
  );
  // near apartment with entrance
  s.add(rect(-10, 70, 380, 560, W), rect(-16, 58, 392, 16, LB2, { rx: 3 }), rect(-10, 74, 380, 8, LB2));
  s.add(
    p(windows(20, 110, 3, 6, 70, 56, 112, 84), LB),
    p(windows(26, 116, 3, 6, 26, 44, 112, 84), W, { opacity: '.45' }),
  );
  let rails = '';
  for (let j = 0; j < 6; j++) rails += `M10 ${176 + j * 84}h330`;
  s.add(line(rails, BLUE, 4));
  s.add(
    rect(200, 520, 110, 112, N3, { rx: 4 }),
    rect(208, 528, 44, 104, LB, { opacity: '.5' }),
    rect(188, 506, 134, 16, OR, { rx: 3 }),
    rect(180, 626, 150, 10, GREY),
  );
  // pavement + road
  s.add(
    rect(0, 620, 1200, 54, LB2),
    rect(0, 618, 1200, 4, W),
    rect(0, 672, 1200, 12, GREY),
    rect(0, 684, 1200, 116, SLATE),
  );
  s.add(p('M0 782h1200', 'none', { stroke: W, 'stroke-width': 6, 'stroke-dasharray': '60 44', opacity: '.8' }));
  s.add(s.use('treeB', 1130, 640, 1.4), s.use('tree', 1172, 646, 1.1), s.use('lamp', 150, 640, 1.1));
  // truck with open rear door and ramp
  s.add(shadow(860, 752, 250, 0.25));
  s.add(s.use('truck', 640, 750, 1.2));
  s.add(rect(640, 532, 10, 160, N2, { opacity: '.9' }), openDoor(640, 750, 1.2));
  s.add(
    p(
      poly([
        [640, 684],
        [642, 694],
        [506, 756],
        [486, 756],
      ]),
      GREY,
    ),
    line('M636 688L496 750', W, 2, { opacity: '.7' }),
  );
  // boxes waiting on the pavement
  s.add(shadow(430, 652, 90));
  s.add(
    s.use('box3', 360, 652, 0.85),
    s.use('box3', 420, 652, 0.85),
    s.use('box3', 382, 610, 0.85),
    s.use('boxF', 448, 610, 0.7),
  );
  s.add(wrapped(470, 652, 40, 96, LB2));
  // workers
  s.add(s.use('pCarry', 262, 650, 0.95), s.use('pCarry', 604, 704, 0.95), s.use('pCarry', 470, 770, 0.95));
}
