// The public surface of lib/team for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export {
  accountByEmail,
  invite,
  issueToken,
  pendingInvitations,
  removeAccount,
  removeAccountByEmail,
  resendInvitation,
  RESET_VALID_MS,
  setDisabled,
  setPasswordWithToken,
  setRole,
  tokenAccount,
} from './accounts.server';
export {
  assignableStaff,
  assignLead,
  AUTO_ASSIGN_ACTOR,
  isAssignedWork,
  listTeam,
  medianFirstResponseByPerson,
  myLeadIds,
  namesByEmail,
  nextOnDuty,
  setOnDuty,
  takeRoundRobinTurn,
} from './assignment.server';
export { inviteMail, resetMail, sendStaffMail, signInWarningMail } from './mail.server';
