// How each built-in video of content/videos.ts is shot from the gallery scenes, by video id.
// A segment shows a scene for `dur` seconds, moving its animated parts from t0 to t1 (none: a
// still scene) and the camera from cam0 to cam1 ([left, top, width] of a 16:9 window in scene
// coordinates); consecutive segments cross-fade for FADE seconds. The poster is one frame.

export const FPS = 25,
  VW = 1280,
  VH = 720,
  FADE = 1;

export const STORYBOARDS = {
  'ev-tasima': {
    poster: { scene: 1, cam: [0, 125, 1200] },
    segments: [
      { scene: 9, dur: 5, cam0: [0, 125, 1200], cam1: [150, 239, 980] },
      { scene: 3, dur: 5, cam0: [0, 194, 1060], cam1: [140, 194, 1060] },
      { scene: 10, dur: 5, cam0: [200, 284, 900], cam1: [60, 171, 1100] },
      { scene: 1, dur: 5, cam0: [140, 194, 1060], cam1: [0, 125, 1200] },
      { scene: 20, dur: 5, t0: 0.2, t1: 0.75, cam0: [0, 125, 1200], cam1: [60, 171, 1100] },
    ],
  },
  'asansorlu-tasima': {
    poster: { scene: 2, t: 0.55, cam: [0, 125, 1200] },
    segments: [
      { scene: 2, dur: 5, t0: 0, t1: 0.03, cam0: [0, 340, 800], cam1: [40, 306, 860] },
      { scene: 2, dur: 8, t0: 0.03, t1: 0.88, cam0: [0, 125, 1200], cam1: [60, 80, 1080] },
      { scene: 2, dur: 6, t0: 0.88, t1: 1, cam0: [300, 0, 760], cam1: [380, 20, 660] },
    ],
  },
  'ofis-tasima': {
    poster: { scene: 4, cam: [0, 125, 1200] },
    segments: [
      { scene: 19, dur: 7, cam0: [0, 125, 1200], cam1: [180, 261, 940] },
      { scene: 4, dur: 7, cam0: [200, 227, 1000], cam1: [0, 125, 1200] },
      { scene: 22, dur: 7, t0: 0, t1: 0.9, cam0: [0, 125, 1200], cam1: [80, 171, 1100] },
    ],
  },
  sehirlerarasi: {
    poster: { scene: 5, t: 0.55, cam: [0, 110, 1200] },
    segments: [
      { scene: 12, dur: 5, cam0: [100, 181, 1100], cam1: [0, 125, 1200] },
      { scene: 22, dur: 6, t0: 0.1, t1: 0.9, cam0: [0, 125, 1200], cam1: [60, 171, 1100] },
      { scene: 5, dur: 6, t0: 0, t1: 1, cam0: [0, 125, 1200], cam1: [60, 171, 1100] },
      { scene: 16, dur: 6, t0: 0, t1: 0.7, cam0: [100, 181, 1100], cam1: [0, 125, 1200] },
    ],
  },
};
