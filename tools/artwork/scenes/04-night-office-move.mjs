// Gallery picture 4 (1200 x 800): office furniture and computers are loaded into a truck at night in front of an office tower.
import {
  NAVY,
  W,
  rect,
  circle,
  ellipse,
  p,
  line,
  poly,
  mulberry,
  blocks,
  shadow,
  stars,
  openDoor,
  N2,
  N3,
  LB2,
  LIGHT,
  OR2,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawNightOfficeMove(s) {
  s.grad('sky4', 0, 0, 0, 640, [
    [0, NAVY],
    [1, N3],
  ]);
  s.add(rect(0, 0, 1200, 800, 'url(#sky4)'), stars(4, 60, 0, 0, 1200, 360));
  s.add(
    circle(1060, 200, 70, LIGHT, { opacity: '.06' }),
    circle(1060, 200, 38, LIGHT, { opacity: '.9' }),
    circle(1048, 190, 7, LB2),
    circle(1072, 212, 5, LB2),
  );
  // background towers
  const towers = [
    [560, 120, 380],
    [700, 90, 300],
    [800, 140, 430],
    [950, 110, 330],
    [1070, 140, 260],
  ];
  s.add(p(blocks(towers), N2, { transform: 'translate(0 650)' }));
  const rnd = mulberry(44);
  let lit = '';
  for (const [x0, w, h] of towers) {
    for (let y = 650 - h + 20; y < 640; y += 22)
      for (let x = x0 + 12; x < x0 + w - 16; x += 20) if (rnd() > 0.72) lit += `M${x} ${y}h9v11h-9z`;
  }
  s.add(p(lit, OR2, { opacity: '.5' }));
  // office tower
  s.add(rect(90, 60, 440, 600, N3), rect(80, 48, 460, 16, N2));
  let glass = '',
    on = '';
  const rw = mulberry(9);
  for (let j = 0; j < 12; j++)
    for (let i = 0; i < 7; i++) {
      const x = 106 + i * 60,
        y = 80 + j * 40;
      if (rw() > (j > 8 ? 0.35 : 0.8)) on += `M${x} ${y}h48v30h-48z`;
      else glass += `M${x} ${y}h48v30h-48z`;
    }
  s.add(p(glass, N2), p(on, LIGHT, { opacity: '.9' }), line('M90 60v600M530 60v600', N2, 6));
  // lobby
  s.add(
    rect(150, 560, 320, 100, LIGHT, { opacity: '.9' }),
    rect(150, 560, 320, 100, OR2, { opacity: '.2' }),
    line('M230 560v100M310 560v100M390 560v100', N3, 4),
    rect(130, 546, 360, 16, NAVY),
  );
  s.add(s.use('plant', 180, 660, 1.2), s.use('plant', 440, 660, 1.2));
  // street
  s.add(rect(0, 660, 1200, 40, N3), rect(0, 698, 1200, 10, SLATE), rect(0, 708, 1200, 92, N2));
  s.add(p('M0 776h1200', 'none', { stroke: GREY, 'stroke-width': 5, 'stroke-dasharray': '60 44', opacity: '.35' }));
  s.add(
    p('M1082 478L980 704h180z', LB2, { opacity: '.08' }),
    ellipse(1070, 704, 110, 18, LB2, { opacity: '.12' }),
    s.use('lamp', 1120, 704, 1.3, true),
  );
  // truck, rear open, light spilling out
  s.add(shadow(880, 772, 240, 0.4));
  s.add(s.use('truck', 650, 770, 1.2));
  s.add(rect(650, 552, 12, 160, LIGHT, { opacity: '.7' }), openDoor(650, 770, 1.2));
  s.add(p('M650 700L560 770L650 770z', OR2, { opacity: '.18' }));
  s.add(
    p(
      poly([
        [650, 706],
        [652, 716],
        [540, 770],
        [520, 770],
      ]),
      GREY,
    ),
  );
  // crew with a dolly of crates, a wrapped monitor and chairs
  s.add(
    s.use('chair', 300, 696, 1.1),
    rect(276, 566, 48, 70, LB2, { opacity: '.45', rx: 10 }),
    s.use('chair', 360, 700, 1.1, true),
    rect(336, 570, 48, 70, LB2, { opacity: '.45', rx: 10 }),
  );
  s.add(
    s.use('dolly', 400, 760, 1),
    s.use('box3', 404, 744, 0.9),
    s.use('box3', 448, 744, 0.7),
    s.use('box3', 414, 700, 0.8),
  );
  s.add(s.use('pPush', 370, 762, 1.0));
  s.add(
    s.use('pHold', 590, 752, 1.0),
    rect(600, 628, 60, 44, LB2, { rx: 6 }),
    line('M606 636l30 30M626 632l30 30', W, 3, { opacity: '.8' }),
  );
}
