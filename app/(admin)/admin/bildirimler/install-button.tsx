'use client';

import { useEffect, useState } from 'react';

/** Chrome's install prompt event (not in the DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * "Ana ekrana ekle" where the browser offers it (Chrome, Edge, Samsung Internet on Android);
 * elsewhere the written steps beside it apply. Says so when the panel already runs installed.
 */
export function InstallButton() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    const standalone = window.matchMedia('(display-mode: standalone)');
    const sync = () => setInstalled(standalone.matches);
    const offer = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const done = () => {
      setPrompt(null);
      setInstalled(true);
    };
    queueMicrotask(sync);
    standalone.addEventListener('change', sync);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', done);
    return () => {
      standalone.removeEventListener('change', sync);
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', done);
    };
  }, []);

  if (installed)
    return (
      <p role="status" className="mt-3 text-sm font-semibold text-green-800">
        Panel bu cihazda uygulama olarak açık.
      </p>
    );
  if (!prompt) return null;
  return (
    <button
      type="button"
      onClick={async () => {
        await prompt.prompt();
        await prompt.userChoice;
        setPrompt(null);
      }}
      className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
    >
      Ana ekrana ekle
    </button>
  );
}
