import './globals.css';
import type { Viewport } from 'next';
import { siteMetadata } from '@/lib/seo/site-metadata';

export const generateMetadata = siteMetadata;

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
