// The public surface of lib/leads for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export { ANSWER_PARAM, answerCookies } from './answer-cookie.server';
export { clientAddressKey } from './client-address';
export { leadCsvFileName } from './csv';
export { leadCsvStream } from './csv-stream.server';
export { readCustomerPageFlash } from './customer-page-flash.server';
export { openCustomerPagePost, openCustomerPageRequest } from './customer-page-post.server';
export { openCustomerPage } from './customer-page.server';
export { contactOptionFor, formContext, quoteOptionFor } from './form-context.server';
export {
  CUSTOMER_LINK_COOKIE,
  customerPagePath,
  freshLinkToken,
  issueLeadLink,
  listLeadLinks,
  openLeadLink,
  revokeLeadLinks,
  sendWithOwnLink,
  type LeadLinkInfo,
  type LinkLookup,
} from './links.server';
export { deleteLeadNote, editLeadNote } from './notes.server';
export { acknowledgementMail, customerLinkMail, newLeadMail } from './outbox.server';
export {
  addLeadNote,
  countUnreadLeads,
  getLead,
  getLeadById,
  insertLead,
  leadOverview,
  listLeadAudit,
  listLeadNotes,
  listLeadPage,
  markLeadRead,
  NOTE_MAX_LENGTH,
  purgeTrashedLeads,
  recordLeadAudit,
  restoreLead,
  setLeadFollowUp,
  setLeadStatus,
  trashLead,
  type LeadOverview,
  type LeadScope,
  type StatusChange,
} from './repository.server';
export { createStaffLead } from './staff-entry.server';
export { signStart } from './start-token';
export { submitLead, type SubmitContext } from './submit.server';
