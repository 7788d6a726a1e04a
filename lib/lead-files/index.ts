// The public surface of lib/lead-files, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export { prepareSurveyPhoto } from './prepare';
export {
  LEAD_FILE_ACCEPT,
  LEAD_FILE_MESSAGES,
  LEAD_FILE_QUOTA,
  pickedKind,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  type LeadFileAnswer,
  type LeadFileKind,
} from './rules';
