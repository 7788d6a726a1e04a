'use client';

import { ChevronLeft, ChevronRight, Download, Film, X } from '@/components/ui/icons';
import { ModalDialog, closeDialog } from '@/components/ui/modal-dialog';
import { useLightbox } from '@/components/ui/use-lightbox';

/** A lead's file as the staff lightbox shows it. */
export interface LightboxFile {
  id: string;
  kind: 'photo' | 'video';
  /** "Salon", "Yatak odası"… */
  room: string;
  name: string;
  url: string;
  downloadUrl: string;
  /** Whether every browser plays it (H.264); other videos are offered as a download. */
  playable: boolean;
  /** "3 sn · 1,2 MB" */
  detail: string;
  /** The staff member's e-mail when the team added it, else null (the customer's). */
  addedByStaff: string | null;
}

const ADDED_BY_STAFF = 'Ekip ekledi';

/**
 * The lead's photos and videos for staff: a grid of links (each opens the file itself without
 * JavaScript or in a new tab) and, with it, a lightbox with arrows, a player for H.264 videos
 * and a download link for every file.
 */
export function LeadFilesLightbox({ files }: { files: LightboxFile[] }) {
  const box = useLightbox(files.length);
  const current = box.index === null ? null : files[box.index];
  return (
    <>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="staff-lead-files">
        {files.map((file, i) => (
          <li key={file.id} className="min-w-0">
            <a
              href={file.url}
              onClick={box.opener(i)}
              className="block overflow-hidden rounded-lg ring-1 ring-slate-200"
              data-kind={file.kind}
            >
              {file.kind === 'photo' ? (
                <img
                  src={file.url}
                  alt={`${file.room}: ${file.name}`}
                  className="aspect-square w-full object-cover"
                  loading="lazy"
                />
              ) : (
                <span className="grid aspect-square w-full place-items-center bg-slate-800 text-white">
                  <Film className="size-8" aria-hidden="true" />
                  <span className="sr-only">
                    Video, {file.room}: {file.name}
                  </span>
                </span>
              )}
              <span className="block truncate px-1 py-0.5 text-xs text-slate-700">{file.room}</span>
              {file.addedByStaff && (
                <span
                  className="block truncate bg-brand-50 px-1 py-0.5 text-xs font-semibold text-brand-900"
                  data-testid="staff-lead-file-by-staff"
                  title={file.addedByStaff}
                >
                  {ADDED_BY_STAFF}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
      <ModalDialog
        open={current !== null}
        onClose={box.close}
        labelledBy="lead-file-title"
        onKeyDown={box.onKeyDown}
        className="w-[min(64rem,calc(100vw-1rem))] bg-slate-950 text-white"
      >
        {current && (
          <div className="flex max-h-[calc(100dvh-2rem)] flex-col" data-testid="staff-lightbox">
            <div className="flex items-center justify-between gap-2 p-2">
              <p id="lead-file-title" className="min-w-0 truncate text-sm font-semibold">
                {current.room} · {current.name} <span className="font-normal text-slate-300">{current.detail}</span>
                {current.addedByStaff && (
                  <span className="font-normal text-slate-300">
                    {' '}
                    · {ADDED_BY_STAFF} ({current.addedByStaff})
                  </span>
                )}
              </p>
              <div className="flex shrink-0 gap-1">
                <a
                  href={current.downloadUrl}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold hover:bg-white/10"
                >
                  <Download className="size-4" aria-hidden="true" /> İndir
                </a>
                <button
                  type="button"
                  onClick={(event) => closeDialog(event.currentTarget)}
                  className="inline-grid min-h-11 min-w-11 place-items-center rounded-lg hover:bg-white/10"
                >
                  <X className="size-5" aria-hidden="true" />
                  <span className="sr-only">Kapat</span>
                </button>
              </div>
            </div>
            <div className="relative grid min-h-0 flex-1 place-items-center">
              {current.kind === 'photo' ? (
                <img
                  src={current.url}
                  alt={`${current.room}: ${current.name}`}
                  className="max-h-[80dvh] w-auto object-contain"
                />
              ) : current.playable ? (
                <video key={current.id} src={current.url} controls playsInline className="max-h-[80dvh] w-full" />
              ) : (
                <p className="p-6 text-center">
                  Bu video HEVC biçiminde; her tarayıcı oynatamaz.{' '}
                  <a href={current.downloadUrl} className="font-semibold underline">
                    İndirip açın
                  </a>
                  .
                </p>
              )}
              {files.length > 1 && (
                <>
                  <button
                    type="button"
                    onClick={() => box.move(-1)}
                    className="absolute top-1/2 left-1 inline-grid min-h-11 min-w-11 -translate-y-1/2 place-items-center rounded-full bg-black/50"
                  >
                    <ChevronLeft className="size-6" aria-hidden="true" />
                    <span className="sr-only">Önceki</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => box.move(1)}
                    className="absolute top-1/2 right-1 inline-grid min-h-11 min-w-11 -translate-y-1/2 place-items-center rounded-full bg-black/50"
                  >
                    <ChevronRight className="size-6" aria-hidden="true" />
                    <span className="sr-only">Sonraki</span>
                  </button>
                </>
              )}
            </div>
          </div>
        )}
      </ModalDialog>
    </>
  );
}
