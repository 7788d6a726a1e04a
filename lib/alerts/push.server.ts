// Sending one Web Push message: web-push encrypts the payload for the device (RFC 8291,
// aes128gcm) and signs the request with the VAPID key (RFC 8292); the request itself goes
// out with fetch and a timeout, so a slow push service never holds a sweep for long.
import 'server-only';
import webpush from 'web-push';
import type { VapidKeys } from './vapid.server';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps an undelivered message. */
  ttl: number;
  urgency: 'high' | 'normal';
  /** A message with the same topic replaces an undelivered one (base64url, 32 characters at most). */
  topic?: string;
}

export interface PushSender {
  /** Answers the push service's HTTP status; throws when it could not be reached. */
  send(target: PushTarget, payload: string, options: PushOptions): Promise<number>;
}

export const PUSH_TIMEOUT_MS = 10_000;

export function webPushSender(vapid: VapidKeys, timeoutMs = PUSH_TIMEOUT_MS): PushSender {
  return {
    async send(target, payload, options) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: options.ttl,
          urgency: options.urgency,
          topic: options.topic,
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      return response.status;
    },
  };
}
