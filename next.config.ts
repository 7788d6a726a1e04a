import type { NextConfig } from 'next';
import { LEGACY_SERVICE_SLUGS } from './content/services';
import { ADMIN_PATHS, CUSTOMER_PAGE_ROOT } from './lib/admin/paths';

const isProduction = process.env.NODE_ENV === 'production';

/**
 * The origin of MEDIA_PUBLIC_URL (a CDN or public bucket that /media/{name}
 * redirects to), allowed for pictures and videos; lib/env.ts checks the value.
 */
const mediaOrigin = (() => {
  try {
    return process.env.MEDIA_PUBLIC_URL ? ` ${new URL(process.env.MEDIA_PUBLIC_URL).origin}` : '';
  } catch {
    return '';
  }
})();

/**
 * Content-Security-Policy. Next.js bootstraps pages with inline scripts, so
 * scripts allow 'unsafe-inline' (nonces would make every page dynamic); no
 * other origin is allowed for anything but the media's own public address
 * (MEDIA_PUBLIC_URL): the site loads nothing from third parties.
 */
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${mediaOrigin}`,
  `media-src 'self' blob:${mediaOrigin}`,
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/server.ts compresses (Brotli or gzip) after it has deferred the boot scripts (decision 020).
  compress: false,
  reactStrictMode: true,
  serverExternalPackages: ['pg', 'sharp', 'pdfkit', 'heic-decode', 'libheif-js'],
  experimental: {
    // Regenerated pages are written back into the build folder (Next.js's default). The
    // end-to-end suite turns it off (NEXT_ISR_FLUSH_TO_DISK=0, read at server start): its apps
    // share one build but not one database, and one app must never serve another's page.
    isrFlushToDisk: process.env.NEXT_ISR_FLUSH_TO_DISK !== '0',
    // The lead forms refuse bodies over 64 KB themselves, with a Turkish message (proxy.ts by
    // the declared length, the action for the rest); this is the framework's hard stop above that.
    serverActions: { bodySizeLimit: '128kb' },
    // Unknown addresses get app/global-not-found.tsx (the site's full 404 page), so the root
    // not-found.tsx, sent with every page, stays small (issue 35).
    globalNotFound: true,
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The staff area is never indexed and never cached.
      {
        source: `${ADMIN_PATHS.root}/:path*`,
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'no-store' },
        ],
      },
      // A customer's own page: its address is the key, so it never leaves in a Referer header.
      {
        source: `${CUSTOMER_PAGE_ROOT}/:path*`,
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          // private too: the customer's survey photos and videos are under this path (docs/decisions/039).
          { key: 'Cache-Control', value: 'private, no-store' },
          { key: 'Referrer-Policy', value: 'no-referrer' },
        ],
      },
    ];
  },
  async redirects() {
    return [
      { source: '/hakkimizda', destination: '/kurumsal/hakkimizda', permanent: true },
      ...Object.entries(LEGACY_SERVICE_SLUGS).map(([from, to]) => ({
        source: `/hizmetlerimiz/${from}`,
        destination: `/hizmetlerimiz/${to}`,
        permanent: true,
      })),
    ];
  },
};

export default nextConfig;
