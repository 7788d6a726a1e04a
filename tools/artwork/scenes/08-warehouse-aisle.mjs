// Gallery picture 8 (1200 x 800): an aisle of the storage depot with racked pallets and boxes.
import {
  LB,
  W,
  r,
  rect,
  ellipse,
  p,
  line,
  poly,
  mulberry,
  shadow,
  N3,
  BLUE,
  B2,
  LB2,
  LIGHT,
  OR,
  OR2,
  SLATE,
  GREY,
} from '../kit.mjs';

export function drawWarehouseAisle(s) {
  // one-point perspective: metres to pixels
  const VX = 600,
    VY = 300,
    F = 420,
    CAM = 1.7;
  const P = (X, Y, Z) => [VX + (X * F) / Z, VY + ((CAM - Y) * F) / Z];
  const quad = (pts, fill, extra) => p(poly(pts.map(([X, Y, Z]) => P(X, Y, Z))), fill, extra);
  s.add(rect(0, 0, 1200, VY, N3), rect(0, VY, 1200, 800 - VY, LB2));
  // ceiling and floor
  const A = 2.3,
    ZN = 1.2,
    ZF = 36,
    TOP = 7.5;
  s.add(
    quad(
      [
        [-A, TOP, ZN],
        [A, TOP, ZN],
        [A, TOP, ZF],
        [-A, TOP, ZF],
      ],
      N3,
    ),
  );
  s.add(
    quad(
      [
        [-A, 0, ZN],
        [A, 0, ZN],
        [A, 0, ZF],
        [-A, 0, ZF],
      ],
      LB2,
    ),
  );
  for (let z = 3; z < ZF; z += 4)
    s.add(
      quad(
        [
          [-0.5, TOP, z],
          [0.5, TOP, z],
          [0.5, TOP, z + 1.4],
          [-0.5, TOP, z + 1.4],
        ],
        LIGHT,
        { opacity: '.95' },
      ),
    );
  s.add(
    quad(
      [
        [-1.5, 0.001, ZN],
        [-1.42, 0.001, ZN],
        [-1.42, 0, ZF],
        [-1.5, 0, ZF],
      ],
      OR,
    ),
    quad(
      [
        [1.42, 0.001, ZN],
        [1.5, 0.001, ZN],
        [1.5, 0, ZF],
        [1.42, 0, ZF],
      ],
      OR,
    ),
  );
  // back wall with a roller door
  const [bx0, by0] = P(-A, TOP, ZF),
    [bx1, by1] = P(A, 0, ZF);
  s.add(rect(bx0, by0, bx1 - bx0, by1 - by0, LIGHT));
  const [dx0, dy0] = P(-0.9, 3, ZF),
    [dx1, dy1] = P(0.9, 0, ZF);
  s.add(
    rect(dx0, dy0, dx1 - dx0, dy1 - dy0, GREY),
    line(
      `M${r(dx0)} ${r(dy0 + 6)}h${r(dx1 - dx0)}M${r(dx0)} ${r(dy0 + 12)}h${r(dx1 - dx0)}M${r(dx0)} ${r(dy0 + 18)}h${r(dx1 - dx0)}`,
      W,
      1.5,
    ),
  );
  // racks on both sides, drawn far to near
  const rnd = mulberry(8);
  const levels = [0.15, 1.75, 3.35, 4.95];
  for (const side of [-1, 1]) {
    const X = side * A,
      XD = side * (A + 1.1);
    // back panel of the rack bay
    s.add(
      quad(
        [
          [X, 0, ZN],
          [X, 6.6, ZN],
          [X, 6.6, ZF],
          [X, 0, ZF],
        ],
        LB,
      ),
    );
    for (let z = ZF - 3; z > ZN; z -= 3) {
      for (const y of levels) {
        const kind = rnd();
        if (kind < 0.12) continue;
        const z0 = z + 0.15,
          z1 = z + 2.85,
          h = 0.9 + rnd() * 0.5;
        if (kind < 0.55) {
          // two boxes on a pallet
          const zm = (z0 + z1) / 2;
          for (const [za, zb] of [
            [z0, zm - 0.05],
            [zm + 0.05, z1],
          ]) {
            s.add(
              quad(
                [
                  [XD, y + 0.15, za],
                  [X, y + 0.15, za],
                  [X, y + h, za],
                  [XD, y + h, za],
                ],
                OR,
              ),
            );
            s.add(
              quad(
                [
                  [X, y + 0.15, za],
                  [X, y + 0.15, zb],
                  [X, y + h, zb],
                  [X, y + h, za],
                ],
                OR2,
              ),
            );
            s.add(
              quad(
                [
                  [X, y + h - 0.08, za + (zb - za) * 0.42],
                  [X, y + h - 0.08, za + (zb - za) * 0.58],
                  [X, y + h * 0.55, za + (zb - za) * 0.58],
                  [X, y + h * 0.55, za + (zb - za) * 0.42],
                ],
                W,
                { opacity: '.7' },
              ),
            );
          }
        } else {
          // stretch-wrapped pallet
          s.add(
            quad(
              [
                [XD, y + 0.15, z0],
                [X, y + 0.15, z0],
                [X, y + h, z0],
                [XD, y + h, z0],
              ],
              OR,
            ),
          );
          s.add(
            quad(
              [
                [X, y + 0.15, z0],
                [X, y + 0.15, z1],
                [X, y + h, z1],
                [X, y + h, z0],
              ],
              OR2,
            ),
          );
          s.add(
            quad(
              [
                [X, y + 0.15, z0],
                [X, y + 0.15, z1],
                [X, y + h, z1],
                [X, y + h, z0],
              ],
              LB2,
              { opacity: '.55' },
            ),
          );
        }
        s.add(
          quad(
            [
              [X, y, z0],
              [X, y, z1],
              [X, y + 0.15, z1],
              [X, y + 0.15, z0],
            ],
            SLATE,
          ),
        );
      }
      // beams and uprights
      for (const y of [...levels.slice(1), 6.55])
        s.add(
          quad(
            [
              [X, y - 0.16, z],
              [X, y - 0.16, z + 3],
              [X, y, z + 3],
              [X, y, z],
            ],
            OR,
          ),
        );
      s.add(
        quad(
          [
            [X, 0, z],
            [X, 6.7, z],
            [X, 6.7, z + 0.12],
            [X, 0, z + 0.12],
          ],
          BLUE,
        ),
      );
      const fr = 0.1 * side;
      s.add(
        quad(
          [
            [X + fr, 0, z],
            [X, 0, z],
            [X, 6.7, z],
            [X + fr, 6.7, z],
          ],
          B2,
        ),
        quad(
          [
            [XD, 0, z],
            [XD - fr, 0, z],
            [XD - fr, 6.7, z],
            [XD, 6.7, z],
          ],
          B2,
        ),
      );
      let br = '';
      for (let y = 0.4; y < 6.4; y += 1.2) {
        const [a1, a2] = P(X, y, z),
          [b1, b2] = P(XD, y + 1.2, z);
        br += `M${r(a1)} ${r(a2)}L${r(b1)} ${r(b2)}`;
      }
      s.add(line(br, B2, Math.max(1.5, (0.05 * F) / z)));
    }
  }
  // haze towards the back
  s.radial('haze8', LIGHT, 0.85);
  s.add(ellipse(VX, VY + 10, 260, 220, 'url(#haze8)'));
  // forklift crossing in the distance, worker with a pallet jack in front
  const fk = (Z) => (1.9 * F) / Z / 176;
  const ZK = 9.5,
    [fx, fy] = P(-1.5, 0, ZK);
  s.add(
    shadow(fx + 90 * fk(ZK), fy, 110 * fk(ZK)),
    s.use('forklift', fx, fy, fk(ZK)),
    s.use('load', fx + 118 * fk(ZK), fy - 40 * fk(ZK), fk(ZK)),
  );
  const [wx, wy] = P(0.55, 0, 3.3);
  const ws = (1.75 * F) / 3.3 / 150;
  s.add(shadow(wx, wy, 70, 0.2));
  s.add(
    s.use('pHold', wx, wy, ws),
    rect(wx + 26 * ws, wy - 112 * ws, 24 * ws, 32 * ws, W, { stroke: SLATE, 'stroke-width': 3 }),
    line(
      `M${r(wx + 31 * ws)} ${r(wy - 102 * ws)}h${r(14 * ws)}M${r(wx + 31 * ws)} ${r(wy - 94 * ws)}h${r(10 * ws)}`,
      GREY,
      2,
    ),
  );
}
