import Link from '@/components/ui/link';
import { BLOG_CATEGORIES, BLOG_POSTS, categoryLabel, isBlogCategory } from '@/lib/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '../_components/page-hero';
import { PostCard } from './_post-card';

const TITLE = 'Blog';
const LEAD = 'Taşınma rehberleri, paketleme ipuçları, sigorta ve maliyet üzerine uygulamalı yazılar.';

type Props = { searchParams: Promise<{ kategori?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props) {
  const { kategori } = await searchParams;
  const category = typeof kategori === 'string' && isBlogCategory(kategori) ? kategori : undefined;
  return pageMetadata({
    title: category ? `${categoryLabel(category)} Yazıları` : 'Blog: Taşınma Rehberi ve İpuçları',
    description: LEAD,
    path: '/blog',
    keywords: ['taşınma rehberi', 'nakliyat ipuçları', 'paketleme', 'nakliyat sigortası', 'nakliyat fiyatları'],
  });
}

export default async function BlogPage({ searchParams }: Props) {
  const { kategori } = await searchParams;
  const category = typeof kategori === 'string' && isBlogCategory(kategori) ? kategori : undefined;
  const posts = category ? BLOG_POSTS.filter((p) => p.category === category) : BLOG_POSTS;
  const filters = [{ id: undefined, label: 'Tümü' }, ...BLOG_CATEGORIES];
  return (
    <>
      <PageHero title={TITLE} lead={LEAD} breadcrumbs={[{ label: TITLE }]} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="yazilar-baslik">
          <h2 id="yazilar-baslik" className="text-2xl font-extrabold text-brand-900">
            {category ? `${categoryLabel(category)} yazıları` : 'Tüm yazılar'}
          </h2>
          <p className="mt-1 text-sm text-slate-500" aria-live="polite">
            {posts.length} yazı
          </p>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
        <aside className="space-y-6">
          <nav aria-label="Kategoriler" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-bold text-brand-900">Kategoriler</h2>
            <ul className="mt-3 space-y-1">
              {filters.map((f) => {
                const selected = f.id === category;
                const count = f.id ? BLOG_POSTS.filter((p) => p.category === f.id).length : BLOG_POSTS.length;
                return (
                  <li key={f.label}>
                    <Link
                      href={f.id ? `/blog?kategori=${f.id}` : '/blog'}
                      aria-current={selected ? 'page' : undefined}
                      className={`flex justify-between rounded-lg px-3 py-2 text-sm ${selected ? 'bg-brand-600 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100'}`}
                    >
                      {f.label}
                      <span className={selected ? 'text-brand-100' : 'text-slate-400'}>{count}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="rounded-2xl bg-brand-800 p-5 text-white">
            <h2 className="font-bold">Taşınmayı planlıyor musunuz?</h2>
            <p className="mt-2 text-sm text-brand-100">
              Ücretsiz ekspertiz ve yazılı fiyat teklifi için birkaç bilgi yeterli.
            </p>
            <Link
              href="/teklif-al"
              className="mt-4 block rounded-lg bg-accent-600 px-4 py-2.5 text-center font-bold hover:bg-accent-700"
            >
              Teklif Al
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
