// The public surface of lib/alerts, browser-safe: written by `node tools/front-doors.mjs` from what
// code outside the feature imports (docs/decisions/049-feature-front-doors.md). Server modules are in index.server.ts.
export { staffManifest } from './manifest';
export { SERVICE_WORKER_SCOPE, serviceWorkerSource } from './service-worker';
export {
  ALERT_FIELDS,
  ALERT_SETTINGS_KEY,
  alertSettingsFormValues,
  effectiveAlertSettings,
  parseAlertSettingsForm,
  parseQuietHoursForm,
  QUIET_FIELDS,
} from './settings';
export { deviceLabel, pushSubscriptionSchema } from './subscription';
