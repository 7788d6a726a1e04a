'use client';

import {
  Camera as CameraIcon,
  Film as FilmIcon,
  Images as ImagesIcon,
  Lock as LockIcon,
  RotateCw as RotateCwIcon,
} from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  prepareSurveyPhoto,
  LEAD_FILE_ACCEPT,
  LEAD_FILE_MESSAGES,
  LEAD_FILE_QUOTA,
  VIDEO_MAX_BYTES,
  pickedKind,
  type LeadFileAnswer,
  type LeadFileKind,
} from '@/lib/lead-files';
import { ROOMS, roomLabel, type RoomKey } from '@/lib/leads';

const isRoomKey = (value: string): value is RoomKey => ROOMS.some((r) => r.key === value);

/** A file already kept, as the list shows it. */
export interface ShownLeadFile {
  id: string;
  kind: LeadFileKind;
  room: string | null;
  url: string;
  name: string;
}

interface Item {
  key: string;
  file: File;
  name: string;
  kind: LeadFileKind;
  room: RoomKey;
  state: 'waiting' | 'preparing' | 'sending' | 'failed';
  progress: number;
  message: string;
}

const subscribe = () => () => {};
const PICK_BUTTON =
  'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700';

/**
 * Photos and videos of a lead, each labelled with its room (docs/decisions/039). Without
 * JavaScript it is a plain form: one file per post, back to the page with a notice. With it,
 * several files at once, each its own request, with its own progress and "Tekrar dene": a
 * dropped connection loses only the file in flight. Photos are resized here first.
 *
 * `action` is the upload route (the customer page: /talep/{token}/dosyalar; the staff lead page:
 * /api/admin/talepler/{id}/dosyalar). `damageReportId` files the uploads under a damage report
 * (lead_files.damage_report_id) instead of the survey. `showKept: false` leaves the kept files to
 * the page (the staff lightbox), which `refreshOnSave` reloads once the queue is done.
 * `closedNote` shows the kept files and that note instead of the form (no more files taken).
 */
