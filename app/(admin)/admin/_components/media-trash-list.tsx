import { listTrashedMedia, type TrashableMedia } from '@/lib/data/media-trash.server';
import type { Db } from '@/lib/db/kysely.server';
import { formatDateTime } from '@/lib/format';
import { MEDIA_TRASH_DAYS } from '@/lib/media';
import { restoreMediaAction } from '../dashboard/actions';

/**
 * "Son silinenler": the home page photos, gallery photos or videos deleted in the last MEDIA_TRASH_DAYS days, each
 * with "Geri al" (a plain form) and the day it is purged for good. A home page photo comes back
 * inactive, and the list says so.
 */
export async function TrashList({ db, medium }: { db: Db; medium: TrashableMedia }) {
  const items = await listTrashedMedia(db, medium).catch(() => []);
  if (items.length === 0) return null;
  const what = { hero: 'anasayfa fotoğrafı', gallery: 'fotoğraf', video: 'video' }[medium];
  return (
    <section
      className="rounded-xl border border-slate-200 p-3"
      aria-labelledby={`cop-${medium}`}
      data-testid="media-trash"
    >
      <h3 id={`cop-${medium}`} className="font-bold text-slate-900">
        Son silinenler
      </h3>
      <p className="text-sm text-slate-600">
        Silinen {what} {MEDIA_TRASH_DAYS} gün burada kalır; sonra dosyalarıyla birlikte kalıcı olarak silinir.
        {medium === 'hero' && ' Geri alınan fotoğraf, “Aktif yap” ile yeniden anasayfada gösterilir.'}
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-2" data-testid="media-trash-item">
            {item.preview ? (
              <img
                src={item.preview}
                alt=""
                width={96}
                height={64}
                loading="lazy"
                className="h-12 w-18 shrink-0 rounded bg-slate-100 object-cover"
              />
            ) : (
              <span className="h-12 w-18 shrink-0 rounded bg-slate-100" />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-semibold text-slate-800">
                {item.title || (medium === 'gallery' ? 'Başlıksız fotoğraf' : 'Başlıksız video')}
              </p>
              <p className="text-xs text-slate-500">
                Silindi: {formatDateTime(item.deletedAt)} · {formatDateTime(item.purgeAt)} tarihinde kalıcı olarak
                silinecek
              </p>
            </div>
            <form action={restoreMediaAction}>
              <input type="hidden" name="kind" value={medium} />
              <input type="hidden" name="id" value={item.id} />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Geri al
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
