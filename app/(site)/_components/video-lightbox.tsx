'use client';

import { useRef, useState } from 'react';
import { ArrowRight as ArrowRightIcon, Play as PlayIcon, X as XIcon } from '@/components/ui/icons';
import { ModalDialog, closeDialog } from '@/components/ui/modal-dialog';
import { useLightbox } from '@/components/ui/use-lightbox';

export interface GalleryVideo {
  key: string;
  title: string;
  description: string;
  src: string;
  poster: string;
  duration?: string;
  /** A short label shown on the card, such as "Temsili animasyon". */
  note?: string;
  isNew: boolean;
}

/**
 * Video cards (each links to its file, so it plays without JavaScript) and a
 * player lightbox: Escape closes, arrows move, Space turns autoplay (and the
 * playing video) on and off, from the moment it opens: focus starts on the
 * dialog itself, not on its close button. Nothing of a video loads until it is played.
 */
export function VideoLightbox({ videos }: { videos: GalleryVideo[] }) {
  const { index, close, move, opener, onKeyDown } = useLightbox(videos.length);
  const [autoplay, setAutoplay] = useState(true);
  const closeRef = useRef<HTMLButtonElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const count = videos.length;
  const video = index === null ? null : videos[index];

  return (
    <>
      <ul className="grid [grid-template-columns:repeat(auto-fill,minmax(300px,1fr))] gap-8" data-testid="video-grid">
        {videos.map((v, i) => (
          <li key={v.key} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <a href={v.src} onClick={opener(i)} aria-haspopup="dialog" className="group relative block">
              {v.poster ? (
                <img
                  src={v.poster}
                  alt=""
                  width={1280}
                  height={720}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video w-full bg-brand-900 object-cover"
                />
              ) : (
                <span className="block aspect-video w-full bg-brand-900" />
              )}
              <span className="absolute inset-0 grid place-items-center bg-brand-900/20 transition group-hover:bg-brand-900/40">
                <span className="grid size-16 place-items-center rounded-full bg-white/90 text-brand-700 shadow-lg">
                  <PlayIcon className="ml-1 size-7" />
                </span>
              </span>
              {v.duration && (
                <span className="absolute right-3 bottom-3 rounded bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
                  {v.duration}
                </span>
              )}
              {v.isNew && (
                <span className="absolute top-3 left-3 rounded-full bg-accent-600 px-2.5 py-1 text-xs font-bold text-white">
                  Yeni
                </span>
              )}
              <span className="sr-only">{v.title} videosunu oynat</span>
            </a>
            <div className="p-5">
              <h3 className="font-bold text-brand-900">{v.title}</h3>
              {v.description && <p className="mt-1 text-sm text-slate-600">{v.description}</p>}
              {v.note && <p className="mt-2 text-xs font-semibold text-slate-500">{v.note}</p>}
            </div>
          </li>
        ))}
      </ul>
      <ModalDialog
        open={video !== null && video !== undefined}
        onClose={close}
        labelledBy="video-baslik"
        initialFocus="dialog"
        className="w-[min(64rem,calc(100vw-1rem))] rounded-2xl bg-brand-900 text-white shadow-2xl"
        onKeyDown={(event) => {
          onKeyDown(event);
          if (event.key === ' ' && !(event.target instanceof HTMLButtonElement)) {
            event.preventDefault();
            const on = !autoplay;
            setAutoplay(on);
            const player = videoRef.current;
            if (player && !on) player.pause();
            else if (player && player.paused) player.play().catch(() => undefined);
          }
        }}
      >
        {video && (
          <div className="flex flex-col">
            <div className="flex items-center justify-between gap-3 p-3">
              <p id="video-baslik" className="font-semibold">
                {video.title}{' '}
                <span className="text-sm font-normal text-brand-100">
                  ({(index ?? 0) + 1}/{count})
                </span>
              </p>
              <div className="flex items-center gap-2">
                <span className="rounded-full bg-white/10 px-3 py-1 text-xs" data-testid="autoplay-state">
                  Otomatik oynatma: {autoplay ? 'açık' : 'kapalı'}
                  {/* The key works only where there is a keyboard: not shown on touch screens. */}
                  <span className="hidden [@media(hover:hover)_and_(pointer:fine)]:inline" data-testid="autoplay-key">
                    {' '}
                    (Boşluk)
                  </span>
                </span>
                <button
                  ref={closeRef}
                  type="button"
                  onClick={() => closeDialog(closeRef.current)}
                  className="grid size-10 place-items-center rounded-full hover:bg-white/10"
                  aria-label="Kapat"
                >
                  <XIcon className="size-5" />
                </button>
              </div>
            </div>
            <div className="relative bg-black">
              <video
                ref={videoRef}
                key={video.key}
                src={video.src}
                poster={video.poster || undefined}
                controls
                autoPlay={autoplay}
                preload="none"
                playsInline
                className="aspect-video max-h-[calc(100dvh-9rem)] w-full"
                data-testid="lightbox-video"
              >
                <track kind="captions" />
              </video>
              <button
                type="button"
                onClick={() => move(-1)}
                aria-label="Önceki video"
                className="absolute top-1/2 left-2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-black/50 hover:bg-black/70"
              >
                <ArrowRightIcon className="size-5 rotate-180" />
              </button>
              <button
                type="button"
                onClick={() => move(1)}
                aria-label="Sonraki video"
                className="absolute top-1/2 right-2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-black/50 hover:bg-black/70"
              >
                <ArrowRightIcon className="size-5" />
              </button>
            </div>
          </div>
        )}
      </ModalDialog>
    </>
  );
}
