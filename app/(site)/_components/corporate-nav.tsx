import Link from '@/components/ui/link';
import { CORPORATE_LINKS } from '@/lib/routes';

/** Links between the corporate pages. */
export function CorporateNav({ current }: { current: string }) {
  return (
    <nav aria-label="Kurumsal sayfalar" className="border-b border-slate-200 bg-white">
      <ul className="container-page flex gap-1 overflow-x-auto py-2 text-sm">
        {CORPORATE_LINKS.map((link) => (
          <li key={link.path}>
            <Link
              href={link.path}
              aria-current={link.path === current ? 'page' : undefined}
              className={`block rounded-lg px-3 py-2 font-semibold whitespace-nowrap ${
                link.path === current ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100'
              }`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
