// The public surface of lib/media, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export { isH264, mp4MovieInfo, sniffType } from './containers';
export { decode, encode, fitWithin, isHeif, preparedName, preparePhoto } from './prepare-photo';
export {
  deleteConsequence,
  GALLERY_TITLE_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_TYPES,
  inMegabytes,
  isUploadKind,
  MEDIA_TRASH_DAYS,
  readableFileName,
  UPLOAD_MESSAGES,
  uploadBatches,
  VIDEO_DESCRIPTION_MAX_LENGTH,
  VIDEO_MAX_BYTES,
  VIDEO_TITLES,
  VIDEO_TYPES,
  type UploadAnswer,
  type UploadKind,
} from './rules';
export { smallestUrl, srcSet, srcSetOf } from './url';
