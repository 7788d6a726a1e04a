// Gallery picture 13 (1200 x 800): the crew carries covered boxes to the truck on a snowy winter day.
import {
  LB,
  W,
  rect,
  circle,
  p,
  line,
  poly,
  windows,
  shadow,
  openDoor,
  flakes,
  N3,
  LB2,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawSnow(s) {
  s.grad('sky13', 0, 0, 0, 600, [
    [0, SLATE],
    [0.55, GREY],
    [1, LB2],
  ]);
  s.add(rect(0, 0, 1200, 800, 'url(#sky13)'));
  // houses with snowy roofs
  const house = (x, w, h, roofH, body) =>
    rect(x, 600 - h, w, h, body) +
    p(`M${x - 20} ${600 - h + 10}l${w / 2 + 20} ${-roofH - 10}l${w / 2 + 20} ${roofH + 10}z`, N3) +
    p(
      `M${x - 18} ${600 - h + 2}l${w / 2 + 18} ${-roofH - 4}l${w / 2 + 18} ${roofH + 4}q-10 8-20 0q-12 10-24 0q-12 10-24 0q-14 8-26 -2z`,
      W,
    ) +
    p(windows(x + 20, 600 - h + 30, Math.floor((w - 20) / 50), Math.floor((h - 50) / 60), 28, 34, 50, 60), LB);
  s.add(house(60, 220, 240, 90, LB2), house(330, 180, 200, 70, W), house(760, 260, 280, 100, LB2));
  s.add(
    rect(220, 250, 24, 60, SLATE),
    rect(216, 244, 32, 10, W),
    circle(234, 228, 14, W, { opacity: '.8' }),
    circle(250, 200, 20, W, { opacity: '.6' }),
    circle(272, 168, 26, W, { opacity: '.4' }),
  );
  s.add(s.use('pineSnow', 590, 604, 1.4), s.use('pineSnow', 660, 604, 1.1), s.use('pineSnow', 1110, 604, 1.5));
  // snowy ground and road
  s.add(rect(0, 596, 1200, 204, W), p('M0 600q300-12 600 0t600 0v20H0z', LB2, { opacity: '.6' }));
  s.add(rect(0, 680, 1200, 120, LB2), line('M0 720h1200M0 736h1200M0 770h1200M0 786h1200', W, 5, { opacity: '.9' }));
  s.add(line('M0 680h1200', W, 10));
  // truck with snow on the roof
  s.add(shadow(760, 762, 240, 0.2, SLATE), s.use('truck', 540, 760, 1.22), openDoor(540, 760, 1.22));
  s.add(
    p('M540 540q126-12 308 0v-6q-150-12-308 -2z', W),
    p('M540 538h308v-10q-150-8-308 0z', W),
    p('M858 574h80q6 0 10 6h-94z', W),
  );
  s.add(
    p(
      poly([
        [540, 694],
        [542, 704],
        [430, 762],
        [410, 762],
      ]),
      GREY,
    ),
  );
  // crew with wrapped boxes, footprints
  s.add(line('M120 700l30 6M160 696l30 6M200 702l30 6M240 698l30 6M280 704l30 6', LB, 5, { opacity: '.8' }));
  s.add(s.use('pCarry', 340, 700, 1.05), rect(346, 612, 54, 46, LB2, { opacity: '.55', rx: 6 }));
  s.add(s.use('pCarry', 480, 742, 1.05), rect(486, 654, 54, 46, LB2, { opacity: '.55', rx: 6 }));
  s.add(
    s.use('box3', 150, 690, 0.9),
    s.use('box3', 210, 690, 0.8),
    rect(146, 630, 140, 60, LB2, { opacity: '.5', rx: 8 }),
    p('M146 632q70-14 140 0v-8q-70-12-140 0z', W),
  );
  s.add(flakes(13, 110, 0, 0, 1200, 800));
}
