import Link from 'next/link';
import { dashboardHref } from '@/lib/admin/dashboard';
import type { ClaimsStatus } from '@/lib/settings/index.server';

/**
 * What the site claims without a source yet: figures staff have not confirmed, and the insurer
 * and K3 number, without which the pages say "sigorta seçeneği" and make no K3 claim
 * (docs/decisions/031-figures-with-a-source.md). Nothing when everything is confirmed.
 */
export function ClaimsBanner({ status }: { status: ClaimsStatus }) {
  const { unconfirmedFigures, missingCredentials } = status;
  if (unconfirmedFigures.length === 0 && missingCredentials.length === 0) return null;
  const count = unconfirmedFigures.length + missingCredentials.length;
  // Folded to one line, so the dashboard's tabs stay on a phone's first screen.
  return (
    <details
      data-testid="claims-banner"
      className="mb-4 rounded-xl border-2 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <summary className="min-h-6 cursor-pointer font-bold">Sitede kaynağı doğrulanmamış {count} bilgi var</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {unconfirmedFigures.length > 0 && (
          <li data-testid="unconfirmed-figures">
            Doğrulanmamış rakamlar: {unconfirmedFigures.join(', ')}. Kayıtlarınızla karşılaştırıp doğrulayın ya da alanı
            boşaltın (boş rakam sitede gösterilmez).
          </li>
        )}
        {missingCredentials.length > 0 && (
          <li data-testid="missing-credentials">
            Boş alanlar: {missingCredentials.join(', ')}. Bunlar doldurulana kadar sayfalar &quot;sigortalı&quot; yerine
            &quot;sigorta seçeneği&quot; der ve K3 belgesinden söz etmez.
          </li>
        )}
      </ul>
      <p className="mt-2">
        <Link href={dashboardHref({ tab: 'firma' })} className="font-bold underline">
          Firma Bilgileri sekmesinde doldurun
        </Link>
      </p>
    </details>
  );
}
