'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, UPLOAD_MESSAGES, VIDEO_MAX_BYTES, VIDEO_TITLES, VIDEO_TYPES } from '@/lib/media/rules';

type Kind = 'hero' | 'gallery' | 'video';

/** Captures the frame at 2 seconds as a JPEG at quality 0.8 (SPEC.md section 5). */
async function captureThumbnail(file: File): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    video.src = url;
    await new Promise<void>((resolve, reject) => {
      video.onloadeddata = () => resolve();
      video.onerror = () => reject(new Error('video'));
    });
    video.currentTime = Math.min(2, Math.max(0, (video.duration || 2) - 0.1));
    await new Promise<void>((resolve) => (video.onseeked = () => resolve()));
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')!.drawImage(video, 0, 0);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Checks in the browser what the server checks again (declared type and size), naming the file for galleries. */
function precheck(kind: Kind, files: File[], title: string): string[] {
  if (kind === 'video') {
    const file = files[0];
    if (!file || !title) return [UPLOAD_MESSAGES.videoRequired];
    if (!(VIDEO_TYPES as readonly string[]).includes(file.type)) return [UPLOAD_MESSAGES.videoType];
    if (file.size > VIDEO_MAX_BYTES) return [UPLOAD_MESSAGES.videoSize];
    return [];
  }
  if (!files.length) return [UPLOAD_MESSAGES.imageRequired];
  const errors: string[] = [];
  for (const f of files) {
    const prefix = kind === 'gallery' ? `${f.name}: ` : '';
    if (!(IMAGE_TYPES as readonly string[]).includes(f.type)) errors.push(prefix + UPLOAD_MESSAGES.imageType);
    else if (f.size > IMAGE_MAX_BYTES) errors.push(prefix + UPLOAD_MESSAGES.imageSize);
  }
  return errors;
}

/**
 * Upload form of a media tab. Posts to the upload route with a progress bar;
 * without JavaScript the same form posts there directly.
 */
export function UploadForm({ kind }: { kind: Kind }) {
  const router = useRouter();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string; errors: string[] } | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const action = `/api/admin/uploads/${kind}`;
  const show = (r: { ok: boolean; message: string; errors: string[] }) => {
    setResult(r);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  return (
    <form
      action={action}
      method="post"
      encType="multipart/form-data"
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const files = data.getAll(kind === 'gallery' ? 'files' : 'file').filter((f): f is File => f instanceof File && f.size > 0);
        const errors = precheck(kind, files, String(data.get('title') ?? ''));
        if (errors.length && (kind !== 'gallery' || errors.length === files.length)) return show({ ok: false, message: errors[0]!, errors });
        if (kind === 'video' && files[0]) {
          const thumb = await captureThumbnail(files[0]);
          if (thumb) data.set('thumbnail', thumb, `${files[0].name}.jpg`);
        }
        setResult(null);
        setProgress(0);
        const xhr = new XMLHttpRequest();
        xhr.open('POST', action);
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.upload.onprogress = (e) => e.lengthComputable && setProgress(Math.round((e.loaded / e.total) * 100));
        xhr.onload = () => {
          setProgress(null);
          try {
            const body = JSON.parse(xhr.responseText) as { ok: boolean; message: string; errors: string[] };
            show(body);
            if (body.ok || xhr.status < 300) {
              form.reset();
              router.refresh();
            }
          } catch {
            show({ ok: false, message: UPLOAD_MESSAGES.generic, errors: [] });
          }
        };
        xhr.onerror = () => {
          setProgress(null);
          show({ ok: false, message: UPLOAD_MESSAGES.generic, errors: [] });
        };
        xhr.send(data);
      }}
    >
      {kind === 'video' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm font-semibold text-slate-800">
            Video dosyası (MP4, WebM, OGG; en fazla 50 MB)
            <input name="file" type="file" accept={VIDEO_TYPES.join(',')} className="mt-1 block w-full text-sm" />
          </label>
          <label className="text-sm font-semibold text-slate-800">
            Başlık
            <select name="title" defaultValue="" className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2">
              <option value="">Başlık seçin</option>
              {VIDEO_TITLES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-slate-800 sm:col-span-2">
            Açıklama <span className="font-normal text-slate-500">(isteğe bağlı)</span>
            <textarea name="description" rows={2} maxLength={500} className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2" />
          </label>
        </div>
      ) : (
        <label className="block text-sm font-semibold text-slate-800">
          {kind === 'hero' ? 'Anasayfa fotoğrafı (JPEG, PNG veya WebP; en fazla 5 MB; önerilen 1920×1080)' : 'Fotoğraflar (birden fazla seçebilirsiniz; JPEG, PNG veya WebP; her biri en fazla 5 MB)'}
          <input name={kind === 'gallery' ? 'files' : 'file'} type="file" multiple={kind === 'gallery'} accept={IMAGE_TYPES.join(',')} className="mt-1 block w-full text-sm" />
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={progress !== null} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-70">
          {progress !== null ? 'Yükleniyor...' : 'Yükle'}
        </button>
        {progress !== null && (
          <div className="flex min-w-48 items-center gap-2" data-testid="upload-progress">
            <progress value={progress} max={100} className="h-2 w-40" aria-label="Yükleme ilerlemesi">
              {progress}%
            </progress>
            <span className="text-sm tabular-nums text-slate-600">%{progress}</span>
          </div>
        )}
      </div>
      <div ref={statusRef} tabIndex={-1} role={result && !result.ok ? 'alert' : 'status'} className="outline-none" data-testid="upload-result">
        {result && (
          <div className={`rounded-lg p-3 text-sm font-semibold ${result.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>
            <p>{result.message}</p>
            {result.errors.length > 1 && (
              <ul className="mt-1 list-disc pl-5 font-normal">
                {result.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
