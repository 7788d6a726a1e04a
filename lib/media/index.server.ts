// The public surface of lib/media for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export { openHeic } from './heic.server';
export { imageUploadRules, saveImageUpload } from './image-upload.server';
export { imageQueue, removeVariants } from './images.server';
export { box, bytes, ftyp, isoFile, pngBomb, trak } from './test-files';
export {
  discardUpload,
  receiveUpload,
  refusedUpload,
  type FileRule,
  type ReceivedUpload,
  type UploadOutcome,
} from './upload.server';
export { readMovieInfo } from './video-check.server';
export { saveVideoUpload, VIDEO_UPLOAD_RULES } from './video-upload.server';
