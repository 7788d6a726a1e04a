import { describe, expect, it } from 'vitest';
import { alertPayload, ALERT_EVENTS } from './events';
import { staffManifest } from './manifest';
import { isQuiet, readClock } from './quiet-hours';
import { serviceWorkerSource, SERVICE_WORKER_SCOPE } from './service-worker';
import { effectiveAlertSettings, parseAlertSettingsForm, parseQuietHoursForm } from './settings';
import { deviceLabel, pushSubscriptionSchema } from './subscription';

describe('staff alert content', () => {
  it('names the event, the kind and the reference, and opens the lead', () => {
    const payload = alertPayload('new-lead', { id: 'abc', kind: 'contact', reference: 'M-1234AB' });
    expect(payload).toEqual({
      event: 'new-lead',
      title: 'Yeni mesaj',
      body: 'M-1234AB',
      url: '/admin/dashboard/talep/mesaj/abc',
      tag: 'new-lead:abc',
    });
    for (const event of ALERT_EVENTS)
      expect(alertPayload(event, { id: 'x', kind: 'quote', reference: null }).title).not.toBe('');
  });
});

describe('quiet hours', () => {
  it('reads the window in İstanbul time, across midnight too', () => {
    const night = { from: '22:00', until: '08:00' };
    expect(isQuiet(new Date('2026-12-01T19:00:00Z'), night)).toBe(true); // 22:00
    expect(isQuiet(new Date('2026-12-01T04:59:00Z'), night)).toBe(true); // 07:59
    expect(isQuiet(new Date('2026-12-01T05:00:00Z'), night)).toBe(false); // 08:00
    expect(isQuiet(new Date('2026-12-01T10:00:00Z'), { from: '12:00', until: '14:00' })).toBe(true); // 13:00
    expect(isQuiet(new Date('2026-12-01T10:00:00Z'), null)).toBe(false);
    expect(readClock('8.30')).toBe('08:30');
    expect(readClock('25:00')).toBeNull();
  });

  it('takes both times or neither', () => {
    expect(parseQuietHoursForm({ 'qh.from': '', 'qh.until': '' })).toEqual({ ok: true, value: null });
    expect(parseQuietHoursForm({ 'qh.from': '22.00', 'qh.until': '7:30' })).toEqual({
      ok: true,
      value: { from: '22:00', until: '07:30' },
    });
    const refused = parseQuietHoursForm({ 'qh.from': '22:00', 'qh.until': '' });
    expect(refused.ok).toBe(false);
  });
});

describe('team alert settings', () => {
  it('reads the recipients list and the escalation minutes, refusing bad values with Turkish messages', () => {
    expect(
      parseAlertSettingsForm({ 'al.leadEmailTo': 'A@x.com, b@y.com; a@x.com', 'al.escalationMinutes': '15' }),
    ).toEqual({
      ok: true,
      value: { leadEmailTo: ['a@x.com', 'b@y.com'], escalationMinutes: 15 },
    });
    const refused = parseAlertSettingsForm({ 'al.leadEmailTo': 'kimse', 'al.escalationMinutes': '0' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.errors['al.leadEmailTo']).toMatch(/geçerli bir e-posta/);
      expect(refused.errors['al.escalationMinutes']).toMatch(/1 ile 1440/);
    }
    expect(effectiveAlertSettings(undefined)).toEqual({ leadEmailTo: [], escalationMinutes: 10 });
    expect(effectiveAlertSettings({ escalationMinutes: 'x', leadEmailTo: ['o@x.com'] })).toEqual({
      leadEmailTo: ['o@x.com'],
      escalationMinutes: 10,
    });
  });
});

describe('the installable staff area', () => {
  it('has a manifest scoped to the staff area with PNG icons, maskable too', () => {
    const manifest = staffManifest('Hafif Nakliyat');
    expect(manifest.scope).toBe('/admin/');
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('has a service worker that shows alerts, opens only staff pages and caches nothing', () => {
    const source = serviceWorkerSource();
    expect(SERVICE_WORKER_SCOPE).toBe('/admin/');
    expect(source).toContain("addEventListener('push'");
    expect(source).toContain("addEventListener('notificationclick'");
    expect(source).not.toMatch(/\bcaches\b|indexedDB|addEventListener\('fetch'/);
    // It parses as a script.
    expect(() => new Function(source)).not.toThrow();
  });

  it('stores only HTTPS push services, with keys of the right size', () => {
    const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys }).success).toBe(
      true,
    );
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'http://10.0.0.1/x', keys }).success).toBe(false);
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: 'https://a.example/x', keys: { ...keys, auth: 'AA' } }).success,
    ).toBe(false);
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('iPhone · Safari');
  });
});
