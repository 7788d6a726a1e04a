// The public surface of lib/outbox for server code: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). The browser-safe names are in index.ts.
import 'server-only';
export { retryDelayMs } from './drain.server';
export { smtpMailer, type Mailer } from './mailer.server';
export { enqueueLeadNotification, listNotifications } from './store.server';
export { configuredOutbox, deliverDueNotifications, startNotificationSweep, triggerDelivery } from './worker.server';
