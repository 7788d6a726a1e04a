import 'server-only';

/** One stored rendition of an uploaded photo. */
export interface ImageVariant {
  width: number;
  format: 'avif' | 'webp' | 'jpeg';
  filename: string;
}

export function parseVariants(value: string): ImageVariant[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as ImageVariant[]) : [];
  } catch {
    return [];
  }
}

/** Fields every stored photo has (hero and gallery). */
export interface StoredImage {
  id: string;
  url: string;
  filename: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
  createdAt: string;
}

export interface NewStoredImage {
  url: string;
  filename: string;
  width?: number | null;
  height?: number | null;
  variants?: ImageVariant[];
}
