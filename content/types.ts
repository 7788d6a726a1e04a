// Types of the static content tables. Pages render these; no page types a fact twice.
import type { TeamMemberId } from './team';

export type RegionSlug =
  'marmara' | 'ege' | 'akdeniz' | 'ic-anadolu' | 'karadeniz' | 'dogu-anadolu' | 'guneydogu-anadolu';

/** Text written for one place (a province or an Istanbul district). */
export interface PlaceText {
  /** Display name with Turkish letters, e.g. "Şanlıurfa", "Bağcılar". */
  ad: string;
  /**
   * About text: 2 to 3 paragraphs, 120 to 220 words in all, written for this
   * place only (geography, main districts or neighbourhoods, typical routes to
   * and from Istanbul, what makes a move there special). No prices, no numbers
   * that belong to the price table, no phone numbers.
   */
  aciklama: string[];
  /** Exactly four short feature labels (2 to 5 words each), specific to the place. */
  ozellikler: [string, string, string, string];
}

export interface FaqItem {
  question: string;
  /**
   * Answer text. It may contain the tokens {price}, {duration} and {coverage},
   * replaced from the service's row of the price table when rendered, so no
   * answer can contradict the table. Never type a price in TL directly.
   */
  answer: string;
}

export interface HowItWorksStep {
  title: string;
  text: string;
}

export interface ServiceText {
  title: string;
  /** One or two sentences for cards and meta descriptions (max 160 characters). */
  description: string;
  /** Long description: 3 to 4 paragraphs. */
  detailedDescription: string[];
  /** Exactly six features: short title plus one sentence. */
  features: { title: string; text: string }[];
  /** Exactly four steps. */
  steps: HowItWorksStep[];
  /** Exactly six FAQ items. */
  faq: FaqItem[];
  /** Search keywords, 4 to 8. */
  keywords: string[];
}

export const BLOG_CATEGORIES = [
  { id: 'nakliyat-rehberi', label: 'Nakliyat Rehberi' },
  { id: 'ofis-tasima', label: 'Ofis Taşıma' },
  { id: 'sigorta', label: 'Sigorta' },
  { id: 'sehirlerarasi', label: 'Şehirlerarası' },
  { id: 'maliyet', label: 'Maliyet' },
  { id: 'paketleme', label: 'Paketleme' },
] as const;

export type BlogCategoryId = (typeof BLOG_CATEGORIES)[number]['id'];

export type BlogBlock = { type: 'p'; text: string } | { type: 'h2'; text: string } | { type: 'ul'; items: string[] };

export interface BlogPost {
  /** URL slug, e.g. 'evden-eve-tasinma-kontrol-listesi'. */
  id: string;
  title: string;
  /** The page's <title> when `title` is too long for 60 characters with the brand. */
  metaTitle?: string;
  /** Max 160 characters. */
  excerpt: string;
  content: BlogBlock[];
  /** A person of the team (content/team.ts); the post shows their name and role. */
  author: TeamMemberId;
  /** ISO date. */
  date: string;
  category: BlogCategoryId;
  /** Minutes, 4 to 8, matching the real length at about 200 words per minute. */
  readTime: number;
  tags: string[];
}

export interface Testimonial {
  name: string;
  city: string;
  service: string;
  rating: 4 | 5;
  text: string;
}

export interface TeamMember {
  /** Also the anchor of the person's card on the corporate page. */
  id: string;
  name: string;
  role: string;
  bio: string;
}

export interface Milestone {
  year: number;
  title: string;
  text: string;
}

export interface ValueItem {
  title: string;
  text: string;
}
