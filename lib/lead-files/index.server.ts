// The public surface of lib/lead-files for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export { customerFilePath, fileForLink, fileForStaff, staffFilePath, staffUploadPath } from './access.server';
export { checkConditionRecord } from './condition-check.server';
export {
  insertLeadFile,
  leadsWithFiles,
  listLeadFiles,
  queueFileRemovalsOfLeads,
  type LeadFile,
} from './repository.server';
export { removeExpiredLeadFiles } from './retention.server';
export { fileNotFound, serveLeadFile } from './serve.server';
export { staffLightboxFiles } from './staff-view.server';
export { leadFileStore, startUploadTempSweep } from './store.server';
export { noticeCode, noticeMessage, receiveLeadFile } from './upload-route.server';
