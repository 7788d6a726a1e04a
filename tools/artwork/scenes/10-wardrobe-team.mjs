// Gallery picture 10 (1200 x 800): a crew of four carries a blanket-wrapped wardrobe out to the truck.
import {
  LB,
  W,
  rect,
  p,
  line,
  g,
  tr,
  poly,
  windows,
  civilian,
  apartment,
  shadow,
  openDoor,
  clouds,
  N2,
  N3,
  BLUE,
  LB2,
  LIGHT,
  OR,
  OR2,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawWardrobeTeam(s) {
  s.grad('sky10', 0, 0, 0, 560, [
    [0, LB],
    [1, LIGHT],
  ]);
  s.add(rect(0, 0, 1200, 800, 'url(#sky10)'));
  clouds(s, [
    [640, 90, 0.9],
    [900, 170, 0.6],
  ]);
  // apartment facade
  s.add(rect(0, 40, 560, 580, LB2), rect(-6, 28, 572, 16, W, { rx: 3 }));
  s.add(p(windows(30, 80, 4, 5, 70, 70, 135, 100), W), p(windows(38, 88, 4, 5, 54, 54, 135, 100), LB));
  s.add(line('M150 80v70M285 80v70M420 80v70', W, 4));
  // a neighbour watching from a balcony
  s.add(
    rect(290, 250, 130, 8, W),
    line('M290 220h130M300 220v30M330 220v30M360 220v30M390 220v30M418 220v30', SLATE, 3),
  );
  s.add(
    g(tr(344, 249, 0.45), civilian({ shirt: OR2, hair: N2, long: true })),
    rect(290, 226, 130, 28, W),
    line('M290 226h130', SLATE, 3),
  );
  // entrance
  s.add(
    rect(190, 470, 150, 150, N3, { rx: 6 }),
    rect(204, 484, 56, 136, LB, { opacity: '.55' }),
    rect(270, 484, 56, 136, LB, { opacity: '.35' }),
    rect(170, 450, 190, 18, OR, { rx: 4 }),
  );
  s.add(rect(160, 620, 210, 14, GREY), rect(172, 608, 186, 12, W));
  // far trees and the next building
  s.add(apartment(640, 620, 200, 330, LB, LIGHT, 4, 8), s.use('treeB', 600, 622, 1.3), s.use('treeB', 880, 622, 1.1));
  // pavement and road
  s.add(rect(0, 620, 1200, 70, W), rect(0, 686, 1200, 12, GREY), rect(0, 698, 1200, 102, SLATE));
  s.add(line('M0 652h1200', LB2, 2));
  // truck at the right edge with its ramp
  s.add(shadow(1060, 770, 180, 0.25), s.use('truck', 930, 768, 1.2), openDoor(930, 768, 1.2));
  s.add(
    p(
      poly([
        [930, 702],
        [932, 712],
        [820, 770],
        [800, 770],
      ]),
      GREY,
    ),
  );
  // the wardrobe lying on its back, wrapped in a quilted blanket, carried by four
  const wy = 512,
    wx = 330,
    wl = 330,
    wh = 64;
  s.add(s.use('pLift', wx + 36, 642, 1.08), s.use('pLift', wx + wl - 36, 642, 1.08, true));
  s.add(
    rect(wx, wy, wl, wh, N3, { rx: 10 }),
    line(
      `M${wx + 10} ${wy + 16}h${wl - 20}M${wx + 10} ${wy + 32}h${wl - 20}M${wx + 10} ${wy + 48}h${wl - 20}`,
      BLUE,
      3,
      { 'stroke-dasharray': '10 8' },
    ),
  );
  s.add(
    rect(wx + 112, wy - 2, 16, wh + 4, OR),
    rect(wx + wl - 128, wy - 2, 16, wh + 4, OR),
    rect(wx + wl - 12, wy + 8, 14, wh - 16, BLUE, { rx: 4 }),
  );
  s.add(shadow(wx + wl / 2, 690, 230, 0.2));
  s.add(s.use('pLift', wx - 20, 690, 1.18), s.use('pLift', wx + wl + 20, 690, 1.18, true));
}
