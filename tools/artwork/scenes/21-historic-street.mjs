// Gallery picture 21 (1200 x 800): a van on a narrow, steep historic street of Balat by a bay-windowed house.
import {
  NAVY,
  LB,
  W,
  r,
  rect,
  p,
  line,
  g,
  windows,
  mosque,
  galata,
  shadow,
  N3,
  B2,
  LB2,
  LIGHT,
  OR,
  OR2,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawHistoricStreet(s) {
  s.grad('sky21', 0, 0, 0, 400, [
    [0, LB],
    [1, LIGHT],
  ]);
  s.add(rect(0, 0, 1200, 800, 'url(#sky21)'));
  s.add(p(mosque(860, 1.1) + galata(200, 1.1), LB, { transform: 'translate(0 300)' }));
  // sloping street: ground from y 740 (left) to 640 (right)
  const gy = (x) => 740 - x * (100 / 1200);
  const cols = [OR2, LB, W, B2, LB2, OR];
  const houses = [
    [0, 220, 3],
    [220, 200, 4],
    [420, 230, 3],
    [650, 210, 4],
    [860, 200, 3],
    [1060, 160, 4],
  ];
  houses.forEach(([x, w, fl], i) => {
    const FH = 150,
      base = gy(x + w),
      h = fl * FH + 10,
      top = base - h,
      c = cols[i];
    const trim = c === W || c === LB2 ? N3 : W;
    s.add(p(`M${x} ${r(gy(x))}L${x} ${r(top)}h${w}V${r(base)}z`, c));
    s.add(p(`M${x - 6} ${r(top)}l${w / 2 + 6} -36l${w / 2 + 6} 36z`, N3), rect(x - 8, top - 4, w + 16, 10, trim));
    // cumba: the bay of the upper floors sticks out over the street
    const cy0 = top + 30,
      cy1 = base - FH - 10;
    s.add(
      rect(x + 12, cy0, w - 24, cy1 - cy0, c),
      rect(x + 12, cy0, w - 24, cy1 - cy0, NAVY, { opacity: '.08' }),
      rect(x + 6, cy0 - 8, w - 12, 10, trim),
      rect(x + 6, cy1, w - 12, 10, trim),
    );
    s.add(p(`M${x + 16} ${cy1 + 10}l14 22h${w - 60}l14 -22z`, NAVY, { opacity: '.18' }));
    const ww = (w - 80) / 3;
    for (let f = 0; f < fl - 1; f++)
      s.add(
        p(windows(x + 30, cy0 + 22 + f * FH, 3, 1, ww, FH - 56, ww + 10, 0), c === B2 ? LB2 : N3, { opacity: '.85' }),
        p(windows(x + 34, cy0 + 26 + f * FH, 3, 1, 6, FH - 66, ww + 10, 0), W, { opacity: '.4' }),
      );
    s.add(rect(x + w / 2 - 30, base - 110, 60, 104, N3, { rx: 28 }), rect(x + w / 2 - 38, base - 8, 76, 10, GREY));
    s.add(
      rect(x + 18, base - 96, 36, 54, N3, { opacity: '.8' }),
      rect(x + w - 54, base - 96, 36, 54, N3, { opacity: '.8' }),
    );
  });
  // laundry line between two bays
  s.add(line('M230 250q130 36 250 0', SLATE, 2));
  for (const [x, c] of [
    [256, OR],
    [296, W],
    [336, B2],
    [392, OR2],
    [432, W],
  ])
    s.add(rect(x, r(250 + 0.0016 * (x - 230) * (480 - x) * 0.9 - 2), 26, 32, c, { rx: 3 }));
  // cobbles
  s.add(p(`M0 ${gy(0)}L1200 ${gy(1200)}V800H0z`, SLATE));
  let cob = '';
  for (let y = 0; y < 160; y += 22)
    for (let x = y % 44 ? 0 : 18; x < 1200; x += 36) cob += `M${x} ${r(gy(x) + 14 + y)}h24`;
  s.add(line(cob, GREY, 8, { opacity: '.35' }));
  // van parked on the slope, one worker with a box, one with a loaded hand truck
  const vx = 700,
    ang = (Math.atan(-100 / 1200) * 180) / Math.PI;
  s.add(
    g(`translate(${vx} ${r(gy(vx) + 44)}) rotate(${r(ang)})`, shadow(130, 2, 130, 0.25) + s.use('van', 0, 0, 0.95)),
  );
  s.add(s.use('pCarry', 560, r(gy(560) + 34), 0.82));
  s.add(
    g(
      `translate(300 ${r(gy(300) + 30)}) rotate(${r(ang)})`,
      s.use('box', 12, -4, 0.8) +
        s.use('box', 14, -44, 0.7) +
        s.use('handTruck', 0, 0, 0.8) +
        s.use('pPush', -42, 8, 0.82),
    ),
  );
  // cat on a doorstep and a wall lamp
  s.add(
    g(
      'translate(30 -22)',
      p('M1090 650q-4-26 14-30l4-10 6 10h8l6-10 4 10q14 10 8 30z', NAVY) +
        p('M1090 648q-20 4-24-14', 'none', { stroke: NAVY, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    ),
  );
  s.add(line('M650 470h-26v14', SLATE, 4), rect(614, 482, 20, 26, N3, { rx: 4 }), rect(618, 488, 12, 14, OR2));
}
