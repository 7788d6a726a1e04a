'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useSyncExternalStore } from 'react';
import {
  preparePhoto,
  GALLERY_TITLE_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  inMegabytes,
  UPLOAD_MESSAGES,
  uploadBatches,
  VIDEO_DESCRIPTION_MAX_LENGTH,
  VIDEO_MAX_BYTES,
  VIDEO_TITLES,
  VIDEO_TYPES,
  type UploadAnswer,
  type UploadKind,
} from '@/lib/media';

const noSubscription = () => () => {};

/** How long the browser may take to capture a video's poster before the video goes up without one. */
const POSTER_TIMEOUT_MS = 10_000;

/**
 * Captures the frame at 2 seconds as a JPEG at quality 0.8 (SPEC.md section 5).
 * Null when the browser cannot decode the video or takes longer than the timeout.
 */
function captureThumbnail(file: File, timeoutMs = POSTER_TIMEOUT_MS): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const capture = (async () => {
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    await new Promise<void>((resolve, reject) => {
      video.onloadeddata = () => resolve();
      video.onerror = () => reject(new Error('video'));
      video.src = url;
      video.load();
    });
    if (!video.videoWidth || !video.videoHeight) return null;
    await new Promise<void>((resolve, reject) => {
      video.onseeked = () => resolve();
      video.onerror = () => reject(new Error('video'));
      video.currentTime = Math.min(2, Math.max(0, (video.duration || 2) - 0.1));
    });
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
  })().catch(() => null);
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  return Promise.race([capture, timeout]).finally(() => {
    clearTimeout(timer);
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  });
}

/** Checks in the browser what the server checks again for a video (declared type and size). */
function videoPrecheck(file: File | undefined, title: string): string | null {
  if (!file || !title) return UPLOAD_MESSAGES.videoRequired;
  if (!(VIDEO_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.videoType;
  if (file.size > VIDEO_MAX_BYTES) return UPLOAD_MESSAGES.videoSize;
  return null;
}

/** Posts one request, reporting the bytes sent; resolves with the route's answer (or a generic refusal). */
function post(action: string, data: FormData, onProgress: (sent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const failed = () => resolve({ ok: false, message: UPLOAD_MESSAGES.generic, errors: [] });
    const xhr = new XMLHttpRequest();
    xhr.open('POST', action);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as UploadAnswer);
      } catch {
        failed();
      }
    };
    xhr.onerror = failed;
    xhr.onabort = failed;
    xhr.ontimeout = failed;
    xhr.send(data);
  });
}

/** What the form shows when an upload ends: successes in green, each refusal once in red, notes in amber. */
interface Outcome {
  success: string | null;
  errors: string[];
  notes: string[];
  /** The session had ended: the sign-in page, to open in a new tab (the chosen files stay in this one). */
  signIn?: string;
}

type Phase = { step: 'preparing' | 'poster' } | { step: 'sending'; percent: number } | { step: 'processing' };

function phaseLabel(phase: Phase): string {
  if (phase.step === 'sending') return `%${phase.percent} gönderildi`;
  if (phase.step === 'processing') return UPLOAD_MESSAGES.processing;
  return phase.step === 'poster' ? UPLOAD_MESSAGES.preparingPoster : UPLOAD_MESSAGES.preparingPhotos;
}

const refusals = (answer: UploadAnswer) => (answer.errors.length ? answer.errors : [answer.message]);

/**
 * Upload form of a media tab. With JavaScript, photos are first prepared in
 * the browser (large or HEIC phone photos redrawn as JPEG/WebP), a gallery's
 * photos go in as many requests as the limits need, a video gets its poster,
 * and a progress bar runs; without JavaScript the same form posts to the route.
 */
