// Gallery picture 3 (1200 x 800): the crew stretch-wraps a three-seat sofa in an emptied living room.
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
  BLUE,
  B2,
  LB2,
  LIGHT,
  OR,
  OR2,
  SLATE,
} from '../kit.mjs';

export function drawSofaWrapping(s) {
  s.grad('wall3', 0, 0, 0, 600, [
    [0, LIGHT],
    [1, LB2],
  ]);
  s.add(rect(0, 0, 1200, 620, 'url(#wall3)'));
  // window with the street outside
  s.add(
    framedWindow(
      90,
      140,
      260,
      300,
      W,
      LB,
      p(
        blocks([
          [0, 60, 120],
          [70, 50, 180],
          [130, 80, 90],
          [220, 40, 150],
        ]),
        LB2,
        { transform: 'translate(90 440)' },
      ),
    ),
  );
  s.add(rect(60, 108, 330, 8, SLATE, { rx: 3 }), rect(82, 450, 286, 14, W, { rx: 3 }));
  // marks of the frames already taken down
  s.add(
    rect(520, 170, 150, 110, LIGHT, { stroke: LB, 'stroke-width': 3, 'stroke-dasharray': '8 8' }),
    rect(700, 190, 90, 90, LIGHT, { stroke: LB, 'stroke-width': 3, 'stroke-dasharray': '8 8' }),
  );
  s.add(circle(595, 160, 4, SLATE), circle(745, 180, 4, SLATE));
  s.add(line('M760 0v90', SLATE, 3), p('M720 120h80l-16-30h-48z', OR2), ellipse(760, 124, 40, 6, OR));
  // floor
  s.add(rect(0, 620, 1200, 180, LB), rect(0, 612, 1200, 14, W));
  s.add(
    line(
      'M0 680h1200M0 744h1200M160 626v54M520 626v54M900 626v54M330 680v64M720 680v64M1080 680v64M90 744v56M480 744v56M860 744v56',
      W,
      2,
      { opacity: '.35' },
    ),
  );
  // sofa, right part wrapped in stretch film
  s.add(shadow(620, 690, 220, 0.2));
  s.add(s.use('sofa', 430, 690, 2.1));
  s.add(
    rect(640, 490, 180, 196, LB2, { rx: 22, opacity: '.6' }),
    line('M650 520l150-20M650 560l160-24M650 600l160-22M650 640l160-22M650 676l160-20', W, 4, { opacity: '.9' }),
  );
  s.add(line('M672 500l40 170M760 494l34 180', W, 2, { opacity: '.5' }));
  // film from the roll to the sofa
  s.add(
    p('M812 520L900 552L900 610L812 640z', LB2, { opacity: '.5' }),
    line('M812 520L900 552M812 640L900 610', W, 2, { opacity: '.8' }),
  );
  s.add(s.use('pHold', 980, 720, 1.45, true));
  s.add(
    rect(898, 540, 26, 84, W, { rx: 8 }),
    rect(898, 540, 26, 84, LB2, { rx: 8, opacity: '.7' }),
    ellipse(911, 542, 13, 5, W),
    rect(906, 620, 10, 26, SLATE, { rx: 3 }),
  );
  // boxes + second worker taping
  s.add(shadow(200, 712, 120));
  s.add(s.use('box3', 60, 712, 1.3), s.use('box3', 160, 712, 1.3), s.use('boxF', 80, 647, 1.1));
  s.add(s.use('pCarry', 330, 716, 1.4, true));
  // rolled carpet and a lamp in bubble wrap
  s.add(
    rect(420, 732, 300, 46, BLUE, { rx: 23 }),
    ellipse(720, 755, 15, 23, B2),
    line('M720 752a5 6 0 1 1 5 5a9 11 0 1 1-10-12', LB, 2.5),
    line('M500 734v42M640 734v42', OR2, 5),
  );
  // open door to the hall
  s.add(
    rect(1030, 290, 150, 330, W),
    rect(1044, 304, 122, 316, LB),
    rect(1044, 304, 122, 316, N3, { opacity: '.25' }),
    p('M1044 304l-40 -14v340l40 -10z', LB2),
    circle(1014, 470, 5, SLATE),
  );
  s.add(s.use('plant', 1090, 710, 2.2), shadow(1090, 712, 40));
}
