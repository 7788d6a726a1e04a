// The blog as written: one file per post under posts/. Company facts in the posts are tokens,
// filled where the posts are loaded (lib/content/blog.ts, which pages read).
import { BLOG_CATEGORIES, type BlogCategoryId, type BlogPost } from '../types';
import { haftalaraGoreTasinmaKontrolListesi } from './posts/haftalara-gore-tasinma-kontrol-listesi';
import { isGunuKaybetmedenOfisTasima } from './posts/is-gunu-kaybetmeden-ofis-tasima';
import { nakliyatSigortasiKapsamiVeHasarBildirimi } from './posts/nakliyat-sigortasi-kapsami-ve-hasar-bildirimi';
import { istanbuldanBaskaSehreTasinmaPlani } from './posts/istanbuldan-baska-sehre-tasinma-plani';
import { nakliyatFiyatiniBelirleyenEtkenlerVeTasarrufYollari } from './posts/nakliyat-fiyatini-belirleyen-etkenler-ve-tasarruf-yollari';
import { odaOdaPaketlemeRehberi } from './posts/oda-oda-paketleme-rehberi';

/** The posts as written, one file per post; company facts are tokens (see lib/content/blog.ts). */
export const POSTS: BlogPost[] = [
  haftalaraGoreTasinmaKontrolListesi,
  isGunuKaybetmedenOfisTasima,
  nakliyatSigortasiKapsamiVeHasarBildirimi,
  istanbuldanBaskaSehreTasinmaPlani,
  nakliyatFiyatiniBelirleyenEtkenlerVeTasarrufYollari,
  odaOdaPaketlemeRehberi,
];

export { BLOG_CATEGORIES };

export function isBlogCategory(value: string | undefined): value is BlogCategoryId {
  return BLOG_CATEGORIES.some((c) => c.id === value);
}

export function categoryLabel(id: BlogCategoryId): string {
  return BLOG_CATEGORIES.find((c) => c.id === id)!.label;
}

export function postImage(post: BlogPost): string {
  return `/images/blog/${post.category}.svg`;
}

/** Word count of a post's body, for the read-time check. */
export function wordCount(post: BlogPost): number {
  return post.content
    .flatMap((b) => (b.type === 'ul' ? b.items : [b.text]))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}
