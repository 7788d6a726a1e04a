import type { MetadataRoute } from 'next';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { GENERIC_PLACE_PATH } from '@/lib/routes';
import { site } from '@/lib/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [ADMIN_PATHS.root, '/api/', `${GENERIC_PLACE_PATH}/`] }],
    sitemap: `${site().url}/sitemap.xml`,
  };
}
