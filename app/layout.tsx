import './globals.css';
import type { Metadata, Viewport } from 'next';
import { ALL_PROVINCES_SINCE, PROVINCE_COUNT } from '@/content/company-stats';
import { insuranceClaims } from '@/lib/claims';
import { numberWithCase } from '@/lib/turkish';
import { SINCE_FOUNDING } from '@/lib/facts';
import { SLOGAN } from '@/lib/site';
import { getSite } from '@/lib/settings/index.server';

export async function generateMetadata(): Promise<Metadata> {
  const s = await getSite();
  return {
    metadataBase: new URL(`${s.url}/`),
    title: { default: `${s.name} | ${SLOGAN}`, template: `%s | ${s.name}` },
    description: `${s.name}: ${s.address.city} ${s.address.district} merkezli, ${SINCE_FOUNDING}; ${numberWithCase(ALL_PROVINCES_SINCE, 'ablative')} beri ${PROVINCE_COUNT} ilde ${insuranceClaims(s).titlePrefix}evden eve nakliyat, ofis ve şehirlerarası taşımacılık.`,
    applicationName: s.name,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  maximumScale: 5,
  themeColor: '#155a9a',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="tr">
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
