import { REGION_TABLE } from '@/content/regions';
import { SERVICES } from '@/content/services';

export interface NavLink {
  path: string;
  label: string;
}

export interface NavGroup {
  label: string;
  /** Overview page of the group; the trigger links here when JavaScript is off. */
  path: string;
  links: NavLink[];
}

export const CORPORATE_LINKS: NavLink[] = [
  { path: '/kurumsal', label: 'Kurumsal' },
  { path: '/kurumsal/hakkimizda', label: 'Hakkımızda' },
  { path: '/kurumsal/vizyonumuz', label: 'Vizyonumuz' },
  { path: '/kurumsal/misyonumuz', label: 'Misyonumuz' },
];

export const GALLERY_LINKS: NavLink[] = [
  { path: '/galeri', label: 'Foto Galeri' },
  { path: '/video-galeri', label: 'Video Galeri' },
];

export function servicePath(id: string): string {
  return `/hizmetlerimiz/${id}`;
}

export const REGIONS_PATH = '/hizmet-bolgeleri';

export function regionPath(slug: string): string {
  return `${REGIONS_PATH}/${slug}`;
}

export function provincePath(region: string, province: string): string {
  return `${regionPath(region)}/${province}`;
}

/** Where the generic (noindex) page of a place that is not in the tables is rendered. */
export const GENERIC_PLACE_PATH = '/bolge-genel';

/** The generic page's address of an unknown province, or of an unknown district of a province. */
export function genericPlacePath(region: string, province: string, district?: string): string {
  return [GENERIC_PLACE_PATH, region, province, ...(district === undefined ? [] : [district])].join('/');
}

export const SERVICE_LINKS: NavLink[] = SERVICES.map((s) => ({ path: servicePath(s.id), label: s.title }));
export const REGION_LINKS: NavLink[] = REGION_TABLE.map((r) => ({
  path: regionPath(r.slug),
  label: `${r.name} Bölgesi`,
}));

/** The four dropdown menus of the navigation bar, in order. */
export const NAV_GROUPS: NavGroup[] = [
  { label: 'KURUMSAL', path: '/kurumsal', links: CORPORATE_LINKS },
  {
    label: 'HİZMETLER',
    path: '/hizmetlerimiz',
    links: [{ path: '/hizmetlerimiz', label: 'Tüm Hizmetlerimiz' }, ...SERVICE_LINKS],
  },
  {
    label: 'HİZMET BÖLGELERİ',
    path: '/hizmet-bolgeleri',
    links: [{ path: '/hizmet-bolgeleri', label: 'Tüm Hizmet Bölgeleri' }, ...REGION_LINKS],
  },
  { label: 'GALERİ', path: '/galeri', links: GALLERY_LINKS },
];

export const NAV_LINKS: NavLink[] = [
  { path: '/teklif-al', label: 'TEKLİF AL' },
  { path: '/blog', label: 'BLOG' },
  { path: '/iletisim', label: 'İLETİŞİM' },
];

export { isActivePath } from './active-path';

/** Pages with fixed paths that exist today (the sitemap and the link checks read this). */
export const STATIC_PAGES: { path: string; priority: number }[] = [
  { path: '/', priority: 1 },
  { path: '/kurumsal', priority: 0.6 },
  { path: '/kurumsal/hakkimizda', priority: 0.6 },
  { path: '/kurumsal/vizyonumuz', priority: 0.4 },
  { path: '/kurumsal/misyonumuz', priority: 0.4 },
  { path: '/hizmetlerimiz', priority: 0.9 },
  { path: '/hizmet-bolgeleri', priority: 0.8 },
  { path: '/galeri', priority: 0.5 },
  { path: '/video-galeri', priority: 0.5 },
  { path: '/teklif-al', priority: 0.9 },
  { path: '/fiyat-hesaplama', priority: 0.8 },
  { path: '/blog', priority: 0.6 },
  { path: '/iletisim', priority: 0.8 },
  { path: '/yorumlar', priority: 0.5 },
  { path: '/kvkk-aydinlatma-metni', priority: 0.2 },
];
