import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
// With its extension: `npm start` loads this module with Node's type stripping, which resolves no other form.
import { parseTrustProxy } from './http/trusted-proxies.ts';
import { isSharedWithOthers, makePrivateDir } from './private-files.ts';

const optionalUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });
/** A social profile: the company's own, or empty (not shown); no default that may belong to someone else. */
const socialUrl = z.union([z.literal(''), optionalUrl]).default('');

/** Company identity and runtime configuration, parsed once from the environment. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Address `npm start` listens on: loopback unless said otherwise (0.0.0.0 or :: for every interface). */
    HOSTNAME: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    SITE_URL: optionalUrl.default('http://localhost:3000').transform((u) => u.replace(/\/+$/, '')),
    /** Proxies whose X-Forwarded-For is believed: none (default), a number of hops, or addresses/CIDR ranges. */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
          return z.NEVER;
        }
      }),

    /** Secret that signs admin sessions (32+ characters); generated and kept in the database when not set. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The key Next.js encrypts server action data with and salts action ids with, read by
     * `next build` (base64 of 32 bytes: `openssl rand -base64 32`). Kept the same across
     * deploys, unchanged actions keep their ids, so staff pages opened before a deploy still work.
     */
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z
      .string()
      .refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32, {
        message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
      })
      .optional(),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    /** Failed sign-ins to one account from any addresses before each further try waits (decision 042). */
    LOGIN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().min(1).default(5),

    /** Public finance rates JSON (USD, EUR, GBP and GRA, each with a Selling value). */
    CURRENCY_RATES_URL: optionalUrl.default('https://finans.truncgil.com/today.json'),

    LEAD_RATE_LIMIT: z.coerce.number().int().min(0, 'must be 0 (off) or more').default(5),
    LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).default(2000),
    CUSTOMER_LINK_DAYS: z.coerce.number().int().min(1).default(180),
    /** How often the customers' reminders the day before a survey or move are looked for (ms). */
    CALENDAR_REMINDER_SWEEP_MS: z.coerce.number().int().min(1000).default(60_000),
    /** Days after a lead is closed that its survey photos and videos are kept (the privacy notice says it). */
    LEAD_FILES_DAYS: z.coerce.number().int().min(1).default(180),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    LEAD_NOTIFY_EMAIL: z.email().optional(),
    /** The SMTP envelope sender (MAIL FROM) of every e-mail; defaults to COMPANY_EMAIL. */
    SMTP_FROM: z.email().optional(),

    /**
     * The VAPID key pair of the staff alerts (Web Push), base64url as `npx web-push generate-vapid-keys`
     * prints them; both or neither. Without them a pair is generated once and kept in the database.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the 65-byte public key in base64url (npx web-push generate-vapid-keys)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the 32-byte private key in base64url (npx web-push generate-vapid-keys)')
      .optional(),
    /** Who push services contact about the alerts: a mailto: or https: address; defaults to mailto:COMPANY_EMAIL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
      .optional(),

    COMPANY_NAME: z.string().min(1).default('Hafif Nakliyat'),
    COMPANY_LEGAL_NAME: z.string().min(1).default('Hafif Nakliyat Taşımacılık Ltd. Şti.'),
    COMPANY_PHONE: z
      .string()
      .regex(/^\+\d{10,15}$/, 'must look like +902125550000')
      .default('+902125550000'),
    COMPANY_PHONE_2: z
      .string()
      .regex(/^\+\d{10,15}$/, 'must look like +902125550001')
      .default('+902125550001'),
    COMPANY_PHONE_3: z
      .string()
      .regex(/^\+\d{10,15}$/, 'must look like +905550000001')
      .default('+905550000001'),
    COMPANY_WHATSAPP: z
      .string()
      .regex(/^\+\d{10,15}$/, 'must look like +905550000000')
      .default('+905550000000'),
    COMPANY_EMAIL: z.email().default('info@hafifnakliyat.example'),
    COMPANY_STREET: z.string().min(1).default('Örnek Mahallesi, Örnek Caddesi No: 1'),
    COMPANY_DISTRICT: z.string().min(1).default('Bağcılar'),
    COMPANY_CITY: z.string().min(1).default('İstanbul'),
    COMPANY_POSTAL_CODE: z.string().min(1).default('34200'),
    COMPANY_LATITUDE: z.coerce.number().min(-90).max(90).default(41.0391),
    COMPANY_LONGITUDE: z.coerce.number().min(-180).max(180).default(28.8566),
    /** K3 authorisation certificate number (shown in the footer and the company data); empty: not shown. */
    COMPANY_K3_CERTIFICATE: z.string().default(''),
    /** The insurer of the moves (shown in the footer); empty: not shown. */
    COMPANY_INSURANCE_PARTNER: z.string().default(''),
    SOCIAL_FACEBOOK: socialUrl,
    SOCIAL_TWITTER: socialUrl,
    SOCIAL_LINKEDIN: socialUrl,
    SOCIAL_INSTAGRAM: socialUrl,
    SOCIAL_YOUTUBE: socialUrl,
    SOCIAL_GOOGLE: socialUrl,

    /** Where uploaded media live: `local` (DATA_DIR/uploads, the default) or `s3` (an S3-compatible bucket). */
    MEDIA_STORE: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
    /** The S3 API address; empty: AWS S3 of S3_REGION. R2: https://ACCOUNT_ID.r2.cloudflarestorage.com. */
    S3_ENDPOINT: optionalUrl.optional().transform((u) => u?.replace(/\/+$/, '')),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1 (auto on Cloudflare R2)')
      .default('us-east-1'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lowercase letters, digits, . and -)')
      .optional(),
    /** The bucket of the leads' private photos and videos; empty: the media bucket, under the "ozel/" prefix. */
    S3_PRIVATE_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lowercase letters, digits, . and -)')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Bucket in the path (http://host/bucket/key) instead of the host name: MinIO and most self-hosted servers. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /** Public address of the media (a CDN or a public bucket); /media/{name} then redirects to {MEDIA_PUBLIC_URL}/{name}. */
    MEDIA_PUBLIC_URL: optionalUrl.optional().transform((u) => u?.replace(/\/+$/, '')),
  })
  .superRefine((value, ctx) => {
    if (Boolean(value.VAPID_PUBLIC_KEY) !== Boolean(value.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [value.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (or neither)',
      });
    if (value.MEDIA_STORE !== 's3') return;
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!value[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when MEDIA_STORE=s3' });
  });

export type Env = z.infer<typeof schema>;

/** Every variable the application reads. */
export const ENV_KEYS = Object.keys(schema.shape) as (keyof Env)[];

/** How to reach the media bucket (MEDIA_STORE=s3). */
export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The bucket settings of a parsed configuration, or null when media stay on the local disk. */
export function s3Settings(e: Env): S3Settings | null {
  if (e.MEDIA_STORE !== 's3') return null;
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** Parses an environment; throws one readable error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (as in a copied .env.example) means "use the default".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid configuration in environment variables:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: (Env & { dataDir: string }) | undefined;

/**
 * The configuration of this process, parsed on first use. DATA_DIR is created if missing,
 * readable by its owner only (it holds password hashes and customers' data); an existing
 * one that other users can read is left as it is, with a warning.
 */
export function env(): Env & { dataDir: string } {
  if (!cached) {
    const parsed = parseEnv(process.env);
    const dataDir = path.resolve(parsed.DATA_DIR);
    if (existsSync(dataDir)) {
      if (isSharedWithOthers(dataDir))
        console.warn(`[env] DATA_DIR ${dataDir} is readable by other users of this machine: chmod 700 ${dataDir}`);
    } else {
      makePrivateDir(dataDir);
    }
    cached = { ...parsed, dataDir };
  }
  return cached;
}
