'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

type State = 'checking' | 'unsupported' | 'needs-install' | 'denied' | 'off' | 'on' | 'busy';

const STATUS: Record<State, string> = {
  checking: 'Bu cihazın durumu okunuyor…',
  unsupported: 'Bu tarayıcı bildirim almayı desteklemiyor. Telefonda Chrome, Samsung Internet veya Safari kullanın.',
  'needs-install':
    'iPhone ve iPad’de bildirimler, panel ana ekrana eklendikten sonra oradan açıldığında çalışır (iOS 16.4 veya üstü).',
  denied: 'Bildirimlere bu cihazda izin verilmedi. Tarayıcının site ayarlarından izin verip sayfayı yenileyin.',
  off: 'Bu cihaz bildirim almıyor.',
  on: 'Bu cihaz bildirim alıyor.',
  busy: 'Bekleyin…',
};

/** The applicationServerKey as bytes (Safari wants bytes, not the base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function send(path: string, method: 'POST' | 'DELETE', subscription: PushSubscription): Promise<boolean> {
  const response = await fetch(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(subscription.toJSON()),
  });
  return response.ok;
}

/**
 * Turns this device's alerts on or off: registers the staff area's service worker, asks for
 * permission, subscribes at the browser's push service and stores the subscription for the
 * signed-in person (or removes it).
 */
export function PushToggle({
  publicKey,
  workerPath,
  scope,
  subscriptionPath,
}: {
  publicKey: string;
  workerPath: string;
  scope: string;
  subscriptionPath: string;
}) {
  const router = useRouter();
  const [state, setState] = useState<State>('checking');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
      let next: State;
      if (!supported) {
        const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
        next = ios && !window.matchMedia('(display-mode: standalone)').matches ? 'needs-install' : 'unsupported';
      } else if (Notification.permission === 'denied') next = 'denied';
      else {
        const registration = await navigator.serviceWorker.getRegistration(scope);
        next = (await registration?.pushManager.getSubscription()) ? 'on' : 'off';
      }
      if (!cancelled) setState(next);
    })().catch(() => !cancelled && setState('off'));
    return () => {
      cancelled = true;
    };
  }, [scope]);

  async function enable() {
    setError(null);
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const registration = await navigator.serviceWorker.register(workerPath, { scope });
      await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      if (!(await send(subscriptionPath, 'POST', subscription))) throw new Error('not saved');
      setState('on');
      router.refresh();
    } catch {
      setError('Bildirimler açılamadı. Bağlantınızı kontrol edip yeniden deneyin.');
      setState('off');
    }
  }

  async function disable() {
    setError(null);
    setState('busy');
    try {
      const registration = await navigator.serviceWorker.getRegistration(scope);
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await send(subscriptionPath, 'DELETE', subscription);
        await subscription.unsubscribe();
      }
      setState('off');
      router.refresh();
    } catch {
      setError('Bildirimler kapatılamadı. Lütfen yeniden deneyin.');
      setState('on');
    }
  }

  return (
    <div data-testid="push-toggle" data-state={state}>
      <p role="status" className="text-sm text-slate-700">
        {STATUS[state]}
      </p>
      {error && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      {(state === 'off' || state === 'on') && (
        <button
          type="button"
          onClick={state === 'off' ? enable : disable}
          className={`mt-3 inline-flex min-h-11 items-center rounded-lg px-4 font-semibold ${
            state === 'off'
              ? 'bg-brand-600 text-white hover:bg-brand-700'
              : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
          }`}
        >
          {state === 'off' ? 'Bu cihazda bildirimleri aç' : 'Bu cihazda bildirimleri kapat'}
        </button>
      )}
    </div>
  );
}
