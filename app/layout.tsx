import './globals.css';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { PROVINCE_COUNT } from '@/content/company-stats';
import { SINCE_FOUNDING } from '@/lib/facts';
import { SLOGAN } from '@/lib/site';
import { getSite } from '@/lib/settings/effective';

// Inter, self-hosted. The basic Latin and the extended Latin (ç ğ ı İ ş ...)
// subsets are two faces in one font stack: the browser takes each letter from
// the first face that has it. Fallback metrics are adjusted so that the swap
// does not move the layout.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter',
  display: 'swap',
  adjustFontFallback: 'Arial',
});
const interExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter-ext',
  display: 'swap',
  adjustFontFallback: 'Arial',
});

export async function generateMetadata(): Promise<Metadata> {
  const s = await getSite();
  return {
    metadataBase: new URL(`${s.url}/`),
    title: { default: `${s.name} | ${SLOGAN}`, template: `%s | ${s.name}` },
    description: `${s.name}: ${s.address.city} ${s.address.district} merkezli, ${SINCE_FOUNDING} ${PROVINCE_COUNT} ilde sigortalı evden eve nakliyat, ofis ve şehirlerarası taşımacılık.`,
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
    <html lang="tr" className={`${inter.variable} ${interExt.variable}`}>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
