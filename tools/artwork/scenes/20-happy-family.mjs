// Gallery picture 20 (1200 x 800): a family at its new home waves to the departing crew.
import {
  NAVY,
  LB,
  W,
  rect,
  circle,
  p,
  g,
  tr,
  lerp,
  civilian,
  shadow,
  motion,
  fence,
  framedWindow,
  clouds,
  N2,
  N3,
  BLUE,
  B2,
  LB2,
  LIGHT,
  OR,
  OR2,
  SLATE,
  GREY,
  GREEN,
} from '../kit.mjs';

export function drawHappyFamily(s, t = 0.5) {
  s.grad('sky20', 0, 0, 0, 560, [
    [0, LB],
    [1, LIGHT],
  ]);
  s.radial('sun20', OR2, 0.35);
  s.add(
    rect(0, 0, 1200, 800, 'url(#sky20)'),
    circle(1040, 430, 200, 'url(#sun20)'),
    circle(1040, 430, 46, W, { opacity: '.9' }),
  );
  clouds(s, [
    [520, 120, 1],
    [180, 70, 0.7],
  ]);
  s.add(p('M0 560q300-60 600-20t600-10v90H0z', LB2));
  // new two-storey house with garden
  s.add(
    rect(80, 300, 460, 300, W),
    p('M50 306l270-140 250 140z', N3),
    p('M50 306l270-140 250 140h-24l-226-118-246 118z', BLUE),
  );
  s.add(
    framedWindow(120, 340, 120, 90, LIGHT, LB),
    framedWindow(360, 340, 140, 90, LIGHT, LB),
    framedWindow(120, 470, 120, 90, LIGHT, LB),
  );
  s.add(
    rect(330, 450, 90, 150, OR),
    circle(404, 528, 5, W),
    rect(320, 440, 110, 12, N3),
    rect(310, 596, 130, 10, GREY),
  );
  s.add(
    s.use('tree', 610, 600, 1.4),
    s.use('tree', 40, 600, 1.1),
    s.use('plant', 300, 600, 1),
    s.use('plant', 450, 600, 1),
  );
  s.add(fence(0, 300, 620, 40, W, 22), fence(450, 700, 620, 40, W, 22));
  // pavement + road
  s.add(rect(0, 620, 1200, 60, LB2), rect(0, 676, 1200, 12, GREY), rect(0, 688, 1200, 112, SLATE));
  s.add(p('M0 770h1200', 'none', { stroke: W, 'stroke-width': 5, 'stroke-dasharray': '60 44', opacity: '.8' }));
  // family
  s.add(shadow(340, 664, 120, 0.18));
  s.add(g(tr(260, 662, 1.2), civilian({ shirt: B2, pants: N3, hair: NAVY, wave: true })));
  s.add(g(tr(350, 662, 1.12), civilian({ shirt: OR2, pants: BLUE, hair: N2, long: true, wave: true, skirt: true })));
  s.add(g(tr(430, 664, 0.72), civilian({ shirt: GREEN, pants: N3, hair: NAVY, wave: true })));
  s.add(s.use('box3', 470, 660, 0.7));
  // truck driving away, arm waving from the cab
  const x = lerp(660, 900, t);
  s.add(shadow(x + 200, 760, 200, 0.25), s.use('truck', x, 758, 1.1), motion(x - 20, 660, W, 3, 90));
}
