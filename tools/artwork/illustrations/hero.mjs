// The default home page hero (1920 x 1080, served as public/images/hero-default.svg) and the
// social-sharing picture (1200 x 630, rasterized to public/og-image.png; the only drawing with text).
import {
  NAVY,
  LB,
  W,
  r,
  rect,
  circle,
  p,
  line,
  g,
  mulberry,
  Svg,
  blocks,
  skyline,
  bridge,
  N2,
  N3,
  BLUE,
  LB2,
  LIGHT,
  OR,
  OR2,
  GREY,
} from '../kit.mjs';

export function hero() {
  const s = new Svg(1920, 1080);
  s.def(
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="860" gradientUnits="userSpaceOnUse"><stop offset=".1" stop-color="#08243c"/><stop offset="1" stop-color="#1f6fb8"/></linearGradient>',
  );
  s.def(
    '<radialGradient id="glow"><stop offset="0" stop-color="#fb923c" stop-opacity=".35"/><stop offset="1" stop-color="#fb923c" stop-opacity="0"/></radialGradient>',
  );
  s.def(
    '<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset=".3" stop-color="#08243c" stop-opacity=".92"/><stop offset=".64" stop-color="#08243c" stop-opacity="0"/></linearGradient>',
  );
  s.add(rect(0, 0, 1920, 1080, 'url(#sky)'));
  s.add(`<ellipse cx="1500" cy="820" rx="620" ry="260" fill="url(#glow)"/>`);
  // stars
  let stars = '';
  const rnd = mulberry(7);
  for (let i = 0; i < 46; i++) {
    const x = 40 + rnd() * 1840,
      y = 30 + rnd() * 420;
    stars += `M${r(x)} ${r(y)}h0`;
  }
  s.add(line(stars, W, 3, { opacity: '.55' }));
  // moon
  s.add(
    circle(1660, 210, 130, LIGHT, { opacity: '.04' }),
    circle(1660, 210, 84, LIGHT, { opacity: '.07' }),
    circle(1660, 210, 48, LIGHT, { opacity: '.92' }),
    circle(1645, 200, 9, LB2),
    circle(1675, 228, 6, LB2),
  );
  s.add(
    s.use('cloud', 1180, 300, 1.3, false, { fill: LB, opacity: '.12' }),
    s.use('cloud', 1480, 420, 1, false, { fill: LB, opacity: '.1' }),
    s.use('cloud', 380, 260, 1.6, false, { fill: LB, opacity: '.05' }),
  );
  // far hills across the whole width (calm)
  s.add(p('M0 822q220-70 480-40t520-10q300-60 560-10t360 0v60H0z', N3, { opacity: '.7' }));
  // bridge behind the skyline, old city skyline in front of it
  s.add(bridge(1060, 1920, 1210, 1560, 786, 236, N3, LB));
  let dots = '';
  for (let x = 1080; x < 1920; x += 40) dots += `M${x} 782h0`;
  s.add(line(dots, OR2, 5, { opacity: '.9' }));
  s.add(skyline(1230, 824, 1.05, N2));
  s.add(
    p(
      blocks([
        [1100, 60, 40],
        [1150, 40, 26],
        [1860, 60, 34],
      ]),
      N2,
      { transform: 'translate(0 824)' },
    ),
  );
  s.add(rect(0, 820, 1920, 84, N3));
  // water reflections
  s.add(
    line('M1120 846h90M1300 862h140M1580 850h120M1700 876h90M1230 884h70M1480 890h100M1080 870h60', LB, 3, {
      opacity: '.25',
    }),
  );
  s.add(line('M1630 846h60M1640 864h40M1650 882h22', LIGHT, 3, { opacity: '.45' }));
  // road
  s.add(rect(0, 904, 1920, 16, BLUE), rect(0, 920, 1920, 160, N2));
  s.add(p('M0 1020h1920', 'none', { stroke: GREY, 'stroke-width': 6, 'stroke-dasharray': '70 60', opacity: '.35' }));
  // street lamp, boxes waiting on the pavement, truck
  s.add(s.use('lamp', 1660, 920, 1.1), `<ellipse cx="1696" cy="920" rx="60" ry="9" fill="${OR2}" opacity=".2"/>`);
  s.add(s.use('box', 1770, 930, 1.05), s.use('box', 1838, 930, 1.05), s.use('box', 1804, 878, 1.05));
  s.add(`<ellipse cx="1320" cy="994" rx="250" ry="10" fill="${NAVY}" opacity=".5"/>`);
  s.add(s.use('truck', 1100, 992, 1.32));
  // calm dark overlay for the text area
  s.add(rect(0, 0, 1920, 1080, 'url(#shade)'));
  return s.toString();
}

export function ogSvg() {
  const s = new Svg(1200, 630);
  s.def(
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="500" gradientUnits="userSpaceOnUse"><stop offset=".1" stop-color="#08243c"/><stop offset="1" stop-color="#155a9a"/></linearGradient>',
  );
  s.add(rect(0, 0, 1200, 630, 'url(#sky)'));
  s.add(circle(1080, 110, 34, LIGHT, { opacity: '.9' }), circle(1080, 110, 60, LIGHT, { opacity: '.06' }));
  s.add(bridge(760, 1200, 880, 1170, 466, 186, N3, LB, true));
  s.add(skyline(640, 500, 0.95, N2));
  s.add(rect(0, 498, 1200, 132, N2), rect(0, 498, 1200, 10, BLUE));
  s.add(p('M0 590h1200', 'none', { stroke: GREY, 'stroke-width': 4, 'stroke-dasharray': '50 40', opacity: '.3' }));
  s.add(s.use('box', 1010, 512, 0.85), s.use('box', 1062, 512, 0.85), s.use('box', 1036, 469, 0.85));
  s.add(s.use('truck', 640, 572, 0.95));
  // logo mark (same shapes as public/logo.svg)
  s.add(
    g(
      'translate(80 60) scale(2)',
      '<rect width="48" height="48" rx="10" fill="#155a9a"/><path d="M8 15h19v16H8z" fill="#fff"/><path d="M27 20h7l6 6v5H27z" fill="#f97316"/><circle cx="15" cy="33" r="4" fill="#08243c" stroke="#fff" stroke-width="2"/><circle cx="34" cy="33" r="4" fill="#08243c" stroke="#fff" stroke-width="2"/><path d="M11 21h13M11 25h9" stroke="#155a9a" stroke-width="2" stroke-linecap="round"/>',
    ),
  );
  s.add(
    `<text x="80" y="240" font-family="DejaVu Sans, sans-serif" font-size="78" font-weight="bold" fill="#fff">Hafif Nakliyat</text>`,
  );
  s.add(rect(82, 266, 120, 8, OR, { rx: 4 }));
  s.add(
    `<text x="80" y="336" font-family="DejaVu Sans, sans-serif" font-size="38" font-weight="bold" fill="#fb923c">Yükünüz Hafif, Gönlünüz Rahat</text>`,
  );
  s.add(
    `<text x="80" y="388" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#a9cbee">İstanbul evden eve ve ofis taşımacılığı</text>`,
  );
  return s.toString();
}
