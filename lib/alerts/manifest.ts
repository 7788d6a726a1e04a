// The staff area's web app manifest. Pure; tested in manifest.test.ts.
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { SERVICE_WORKER_SCOPE } from './service-worker';

export const STAFF_THEME_COLOR = '#155a9a';

export function staffManifest(companyName: string) {
  return {
    id: ADMIN_PATHS.dashboard,
    name: `${companyName} Yönetim`,
    short_name: 'Yönetim',
    description: 'Talepler, teklifler ve bildirimler.',
    lang: 'tr',
    dir: 'ltr',
    start_url: ADMIN_PATHS.dashboard,
    scope: SERVICE_WORKER_SCOPE,
    display: 'standalone',
    background_color: '#f1f5f9',
    theme_color: STAFF_THEME_COLOR,
    icons: [
      { src: '/admin-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/admin-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/admin-icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
