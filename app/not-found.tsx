import Link from '@/components/ui/link';
import { NOT_FOUND_METADATA, NOT_FOUND_TITLE } from '@/lib/seo/not-found';

export const metadata = NOT_FOUND_METADATA;

/**
 * The root boundary, kept small: Next.js sends it in the payload of every page, and the site's
 * header, footer and floating buttons it once drew were about 45 KB of each staff list, in two copies (issue 35). An
 * unknown address gets global-not-found.tsx; the site's pages have their own boundary
 * (app/(site)/not-found.tsx, inside the site's layout), the staff area too ((admin)/not-found.tsx):
 * this one shows only where neither does.
 */
export default function NotFound() {
  return (
    <main id="icerik" className="p-8 text-center">
      <h1 className="text-2xl font-bold">{NOT_FOUND_TITLE}</h1>
      <Link href="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
        Anasayfa
      </Link>
    </main>
  );
}
