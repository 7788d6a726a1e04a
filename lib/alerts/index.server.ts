// The public surface of lib/alerts for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export { enqueueStaffAlert } from './queue.server';
export { MANAGER_ROLE, staffRole } from './recipients.server';
export {
  getQuietHours,
  listSubscriptions,
  removeSubscription,
  saveSubscription,
  setQuietHours,
} from './subscriptions.server';
export { getVapidKeys } from './vapid.server';
export { startStaffAlertSweep, triggerStaffAlerts } from './worker.server';
