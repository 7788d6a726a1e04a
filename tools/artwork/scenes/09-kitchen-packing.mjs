// Gallery picture 9 (1200 x 800): plates and glasses wrapped one by one into boxes for fragile goods.
import {
  LB,
  W,
  rect,
  circle,
  ellipse,
  p,
  line,
  blocks,
  shadow,
  framedWindow,
  N3,
  B2,
  LB2,
  LIGHT,
  OR,
  OR2,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawKitchenPacking(s) {
  s.grad('wall9', 0, 0, 0, 700, [
    [0, LB2],
    [1, LIGHT],
  ]);
  s.add(rect(0, 0, 1200, 700, 'url(#wall9)'), rect(0, 0, 1200, 140, LB2), rect(0, 136, 1200, 12, W));
  s.add(line('M330 148v70', SLATE, 3), p('M290 250h80l-12-34h-56z', OR2), ellipse(330, 252, 40, 6, OR));
  s.add(circle(820, 230, 40, W, { stroke: GREY, 'stroke-width': 5 }), line('M820 230v-24M820 230l16 10', N3, 4));
  // upper cabinets, two doors open and empty
  s.add(
    rect(40, 300, 560, 170, W, { stroke: GREY, 'stroke-width': 3 }),
    line('M180 300v170M320 300v170M460 300v170', GREY, 3),
  );
  s.add(
    rect(190, 308, 120, 154, LB),
    line('M190 358h120M190 410h120', W, 5),
    p('M190 308l-60-14v182l60-14z', LIGHT, { stroke: GREY, 'stroke-width': 3 }),
  );
  s.add(
    rect(470, 308, 120, 154, LB),
    line('M470 358h120M470 410h120', W, 5),
    ellipse(500, 404, 20, 5, W),
    rect(482, 394, 36, 10, W),
    p('M590 308l50-12v186l-50-14z', LIGHT, { stroke: GREY, 'stroke-width': 3 }),
  );
  s.add(line('M110 450h30M400 450h30', SLATE, 5));
  // tiles, window above the sink
  let tiles = '';
  for (let y = 470; y <= 565; y += 32) tiles += `M40 ${y}H1000`;
  for (let x = 40; x <= 1000; x += 48) tiles += `M${x} 470V565`;
  s.add(rect(40, 470, 960, 95, W), line(tiles, LB2, 2));
  s.add(
    framedWindow(
      700,
      300,
      240,
      220,
      W,
      LB,
      p(
        blocks([
          [0, 70, 80],
          [90, 60, 140],
          [170, 70, 60],
        ]),
        LB2,
        { transform: 'translate(700 520)' },
      ),
    ),
  );
  // counter and base cabinets
  s.add(rect(30, 565, 980, 18, N3, { rx: 4 }), rect(40, 583, 960, 117, W, { stroke: GREY, 'stroke-width': 3 }));
  s.add(
    line('M200 583v117M360 583v117M520 583v117M680 583v117M840 583v117', GREY, 3),
    line('M160 606h24M220 606h24M380 606h24M540 606h24M700 606h24M860 606h24', SLATE, 5),
  );
  s.add(rect(750, 558, 140, 8, GREY, { rx: 4 }), line('M820 558v-34q0-12 12-12h12', SLATE, 6));
  // plates, paper and cups on the counter
  let plates = '';
  for (let i = 0; i < 6; i++) plates += `M70 ${558 - i * 6}h96v4h-96z`;
  s.add(p(plates, W), rect(66, 522, 104, 4, GREY));
  s.add(p('M200 565l24-34 96 8 8 26z', W), line('M232 540l72 6', GREY, 2));
  s.add(
    p('M380 565v-28q0-6 6-6h18q6 0 6 6v28z', B2),
    p('M410 543q12 0 12 8t-12 8', 'none', { stroke: B2, 'stroke-width': 4 }),
    p('M440 565v-24h24v24z', OR2),
    p('M480 565v-30q0-6 6-6h16q6 0 6 6v30z', LB),
  );
  // fridge wrapped in film
  s.add(
    s.use('fridge', 1040, 700, 1.3),
    rect(1040, 466, 110, 234, LB2, { opacity: '.45', rx: 10 }),
    line('M1046 490l98 -18M1046 546l98 -18M1046 602l98 -18M1046 658l98 -18', W, 4, { opacity: '.9' }),
  );
  // floor
  s.add(rect(0, 700, 1200, 100, LB), line('M0 740h1200', W, 2, { opacity: '.35' }));
  // worker wrapping a plate, open box of wrapped dishes
  s.add(shadow(460, 778, 180, 0.2));
  s.add(s.use('pHold', 360, 780, 1.75));
  s.add(
    p('M396 628l46 -30 44 20-34 40z', W),
    ellipse(440, 628, 34, 11, LB2),
    ellipse(440, 628, 34, 11, W, { opacity: '.6' }),
  );
  s.add(
    p('M520 660h170v120H520z', OR2),
    p('M520 660l-30-36 14-8 26 44zM690 660l30-36-14-8-26 44z', OR),
    rect(520, 660, 170, 12, OR),
  );
  s.add(
    p('M538 660c6-22 26-26 40-10 10-22 36-18 42 4 12-20 36-14 44 6z', W),
    line('M580 672v100M630 672v100', OR, 3, { opacity: '.6' }),
  );
  s.add(s.use('boxF', 760, 784, 1.4), s.use('boxF', 880, 784, 1.2), s.use('boxF', 786, 714, 1));
  s.add(circle(160, 770, 22, LB2), circle(160, 770, 10, LIGHT), rect(142, 784, 36, 5, LB2));
}
