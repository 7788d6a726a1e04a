import { listGalleryImages } from '@/lib/data/gallery-images.server';
import { listHeroImages } from '@/lib/data/hero-images.server';
import { listVideos } from '@/lib/data/videos.server';
import type { Db } from '@/lib/db/kysely.server';
import Link from 'next/link';
import { formatDateTime } from '@/lib/format';
import { LOAD_ERRORS, dashboardHref, type TabId } from '@/lib/admin/dashboard';
import {
  GALLERY_TITLE_MAX_LENGTH,
  UPLOAD_MESSAGES,
  deleteConsequence,
  readableFileName,
  smallestUrl,
} from '@/lib/media';
import { activateHeroAction, deleteImageAction, deleteVideoAction, saveGalleryTitleAction } from '../dashboard/actions';
import { TrashList } from './media-trash-list';
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

/** The id of the card whose delete is being confirmed (the address's `sil`). */
type TabProps = { db: Db; confirmDelete?: string };

/** The card's anchor, so the confirmation opens where the card is (on a phone too). */
const cardId = (id: string) => `medya-${id}`;

/**
 * "Sil" is a link to the same tab with `?sil={id}`; the server then renders the
 * confirmation in the card, saying what visitors will see afterwards. Works without JavaScript.
 */
function DeleteControl({
  action,
  tab,
  kind,
  id,
  confirming,
  consequence,
}: {
  action: (f: FormData) => Promise<void>;
  tab: TabId;
  kind?: string;
  id: string;
  confirming: boolean;
  consequence: string;
}) {
  if (!confirming)
    return (
      <Link
        href={`${dashboardHref({ tab, confirmDelete: id })}#${cardId(id)}`}
        className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Sil
      </Link>
    );
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${cardId(id)}-sil`}
      data-testid="delete-confirmation"
      className="basis-full space-y-3 rounded-lg border border-red-200 bg-red-50 p-3"
    >
      <p id={`${cardId(id)}-sil`} className="text-sm text-red-900">
        <span className="font-semibold">{consequence}</span> Silinsin mi?
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <form action={action}>
          <input type="hidden" name="id" value={id} />
          {kind && <input type="hidden" name="kind" value={kind} />}
          <button
            type="submit"
            autoFocus
            className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
          >
            Evet, sil
          </button>
        </form>
        <Link href={dashboardHref({ tab })} className="text-sm font-semibold text-slate-700 hover:underline">
          Vazgeç
        </Link>
      </div>
    </div>
  );
}

/** The home page photos: upload, activate one, delete to the trash (the active one says the default image returns). */
export async function HeroTab({ db, confirmDelete }: TabProps) {
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
            <li
              key={h.id}
              id={cardId(h.id)}
              data-testid="media-item"
              className={`scroll-mt-4 overflow-hidden rounded-xl border ${h.isActive ? 'border-green-500 ring-2 ring-green-200' : 'border-slate-200'}`}
            >
              <img
                src={smallestUrl(h.variants, h.url)}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                className="aspect-video w-full bg-slate-100 object-cover"
              />
              <div className="space-y-2 p-3">
                <p className="text-sm font-semibold text-slate-800">
                  {h.isActive ? 'Anasayfada gösterilen fotoğraf' : 'Anasayfa fotoğrafı'}
                </p>
                <p className="text-xs [overflow-wrap:anywhere] text-slate-500">
                  Yüklendi: {formatDateTime(h.createdAt)}
                  {h.width && h.height ? ` · ${h.width}×${h.height}` : ''} · Dosya: {readableFileName(h.filename)}
                </p>
                {h.width && h.height && h.height > h.width ? (
                  <p
                    className="rounded-md bg-amber-50 px-2.5 py-1.5 text-xs font-semibold text-amber-900"
                    data-testid="portrait-warning"
                  >
                    {UPLOAD_MESSAGES.portraitHero}
                  </p>
                ) : null}
                <div className="flex flex-wrap items-center gap-2">
                  {h.isActive ? (
                    <span className="rounded-full bg-green-100 px-2.5 py-1 text-xs font-bold text-green-800">
                      Aktif
                    </span>
                  ) : (
                    <form action={activateHeroAction}>
                      <input type="hidden" name="id" value={h.id} />
                      <button
                        type="submit"
                        className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
                      >
                        Aktif yap
                      </button>
                    </form>
                  )}
                  <DeleteControl
                    action={deleteImageAction}
                    tab="anasayfa"
                    kind="hero"
                    id={h.id}
                    confirming={confirmDelete === h.id}
                    consequence={deleteConsequence('hero', h.isActive)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TrashList db={db} medium="hero" />
    </div>
  );
}

/** The gallery's photos: upload several, give each a title (caption and alt text on /galeri), delete. */
export async function GalleryTab({ db, confirmDelete }: TabProps) {
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
            <li
              key={g.id}
              id={cardId(g.id)}
              data-testid="media-item"
              className="flex scroll-mt-4 flex-col overflow-hidden rounded-xl border border-slate-200"
            >
              <img
                src={smallestUrl(g.variants, g.url)}
                alt={g.title}
                width={640}
                height={427}
                loading="lazy"
                className="aspect-[3/2] w-full bg-slate-100 object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-3">
                {g.title ? (
                  <p className="line-clamp-2 text-sm font-semibold text-slate-800" data-testid="media-title">
                    {g.title}
                  </p>
                ) : (
                  <p className="text-sm text-slate-500 italic" data-testid="media-title">
                    Başlıksız fotoğraf
                  </p>
                )}
                <p className="text-xs text-slate-500">{formatDateTime(g.createdAt)}</p>
                <form action={saveGalleryTitleAction} className="mt-auto space-y-1.5">
                  <input type="hidden" name="id" value={g.id} />
                  <label className="block text-xs font-semibold text-slate-700" htmlFor={`${cardId(g.id)}-baslik`}>
                    Başlık
                  </label>
                  <div className="flex gap-2">
                    <input
                      id={`${cardId(g.id)}-baslik`}
                      name="title"
                      defaultValue={g.title}
                      maxLength={GALLERY_TITLE_MAX_LENGTH}
                      placeholder="Örn. Kadıköy'de 3+1 ev taşıma"
                      className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm"
                    />
                    <button
                      type="submit"
                      className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      Kaydet
                    </button>
                  </div>
                </form>
                <div className="flex flex-wrap gap-2">
                  <DeleteControl
                    action={deleteImageAction}
                    tab="galeri"
                    kind="gallery"
                    id={g.id}
                    confirming={confirmDelete === g.id}
                    consequence={deleteConsequence('gallery')}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TrashList db={db} medium="gallery" />
    </div>
  );
}

/** The video gallery's videos: upload with a poster captured in the browser, delete. */
export async function VideoTab({ db, confirmDelete }: TabProps) {
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
            <li
              key={v.id}
              id={cardId(v.id)}
              data-testid="media-item"
              className="scroll-mt-4 overflow-hidden rounded-xl border border-slate-200"
            >
              {v.thumbnailUrl ? (
                <img
                  src={v.thumbnailUrl}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  className="aspect-video w-full bg-slate-100 object-cover"
                />
              ) : (
                <div className="grid aspect-video place-items-center bg-slate-100 text-sm text-slate-500">
                  Kapak görseli yok
                </div>
              )}
              <div className="space-y-2 p-3">
                <p className="font-semibold text-slate-800">{v.title}</p>
                {v.description && <p className="text-sm text-slate-600">{v.description}</p>}
                <p className="text-xs text-slate-500">{formatDateTime(v.createdAt)}</p>
                <div className="flex flex-wrap gap-2">
                  <DeleteControl
                    action={deleteVideoAction}
                    tab="video"
                    id={v.id}
                    confirming={confirmDelete === v.id}
                    consequence={deleteConsequence('video')}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TrashList db={db} medium="video" />
    </div>
  );
}
