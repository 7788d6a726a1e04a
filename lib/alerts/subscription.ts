// A browser's push subscription as the staff area's script sends it (PushSubscription.toJSON()),
// checked before it is stored. Browser-safe and pure.
import { z } from 'zod';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((v) => Buffer.from(v, 'base64url').length === bytes);

export const pushSubscriptionSchema = z.object({
  // Push services are reached over HTTPS only: an address inside the network is never called.
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** The device in a few words, as staff recognise it in their list ("iPhone · Safari"). */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent;
  const device = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /Linux/.test(ua)
              ? 'Linux'
              : 'Cihaz';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser/.test(ua)
      ? 'Samsung Internet'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'tarayıcı';
  return `${device} · ${browser}`;
}
