// Gallery picture 14 (1200 x 800): boxes under plastic sheets are loaded in the rain.
import {
  NAVY,
  LB,
  W,
  rect,
  ellipse,
  p,
  line,
  g,
  tr,
  poly,
  civilian,
  apartment,
  shadow,
  openDoor,
  rain,
  N3,
  LB2,
  LIGHT,
  OR,
  OR2,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawRain(s) {
  s.grad('sky14', 0, 0, 0, 620, [
    [0, SLATE],
    [1, GREY],
  ]);
  s.add(rect(0, 0, 1200, 800, 'url(#sky14)'));
  s.add(
    s.use('cloud', 40, 120, 2.2, false, { fill: SLATE, opacity: '.8' }),
    s.use('cloud', 560, 90, 2.6, false, { fill: SLATE, opacity: '.7' }),
    s.use('cloud', 900, 170, 1.6, false, { fill: LB, opacity: '.35' }),
  );
  s.add(
    apartment(40, 620, 240, 380, LB, LB2, 4, 9),
    apartment(320, 620, 200, 300, LB2, LIGHT, 3, 7),
    apartment(880, 620, 260, 420, LB, LB2, 4, 10),
  );
  // canopy of the building entrance with a customer under an umbrella
  s.add(rect(40, 500, 240, 120, LB2), rect(110, 520, 90, 100, N3), rect(90, 500, 130, 14, OR, { rx: 3 }));
  s.add(g(tr(250, 640, 1), civilian({ shirt: OR2, pants: N3, hair: NAVY, long: true, skirt: false })));
  s.add(
    line('M268 470v102', NAVY, 4),
    p('M190 478a78 44 0 0 1 156 0q-13-8-26 0-13-8-26 0-13-8-26 0-13-8-26 0-13-8-26 0-13-8-26 0z', OR),
    p('M268 434q-30 10-40 44h16q6-30 24-44z', OR2, { opacity: '.6' }),
  );
  // wet road with reflections
  s.add(rect(0, 620, 1200, 50, LB2), rect(0, 666, 1200, 12, GREY), rect(0, 678, 1200, 122, SLATE));
  s.add(g('translate(0 1516) scale(1 -1)', s.use('truck', 560, 760, 1.18), { opacity: '.18' }));
  s.add(
    ellipse(300, 730, 120, 10, LB, { opacity: '.45' }),
    ellipse(1000, 780, 150, 10, LB, { opacity: '.4' }),
    line('M260 730h80M950 780h100', W, 2, { opacity: '.5' }),
  );
  s.add(shadow(780, 760, 230, 0.3), s.use('truck', 560, 758, 1.18), openDoor(560, 758, 1.18));
  // tarp over the open rear and the ramp
  s.add(
    p(
      poly([
        [560, 694],
        [562, 704],
        [450, 760],
        [430, 760],
      ]),
      GREY,
    ),
  );
  s.add(s.use('pCarry', 500, 736, 1.02), rect(502, 646, 50, 44, LB2, { opacity: '.6', rx: 6 }));
  s.add(s.use('pCarry', 380, 648, 1.02), rect(382, 558, 50, 44, LB2, { opacity: '.6', rx: 6 }));
  s.add(rain(14, 240, 0, 0, 1260, 760, W, 0.55, 34), rain(41, 120, 0, 0, 1260, 760, LB2, 0.5, 22));
}
