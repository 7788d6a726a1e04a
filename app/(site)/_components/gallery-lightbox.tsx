'use client';

import { useEffect, useRef } from 'react';
import { ModalDialog, closeDialog } from '@/components/ui/modal-dialog';
import { useLightbox } from '@/components/ui/use-lightbox';
import { ArrowRight as ArrowRightIcon, X as XIcon } from '@/components/ui/icons';

export interface GalleryPhoto {
  key: string;
  src: string;
  srcSet?: string;
  full: string;
  alt: string;
  title: string;
  width: number;
  height: number;
  isNew: boolean;
}

const PLACEHOLDER = '/images/galeri-yok.svg';

/** Shows the placeholder instead of a photo that could not be loaded. */
function showPlaceholder(img: HTMLImageElement): void {
  if (img.src.endsWith(PLACEHOLDER)) return;
  img.srcset = '';
  img.src = PLACEHOLDER;
}

/**
 * The photo grid (each photo links to its large version, so it works without
 * JavaScript) and a lightbox: Escape closes, arrows move with wrap-around,
 * a swipe moves on touch screens, focus stays inside and returns.
 */
export function GalleryLightbox({ photos }: { photos: GalleryPhoto[] }) {
  const { index, close, move, opener, onKeyDown } = useLightbox(photos.length);
  const touchX = useRef<number | null>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  // A photo that failed before this component was hydrated (a direct page load) fired its
  // error event before onError was attached: it is found by its state instead.
  useEffect(() => {
    gridRef.current?.querySelectorAll('img').forEach((img) => {
      if (img.complete && img.naturalWidth === 0) showPlaceholder(img);
    });
  }, []);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const photo = index === null ? null : photos[index];

  return (
    <>
      <ul
        ref={gridRef}
        className="grid [grid-template-columns:repeat(auto-fill,minmax(300px,1fr))] gap-8"
        data-testid="gallery-grid"
      >
        {photos.map((p, i) => (
          <li key={p.key} className="group relative overflow-hidden rounded-2xl bg-brand-50 shadow-sm">
            <a href={p.full} onClick={opener(i)} aria-haspopup="dialog" className="block">
              <img
                src={p.src}
                srcSet={p.srcSet}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                alt={p.alt}
                width={p.width}
                height={p.height}
                loading={i < 3 ? 'eager' : 'lazy'}
                decoding="async"
                onError={(event) => showPlaceholder(event.currentTarget)}
                className="aspect-[3/2] w-full object-cover transition group-hover:scale-[1.02]"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-900/80 to-transparent p-4 pt-10 text-sm font-semibold text-white">
                {p.title}
              </span>
              {p.isNew && (
                <span className="absolute top-3 left-3 rounded-full bg-accent-600 px-2.5 py-1 text-xs font-bold text-white">
                  Yeni
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
      <ModalDialog
        open={photo !== null && photo !== undefined}
        onClose={close}
        labelledBy="galeri-baslik"
        className="w-[min(72rem,calc(100vw-1rem))] rounded-2xl bg-brand-900 text-white shadow-2xl"
        onKeyDown={onKeyDown}
      >
        {photo && (
          <div
            className="flex max-h-[calc(100dvh-2rem)] flex-col"
            onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
            onTouchEnd={(e) => {
              const start = touchX.current;
              const end = e.changedTouches[0]?.clientX;
              if (start !== null && end !== undefined && Math.abs(end - start) > 50) move(end < start ? 1 : -1);
              touchX.current = null;
            }}
          >
            <div className="flex items-center justify-between gap-3 p-3">
              <p id="galeri-baslik" className="font-semibold">
                {photo.title}{' '}
                <span className="text-sm font-normal text-brand-100">
                  ({(index ?? 0) + 1}/{count})
                </span>
              </p>
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
            <div className="relative flex min-h-0 flex-1 items-center justify-center bg-black/30">
              <img
                src={photo.full}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                className="max-h-[calc(100dvh-9rem)] w-auto max-w-full object-contain"
                data-testid="lightbox-image"
              />
              <button
                type="button"
                onClick={() => move(-1)}
                aria-label="Önceki fotoğraf"
                className="absolute left-2 grid size-11 place-items-center rounded-full bg-black/50 hover:bg-black/70"
              >
                <ArrowRightIcon className="size-5 rotate-180" />
              </button>
              <button
                type="button"
                onClick={() => move(1)}
                aria-label="Sonraki fotoğraf"
                className="absolute right-2 grid size-11 place-items-center rounded-full bg-black/50 hover:bg-black/70"
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
