import '@fontsource-variable/inter';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { SLOGAN, site } from '@/lib/site';

export function generateMetadata(): Metadata {
  const s = site();
  return {
    metadataBase: new URL(`${s.url}/`),
    title: { default: `${s.name} | ${SLOGAN}`, template: `%s | ${s.name}` },
    description: `${s.name}: İstanbul Bağcılar merkezli, 2003'ten beri 81 ilde sigortalı evden eve nakliyat, ofis ve şehirlerarası taşımacılık.`,
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
