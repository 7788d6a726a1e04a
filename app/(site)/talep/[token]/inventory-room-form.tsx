'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { INVENTORY_LIVE_HEADER, type LiveSaveAnswer, addUpRoomForm, formatM3 } from '@/lib/inventory';
import { formChangedSinceLoad } from '@/lib/forms/early-input';

/**
 * One room's form of the inventory. A plain form posting to /talep/{token}/esya (the server
 * adds up and answers with the page); with JavaScript it adds up the room as the customer
 * types and saves the room in the background when they move on (focus leaves the room,
 * another room is opened, this one is closed, or the page is hidden or left), so a dropped
 * connection loses at most the room in progress.
 */
export function InventoryRoomForm({
  action,
  roomKey,
  nextKey,
  volumes,
  sizes,
  children,
}: {
  action: string;
  roomKey: string;
  nextKey: string | null;
  /** Catalogue item id → m³ of one. */
  volumes: Record<string, number>;
  /** Free-text item size → m³ of one. */
  sizes: Record<string, number>;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const dirty = useRef(false);
  const [sum, setSum] = useState<{ count: number; m3: number } | null>(null);
  const [status, setStatus] = useState('');

  const addUp = () => setSum(addUpRoomForm(new FormData(form.current!), volumes, sizes));

  const save = async (submitter?: HTMLElement | null, keepalive = false) => {
    const data = new FormData(form.current!, submitter as HTMLButtonElement | null);
    // A room with belongings is removed after the browser's own confirmation (the page asks twice without it).
    if (data.get('intent') === 'remove' && addUpRoomForm(data, volumes, sizes).count > 0) {
      if (!window.confirm('Bu odadaki eşyalar listeden çıkarılsın mı?')) return false;
      data.set('intent', 'remove-confirmed');
    }
    setStatus('Kaydediliyor…');
    // Taken now, so two signals of one move (focus leaving, the next room opening) save once;
    // given back when the save fails, and set again by anything typed meanwhile.
    dirty.current = false;
    try {
      const response = await fetch(action, {
        method: 'POST',
        body: data,
        keepalive,
        headers: { [INVENTORY_LIVE_HEADER]: '1' },
      });
      const answer = (await response.json()) as LiveSaveAnswer;
      if (!response.ok) dirty.current = true;
      setStatus(answer.message);
      router.refresh();
      return response.ok;
    } catch {
      dirty.current = true;
      setStatus('Kaydedilemedi: bağlantınızı kontrol edip “Kaydet”e yeniden dokunun.');
      return false;
    }
  };

  const saveIfChanged = (keepalive = false) => {
    if (dirty.current) void save(null, keepalive);
  };

  // Moving on also means closing the room, or leaving the page (the tab closed, the phone locked).
  const onLeave = useRef(saveIfChanged);
  useEffect(() => {
    onLeave.current = saveIfChanged;
  });
  useEffect(() => {
    // A tap on another room's heading opens it without moving focus on some phones (iOS
    // Safari): the rooms' `toggle` events (they do not bubble) are caught on the way down.
    const toggled = (event: Event) => {
      const room = event.target;
      if (!(room instanceof HTMLDetailsElement) || !room.id.startsWith('oda-')) return;
      const own = room.id === `oda-${roomKey}`;
      if (own ? !room.open : room.open) onLeave.current();
    };
    // A locked phone or another app hides the page without leaving it; leaving it hides it too.
    const hidden = () => {
      if (document.visibilityState === 'hidden') onLeave.current(true);
    };
    const left = () => onLeave.current(true);
    document.addEventListener('toggle', toggled, true);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', left);
    return () => {
      document.removeEventListener('toggle', toggled, true);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', left);
    };
  }, [roomKey]);

  // What was typed before the scripts arrived (a slow phone, docs/decisions/054-early-input.md)
  // counts as typed now: the room adds it up and it is saved on moving on, or at once when the
  // customer has already moved on from the room.
  useEffect(() => {
    const room = form.current;
    if (!room || !formChangedSinceLoad(room)) return;
    dirty.current = true;
    addUp();
    if (!room.contains(document.activeElement)) onLeave.current();
    // Once, with the form as the server sent it and the customer changed it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      ref={form}
      method="post"
      action={action}
      data-room-form={roomKey}
      onInput={() => {
        dirty.current = true;
        addUp();
      }}
      onBlur={(event) => {
        // Moving on: focus left the room's form for something outside it.
        const to = event.relatedTarget as Node | null;
        if (to && !event.currentTarget.contains(to)) saveIfChanged();
      }}
      onSubmit={async (event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const ok = await save(submitter);
        if (!ok || submitter?.getAttribute('value') !== 'next') return;
        const here = document.getElementById(`oda-${roomKey}`) as HTMLDetailsElement | null;
        const next = nextKey ? (document.getElementById(`oda-${nextKey}`) as HTMLDetailsElement | null) : null;
        if (here) here.open = false;
        if (next) {
          next.open = true;
          next.scrollIntoView({ block: 'start' });
          next.querySelector('summary')?.focus();
        }
      }}
    >
      <input type="hidden" name="room" value={roomKey} />
      {children}
      {sum && (
        <p className="mt-3 text-sm font-semibold text-slate-800" data-testid="inventory-room-live">
          Bu odada: {sum.count} kalem, {formatM3(sum.m3)}
        </p>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {status}
      </p>
    </form>
  );
}
