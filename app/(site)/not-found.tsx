import Link from '@/components/ui/link';
import { NOT_FOUND_METADATA, NOT_FOUND_TITLE } from '@/lib/seo/not-found';

export const metadata = NOT_FOUND_METADATA;

const LINKS = [
  { path: '/', label: 'Anasayfa' },
  { path: '/iletisim', label: 'İletişim' },
  { path: '/hizmetlerimiz', label: 'Hizmetlerimiz' },
  { path: '/hizmet-bolgeleri', label: 'Hizmet Bölgeleri' },
  { path: '/kurumsal', label: 'Kurumsal' },
];

/**
 * A page of the site that calls notFound() (an unknown blog post, service or place): inside the
 * site's layout, so with its header, footer and floating buttons. An unknown address gets
 * app/global-not-found.tsx, which draws this inside the same header and footer.
 */
export default function NotFound() {
  return (
    <div className="container-page py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-500">404</p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">{NOT_FOUND_TITLE}</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">
        Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir. Aşağıdaki bağlantılardan devam edebilirsiniz.
      </p>
      <nav aria-label="Önerilen sayfalar" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {LINKS.map((link) => (
            <li key={link.path}>
              <Link
                href={link.path}
                className="inline-block rounded-lg border border-brand-200 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