export function UploadForm({ kind }: { kind: UploadKind }) {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const action = `/api/admin/uploads/${kind}`;
  const field = kind === 'gallery' ? 'files' : 'file';
  // False in the server's HTML, true once React has taken the form over (tests wait for it).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const finish = (form: HTMLFormElement, result: Outcome) => {
    setPhase(null);
    setOutcome({ ...result, errors: [...new Set(result.errors)] });
    if (result.success && !result.signIn) {
      form.reset();
      router.refresh();
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  /** Sends requests one after the other, with one progress bar over all their bytes. */
  const sendAll = async (requests: { data: FormData; bytes: number }[]) => {
    const total = requests.reduce((sum, r) => sum + r.bytes, 0) || 1;
    let done = 0;
    const answers: UploadAnswer[] = [];
    setPhase({ step: 'sending', percent: 0 });
    for (const request of requests) {
      const answer = await post(action, request.data, (sent) => {
        const percent = Math.min(100, Math.round(((done + Math.min(sent, request.bytes)) / total) * 100));
        setPhase(percent >= 100 ? { step: 'processing' } : { step: 'sending', percent });
      });
      answers.push(answer);
      // Signed out: the requests left would be refused the same way.
      if (answer.signIn) break;
      done += request.bytes;
    }
    return answers;
  };

  const submitVideo = async (form: HTMLFormElement, data: FormData) => {
    const file = data.get('file');
    const video = file instanceof File && file.size > 0 ? file : undefined;
    const refusal = videoPrecheck(video, String(data.get('title') ?? ''));
    if (refusal || !video) return finish(form, { success: null, errors: [refusal ?? ''], notes: [] });
    setPhase({ step: 'poster' });
    const poster = await captureThumbnail(video);
    if (poster) data.set('thumbnail', poster, `${video.name}.jpg`);
    const [answer] = await sendAll([{ data, bytes: video.size + (poster?.size ?? 0) }]);
    if (!answer?.ok)
      return finish(form, { success: null, errors: answer ? refusals(answer) : [], notes: [], signIn: answer?.signIn });
    finish(form, { success: answer.message, errors: [], notes: poster ? [] : [UPLOAD_MESSAGES.posterSkipped] });
  };

  const submitPhotos = async (form: HTMLFormElement, data: FormData) => {
    const chosen = data.getAll(field).filter((f): f is File => f instanceof File && f.size > 0);
    if (!chosen.length) return finish(form, { success: null, errors: [UPLOAD_MESSAGES.imageRequired], notes: [] });
    setPhase({ step: 'preparing' });
    const ready: File[] = [];
    const errors: string[] = [];
    for (const file of kind === 'hero' ? chosen.slice(0, 1) : chosen) {
      const prepared = await preparePhoto(file, { named: kind === 'gallery' });
      if (prepared.ok) ready.push(prepared.file);
      else errors.push(prepared.error);
    }
    if (!ready.length) return finish(form, { success: null, errors, notes: [] });
    const title = String(data.get('title') ?? '');
    const requests = uploadBatches(ready).map((batch) => {
      const body = new FormData();
      if (kind === 'gallery') body.set('title', title);
      for (const file of batch) body.append(field, file, file.name);
      return { data: body, bytes: batch.reduce((sum, f) => sum + f.size, 0) };
    });
    const answers = await sendAll(requests);
    let saved = 0;
    let success: string | null = null;
    let signIn: string | undefined;
    for (const [i, answer] of answers.entries()) {
      signIn ??= answer.signIn;
      const kept = answer.saved ?? (answer.ok ? requests[i]!.data.getAll(field).length : 0);
      saved += kept;
      if (kept && kind === 'hero') success = answer.message;
      if (!answer.ok || answer.errors.length) errors.push(...refusals(answer));
    }
    if (saved && kind === 'gallery') success = UPLOAD_MESSAGES.galleryUploaded(saved);
    finish(form, { success, errors, notes: [], signIn });
  };

  const busy = phase !== null;
  const label = phase && phaseLabel(phase);

  return (
    <form
      action={action}
      method="post"
      encType="multipart/form-data"
      data-hydrated={hydrated ? '' : undefined}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const form = event.currentTarget;
        const data = new FormData(form);
        setOutcome(null);
        void (kind === 'video' ? submitVideo(form, data) : submitPhotos(form, data)).catch(() =>
          finish(form, { success: null, errors: [UPLOAD_MESSAGES.generic], notes: [] }),
        );
      }}
    >
      {kind === 'video' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="text-sm font-semibold text-slate-800">
            Video dosyası (MP4, MOV, WebM, OGG; en fazla {inMegabytes(VIDEO_MAX_BYTES)}&nbsp;MB)
            <input
              name="file"
              type="file"
              accept={[...VIDEO_TYPES, 'video/quicktime', '.mov'].join(',')}
              className="mt-1.5 block w-full text-sm font-normal text-slate-600 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-slate-50"
            />
          </label>
          <label className="text-sm font-semibold text-slate-800">
            Başlık
            <select
              name="title"
              defaultValue=""
              className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
            >
              <option value="">Başlık seçin</option>
              {VIDEO_TITLES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-slate-800 sm:col-span-2">
            Açıklama <span className="font-normal text-slate-500">(isteğe bağlı)</span>
            <textarea
              name="description"
              rows={2}
              maxLength={VIDEO_DESCRIPTION_MAX_LENGTH}
              className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
            />
          </label>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className={kind === 'hero' ? 'sm:col-span-2' : undefined}>
            <label className="block text-sm font-semibold text-slate-800">
              {kind === 'hero'
                ? `Anasayfa fotoğrafı (JPEG, PNG veya WebP; en fazla ${inMegabytes(IMAGE_MAX_BYTES)}\u00a0MB; önerilen yatay, 1920×1080)`
                : `Fotoğraflar (birden fazla seçebilirsiniz; JPEG, PNG veya WebP; her biri en fazla ${inMegabytes(IMAGE_MAX_BYTES)}\u00a0MB)`}
              <input
                name={field}
                type="file"
                multiple={kind === 'gallery'}
                accept={IMAGE_TYPES.join(',')}
                aria-describedby={`${kind}-dosya-ipucu`}
                className="mt-1.5 block w-full text-sm font-normal text-slate-600 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-slate-50"
              />
            </label>
            <p id={`${kind}-dosya-ipucu`} className="mt-1 text-xs text-slate-500">
              Telefonla çekilen büyük fotoğraflar yüklemeden önce tarayıcıda otomatik olarak küçültülür.
            </p>
          </div>
          {kind === 'gallery' && (
            <div>
              <label className="block text-sm font-semibold text-slate-800">
                Başlık <span className="font-normal text-slate-500">(isteğe bağlı)</span>
                <input
                  name="title"
                  maxLength={GALLERY_TITLE_MAX_LENGTH}
                  placeholder="Örn. Kadıköy'de 3+1 ev taşıma"
                  aria-describedby="galeri-baslik-ipucu"
                  className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
                />
              </label>
              <p id="galeri-baslik-ipucu" className="mt-1 text-xs text-slate-500">
                Seçilen fotoğrafların hepsine verilir; sonra her birini ayrı ayrı değiştirebilirsiniz.
              </p>
            </div>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {busy ? 'Yükleniyor...' : 'Yükle'}
        </button>
        {phase && (
          <div className="flex min-w-0 flex-1 items-center gap-3" data-testid="upload-progress">
            <progress
              value={phase.step === 'sending' ? phase.percent : phase.step === 'processing' ? 100 : undefined}
              max={100}
              className="h-2 w-32 shrink-0 sm:w-48"
              aria-label="Yükleme ilerlemesi"
            />
            <span className="text-sm text-slate-600 tabular-nums">{label}</span>
          </div>
        )}
      </div>
      <div
        ref={statusRef}
        tabIndex={-1}
        role={outcome && outcome.errors.length ? 'alert' : 'status'}
        className="space-y-2 outline-none empty:-mt-4"
        data-testid="upload-result"
      >
        {outcome?.success && (
          <p className="rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800" data-testid="upload-success">
            {outcome.success}
          </p>
        )}
        {outcome && outcome.errors.length > 0 && (
          <div className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800" data-testid="upload-errors">
            {outcome.errors.length === 1 ? (
              <p>{outcome.errors[0]}</p>
            ) : (
              <ul className="list-disc space-y-1 pl-5">
                {outcome.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )}
            {outcome.signIn && (
              <a
                href={outcome.signIn}
                target="_blank"
                rel="noopener"
                className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-bold text-brand-700 ring-1 ring-red-200 hover:underline"
                data-testid="upload-sign-in"
              >
                Yeni sekmede giriş yapın
              </a>
            )}
          </div>
        )}
        {outcome?.notes.map((note) => (
          <p
            key={note}
            className="rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900"
            data-testid="upload-note"
          >
            {note}
          </p>
        ))}
      </div>
    </form>
  );
}
