import { notFound } from 'next/navigation';

// Every address no other route answers: the site's "Sayfa Bulunamadı" (../not-found.tsx) inside the
// site's layout, with its header and footer, and status 404. The root not-found.tsx stays small
// because Next.js sends it with every page (issue 35). Rendered on request, never stored: unknown
// addresses are endless.
export const dynamic = 'force-dynamic';

export default function UnknownAddress(): never {
  notFound();
}
