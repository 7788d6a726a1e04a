import { Clock } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { categoryLabel, postImage } from '@/lib/content/blog';
import type { BlogPost } from '@/content/types';
import { formatDate } from '@/lib/format';

export function PostCard({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={postImage(post)}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[40/21] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-700">
            {categoryLabel(post.category)}
          </span>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" /> {post.readTime} dk okuma
          </span>
        </p>
        <Heading className="mt-3 text-lg font-bold text-brand-900">
          <Link href={`/blog/${post.id}`} className="after:absolute after:inset-0 hover:text-brand-600">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
        <p className="mt-4 text-sm font-semibold text-brand-600">Devamını oku →</p>
      </div>
    </article>
  );
}