export function LeadFileUploader({
  action,
  files,
  damageReportId,
  title = 'Fotoğraf veya video ekleyin',
  showKept = true,
  refreshOnSave = false,
  privacyNote = 'Dosyalar yalnızca size ve ekibimize açıktır.',
  closedNote,
}: {
  action: string;
  files: ShownLeadFile[];
  damageReportId?: string;
  title?: string;
  showKept?: boolean;
  refreshOnSave?: boolean;
  privacyNote?: string;
  closedNote?: string;
}) {
  const router = useRouter();
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const id = useId();
  const [room, setRoom] = useState<RoomKey>(ROOMS[0].key);
  const [kept, setKept] = useState<ShownLeadFile[]>(files);
  const [items, setItems] = useState<Item[]>([]);
  const [status, setStatus] = useState('');
  const running = useRef(false);
  const savedSinceRefresh = useRef(false);
  const queue = useRef<Item[]>([]);

  const update = (key: string, change: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = (item: Item, body: File): Promise<LeadFileAnswer> =>
    new Promise((resolve) => {
      const form = new FormData();
      form.set('room', item.room);
      if (damageReportId) form.set('damageReportId', damageReportId);
      form.set('file', body, body.name);
      const xhr = new XMLHttpRequest();
      xhr.open('POST', action);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) update(item.key, { progress: Math.round((event.loaded / event.total) * 100) });
      };
      xhr.onload = () => {
        try {
          resolve(JSON.parse(xhr.responseText) as LeadFileAnswer);
        } catch {
          resolve({ ok: false, message: LEAD_FILE_MESSAGES.generic });
        }
      };
      const lost = () => resolve({ ok: false, message: 'Bağlantı kesildi; dosya gönderilemedi. Tekrar deneyin.' });
      xhr.onerror = lost;
      xhr.ontimeout = lost;
      xhr.send(form);
    });

  const process = async (item: Item) => {
    let body = item.file;
    if (item.kind === 'photo') {
      update(item.key, { state: 'preparing', message: 'Hazırlanıyor…' });
      const prepared = await prepareSurveyPhoto(item.file);
      if (!prepared.ok) return update(item.key, { state: 'failed', message: prepared.error });
      body = prepared.file;
    } else if (item.file.size > VIDEO_MAX_BYTES) {
      return update(item.key, { state: 'failed', message: LEAD_FILE_MESSAGES.videoSize });
    }
    update(item.key, { state: 'sending', progress: 0, message: 'Gönderiliyor…' });
    const answer = await send(item, body);
    if (answer.ok && answer.file) {
      const saved = answer.file;
      setKept((list) => [...list, { ...saved, name: item.name }]);
      savedSinceRefresh.current = true;
      setItems((list) => list.filter((i) => i.key !== item.key));
      setStatus(`${item.name}: ${answer.message}`);
    } else {
      update(item.key, { state: 'failed', message: answer.message });
      setStatus(`${item.name}: ${answer.message}`);
    }
  };

  // One file at a time: each gets the whole connection, and memory stays that of one photo.
  const drain = async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) await process(next);
    } finally {
      running.current = false;
    }
    if (refreshOnSave && savedSinceRefresh.current) {
      savedSinceRefresh.current = false;
      router.refresh();
    }
  };

  const enqueue = (list: Item[]) => {
    queue.current.push(...list);
    void drain();
  };

  const add = (picked: File[], into: RoomKey) => {
    const added = picked.map((file, i): Item => ({
      key: `${Date.now()}-${i}-${file.name}`,
      file,
      name: file.name,
      kind: pickedKind(file),
      room: into,
      state: 'waiting',
      progress: 0,
      message: 'Sırada',
    }));
    setItems((list) => [...list, ...added]);
    enqueue(added);
  };

  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    add(picked, room);
  };

  // The plain form as the scripts found it (docs/decisions/054-early-input.md): on a slow phone
  // the customer may have chosen a room and a file before the scripts arrived. The plain file
  // input goes with the next render (the buttons replace it) and the room select would be set
  // back to this state's room, so both are read now, once, and the file is sent as if just picked.
  const plainFile = useRef<HTMLInputElement>(null);
  const roomSelect = useRef<HTMLSelectElement>(null);
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    const chosen = roomSelect.current?.value ?? '';
    const early = isRoomKey(chosen) ? chosen : room;
    if (early !== room) setRoom(early);
    const input = plainFile.current;
    const picked = [...(input?.files ?? [])];
    if (input && picked.length > 0) {
      input.value = '';
      add(picked, early);
    }
    // Only the first render after the page was sent holds the plain form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const retry = (item: Item) => {
    const again = { ...item, state: 'waiting' as const, progress: 0, message: 'Sırada' };
    update(item.key, again);
    enqueue([again]);
  };

  const photos = kept.filter((f) => f.kind === 'photo').length;
  const videos = kept.length - photos;

  return (
    <div data-testid="lead-file-uploader" data-hydrated={hydrated ? '' : undefined}>
      {closedNote ? (
        <p
          className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
          data-testid="lead-file-closed"
        >
          {closedNote}
        </p>
      ) : (
        <form
          method="post"
          action={action}
          encType="multipart/form-data"
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4"
        >
          <p className="font-semibold text-slate-900">{title}</p>
          <div className="grid gap-1">
            <label htmlFor={`${id}-room`} className="text-sm font-medium text-slate-800">
              Hangi oda?
            </label>
            <select
              ref={roomSelect}
              id={`${id}-room`}
              name="room"
              value={room}
              onChange={(event) => setRoom(event.target.value as RoomKey)}
              className="min-h-12 rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
            >
              {ROOMS.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
          {damageReportId && <input type="hidden" name="damageReportId" value={damageReportId} />}
          {hydrated ? (
            // With JavaScript: two Turkish buttons (the native input's text is the browser's language),
            // the gallery (several at once) and the camera; the inputs stay focusable for the keyboard.
            <div className="grid gap-2 sm:grid-cols-2">
              <label className={PICK_BUTTON}>
                <ImagesIcon className="size-5" aria-hidden="true" /> Galeriden seç
                <input
                  name="file"
                  type="file"
                  accept={LEAD_FILE_ACCEPT}
                  multiple
                  onChange={pick}
                  aria-describedby={`${id}-hint`}
                  data-testid="lead-file-input"
                  className="sr-only"
                />
              </label>
              <label className={PICK_BUTTON}>
                <CameraIcon className="size-5" aria-hidden="true" /> Kamerayla çek
                <input
                  type="file"
                  accept="image/*,video/*"
                  capture="environment"
                  onChange={pick}
                  aria-describedby={`${id}-hint`}
                  data-testid="lead-file-camera"
                  className="sr-only"
                />
              </label>
            </div>
          ) : (
            <div className="grid gap-1">
              <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
                Fotoğraf ya da video seçin
              </label>
              <input
                ref={plainFile}
                id={`${id}-file`}
                name="file"
                type="file"
                accept={LEAD_FILE_ACCEPT}
                aria-describedby={`${id}-hint`}
                className="block w-full min-w-0 text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
              />
            </div>
          )}
          <div>
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              En fazla {LEAD_FILE_QUOTA.photos} fotoğraf ve {LEAD_FILE_QUOTA.videos} video (her biri en fazla 60 saniye,
              100 MB). iPhone fotoğrafları (HEIC) ve videoları (MOV) da olur.
            </p>
          </div>
          {!hydrated && (
            <button
              type="submit"
              formNoValidate
              className="min-h-12 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              Yükle
            </button>
          )}
        </form>
      )}

      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>

      {items.length > 0 && (
        <ul className="mt-3 grid gap-2" data-testid="lead-file-queue">
          {items.map((item) => (
            <li key={item.key} className="rounded-lg border border-slate-200 bg-white p-3" data-state={item.state}>
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate text-sm font-medium text-slate-900">{item.name}</span>
                <span className="shrink-0 text-xs text-slate-600">{roomLabel(item.room)}</span>
              </div>
              {item.state === 'sending' && (
                <progress
                  className="mt-2 h-2 w-full"
                  max={100}
                  value={item.progress}
                  aria-label={`${item.name} gönderiliyor`}
                />
              )}
              <div className="mt-1 flex items-center justify-between gap-2">
                <span className={`text-sm ${item.state === 'failed' ? 'text-red-700' : 'text-slate-600'}`}>
                  {item.state === 'sending' ? `%${item.progress}` : item.message}
                </span>
                {item.state === 'failed' && (
                  <button
                    type="button"
                    onClick={() => retry(item)}
                    className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-900"
                  >
                    <RotateCwIcon className="size-4" aria-hidden="true" /> Tekrar dene
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <p className="mt-3 text-sm text-slate-700" data-testid="lead-file-count">
        {photos} / {LEAD_FILE_QUOTA.photos} fotoğraf, {videos} / {LEAD_FILE_QUOTA.videos} video eklendi.
      </p>
      {showKept && kept.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="lead-file-list">
          {kept.map((file) => (
            <li key={file.id} className="min-w-0">
              <a
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-lg border border-slate-200 bg-white"
                data-kind={file.kind}
              >
                {file.kind === 'photo' ? (
                  <img
                    src={file.url}
                    alt={`${roomLabel(file.room)}: ${file.name}`}
                    className="aspect-square w-full object-cover"
                    loading="lazy"
                  />
                ) : (
                  <span className="grid aspect-square w-full place-items-center bg-slate-800 text-white">
                    <FilmIcon className="size-8" aria-hidden="true" />
                    <span className="sr-only">Video: {file.name}</span>
                  </span>
                )}
                <span className="block truncate px-1 py-0.5 text-xs text-slate-700">{roomLabel(file.room)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 flex items-center gap-1 text-xs text-slate-600">
        <LockIcon className="size-4 shrink-0" aria-hidden="true" />
        {privacyNote}
      </p>
    </div>
  );
}
