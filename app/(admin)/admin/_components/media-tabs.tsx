import { listGalleryImages } from '@/lib/data/gallery-images';
import { listHeroImages } from '@/lib/data/hero-images';
import { listVideos } from '@/lib/data/videos';
import type { Db } from '@/lib/db/kysely';
import { formatDateTime } from '@/lib/format';
import { LOAD_ERRORS } from '@/lib/admin/dashboard';
import { activateHeroAction, deleteImageAction, deleteVideoAction } from '../dashboard/actions';
import { UploadForm } from './upload-form';

function LoadError({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
      {text}
    </p>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-500">{text}</p>;
}

const thumbOf = (variants: { width: number; filename: string }[], url: string) => (variants[0] ? `/media/${variants[0].filename}` : url);

function DeleteButton({ action, kind, id, label = 'Sil' }: { action: (f: FormData) => Promise<void>; kind?: string; id: string; label?: string }) {
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      {kind && <input type="hidden" name="kind" value={kind} />}
      <button type="submit" className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50">
        {label}
      </button>
    </form>
  );
}

export async function HeroTab({ db }: { db: Db }) {
  const items = await listHeroImages(db).catch(() => null);
  return (
    <div className="space-y-5">
      <UploadForm kind="hero" />
      {!items ? (
        <LoadError text={LOAD_ERRORS.anasayfa} />
      ) : items.length === 0 ? (
        <Empty text="Henüz anasayfa fotoğrafı yüklenmedi; anasayfada hazır görsel gösteriliyor." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-list">
          {items.map((h) => (
            <li key={h.id} data-testid="media-item" className={`overflow-hidden rounded-xl border ${h.isActive ? 'border-green-500 ring-2 ring-green-200' : 'border-slate-200'}`}>
              <img src={thumbOf(h.variants, h.url)} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full bg-slate-100 object-cover" />
              <div className="space-y-2 p-3">
                <p className="truncate text-sm font-semibold text-slate-800" title={h.filename}>
                  {h.filename}
                </p>
                <p className="text-xs text-slate-500">
                  {formatDateTime(h.createdAt)} · {h.width}×{h.height}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  {h.isActive ? (
                    <span className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-bold text-green-800">Aktif</span>
                  ) : (
                    <form action={activateHeroAction}>
                      <input type="hidden" name="id" value={h.id} />
                      <button type="submit" className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
                        Aktif yap
                      </button>
                    </form>
                  )}
                  <DeleteButton action={deleteImageAction} kind="hero" id={h.id} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export async function GalleryTab({ db }: { db: Db }) {
  const items = await listGalleryImages(db).catch(() => null);
  return (
    <div className="space-y-5">
      <UploadForm kind="gallery" />
      {!items ? (
        <LoadError text={LOAD_ERRORS.galeri} />
      ) : items.length === 0 ? (
        <Empty text="Henüz galeriye fotoğraf yüklenmedi; galeride hazır fotoğraflar gösteriliyor." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="media-list">
          {items.map((g) => (
            <li key={g.id} data-testid="media-item" className="overflow-hidden rounded-xl border border-slate-200">
              <img src={thumbOf(g.variants, g.url)} alt="" width={640} height={427} loading="lazy" className="aspect-[3/2] w-full bg-slate-100 object-cover" />
              <div className="space-y-2 p-3">
                <p className="truncate text-xs text-slate-500" title={g.filename}>
                  {formatDateTime(g.createdAt)}
                </p>
                <DeleteButton action={deleteImageAction} kind="gallery" id={g.id} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export async function VideoTab({ db }: { db: Db }) {
  const items = await listVideos(db).catch(() => null);
  return (
    <div className="space-y-5">
      <UploadForm kind="video" />
      {!items ? (
        <LoadError text={LOAD_ERRORS.video} />
      ) : items.length === 0 ? (
        <Empty text="Henüz video yüklenmedi; video galeride hazır videolar gösteriliyor." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-list">
          {items.map((v) => (
            <li key={v.id} data-testid="media-item" className="overflow-hidden rounded-xl border border-slate-200">
              {v.thumbnailUrl ? (
                <img src={v.thumbnailUrl} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full bg-slate-100 object-cover" />
              ) : (
                <div className="grid aspect-video place-items-center bg-slate-100 text-sm text-slate-500">Kapak görseli yok</div>
              )}
              <div className="space-y-2 p-3">
                <p className="font-semibold text-slate-800">{v.title}</p>
                {v.description && <p className="text-sm text-slate-600">{v.description}</p>}
                <p className="text-xs text-slate-500">{formatDateTime(v.createdAt)}</p>
                <DeleteButton action={deleteVideoAction} id={v.id} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
