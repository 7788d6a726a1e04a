import { Clock, UserRound } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { BLOG_POSTS, categoryLabel, getPost, postImage, relatedPosts } from '@/lib/content/blog';
import { postLinks } from '@/lib/content/internal-links';
import { teamMember } from '@/lib/content/team';
import { formatDate } from '@/lib/format';
import { JsonLd, articleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactCta } from '../../_components/contact-cta';
import { PageHero } from '../../_components/page-hero';
import { PostCard } from '../_post-card';
import { fillFacts } from '@/lib/company-facts';
import { getEditedFacts, getSite } from '@/lib/settings/index.server';

export const dynamicParams = false;

export function generateStaticParams() {
  return BLOG_POSTS.map((p) => ({ id: p.id }));
}

type Props = { params: Promise<{ id: string }> };

async function load(params: Props['params']) {
  return getPost((await params).id) ?? notFound();
}

export async function generateMetadata({ params }: Props) {
  const post = await load(params);
  return pageMetadata({
    title: post.metaTitle ?? post.title,
    description: post.excerpt,
    path: `/blog/${post.id}`,
    keywords: post.tags,
    type: 'article',
  });
}

export default async function PostPage({ params }: Props) {
  const post = await load(params);
  const path = `/blog/${post.id}`;
  const author = teamMember(post.author);
  const links = postLinks(post.id);
  // The service hours and the name in the text are the staff-edited ones.
  const edited = await getEditedFacts();
  const fill = (t: string) => fillFacts(t, { edited });
  return (
    <>
      <PageHero title={post.title} breadcrumbs={[{ label: 'Blog', path: '/blog' }, { label: post.title }]}>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-brand-100">
          <Link
            href={`/blog?kategori=${post.category}`}
            className="rounded-full bg-white/15 px-3 py-1 font-semibold text-white hover:bg-white/25"
          >
            {categoryLabel(post.category)}
          </Link>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span className="flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" /> {post.readTime} dk okuma
          </span>
          <Link
            href={`/kurumsal/hakkimizda#${author.id}`}
            className="flex items-center gap-1 hover:text-white hover:underline"
            data-testid="post-author"
          >
            <UserRound className="size-4" aria-hidden="true" /> {author.name}, {author.role}
          </Link>
        </p>
      </PageHero>
      <div className="container-page py-12">
        <article className="mx-auto max-w-3xl">
          <img src={postImage(post)} alt="" width={1200} height={630} className="w-full rounded-2xl bg-brand-50" />
          <p className="mt-8 text-lg leading-relaxed text-slate-700">{post.excerpt}</p>
          <div className="mt-6 space-y-4 leading-relaxed text-slate-700">
            {post.content.map((block, index) =>
              block.type === 'h2' ? (
                <h2 key={index} className="pt-4 text-2xl font-extrabold text-brand-900">
                  {fill(block.text)}
                </h2>
              ) : block.type === 'ul' ? (
                <ul key={index} className="list-disc space-y-2 pl-6 marker:text-accent-500">
                  {block.items.map((item) => (
                    <li key={item}>{fill(item)}</li>
                  ))}
                </ul>
              ) : (
                <p key={index}>{fill(block.text)}</p>
              ),
            )}
            {links.length > 0 && (
              <p data-testid="post-service-links">
                Bu konuda size yardımcı olacak sayfalarımız:{' '}
                {links.map((link, i) => (
                  <span key={link.path}>
                    {i > 0 && (i === links.length - 1 ? ' ve ' : ', ')}
                    <Link href={link.path} className="font-semibold text-brand-600 hover:underline">
                      {link.label}
                    </Link>
                  </span>
                ))}
                . Fiyatları ve ayrıntıları bu sayfalarda bulabilir, ücretsiz ekspertiz isteyebilirsiniz.
              </p>
            )}
          </div>
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Etiketler">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-600">
                #{tag}
              </li>
            ))}
          </ul>
        </article>
      </div>
      <section aria-labelledby="ilgili-baslik" className="bg-slate-50">
        <div className="container-page py-12">
          <h2 id="ilgili-baslik" className="text-2xl font-extrabold text-brand-900">
            İlgili yazılar
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {relatedPosts(post).map((p) => (
              <li key={p.id}>
                <PostCard post={p} headingLevel={3} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ContactCta />
      <JsonLd
        data={articleJsonLd(
          {
            title: post.title,
            description: post.excerpt,
            path,
            image: postImage(post),
            author: { name: author.name, jobTitle: author.role },
            date: post.date,
            keywords: post.tags,
          },
          await getSite(),
        )}
      />
    </>
  );
}
