import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
// With its extension: `npm start` loads this module with Node's type stripping, which resolves no other form.
import { parseTrustProxy } from './http/trusted-proxies.ts';

const optionalUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

/** Company identity and runtime configuration, parsed once from the environment. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
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

  /** Public finance rates JSON (USD, EUR, GBP and GRA, each with a Selling value). */
  CURRENCY_RATES_URL: optionalUrl.default('https://finans.truncgil.com/today.json'),

  LEAD_RATE_LIMIT: z.coerce.number().int().min(0, 'must be 0 (off) or more').default(5),
  LEAD_MIN_FILL_MS: z.coerce.number().int().min(0).default(2000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  LEAD_NOTIFY_EMAIL: z.email().optional(),
  /** Sender of the staff e-mails; defaults to COMPANY_EMAIL. */
  SMTP_FROM: z.email().optional(),

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
  SOCIAL_FACEBOOK: optionalUrl.default('https://www.facebook.com/hafifnakliyat'),
  SOCIAL_TWITTER: optionalUrl.default('https://x.com/hafifnakliyat'),
  SOCIAL_LINKEDIN: optionalUrl.default('https://www.linkedin.com/company/hafifnakliyat'),
  SOCIAL_INSTAGRAM: optionalUrl.default('https://www.instagram.com/hafifnakliyat'),
  SOCIAL_YOUTUBE: optionalUrl.default('https://www.youtube.com/@hafifnakliyat'),
  SOCIAL_GOOGLE: optionalUrl.default('https://g.page/hafifnakliyat'),
});

export type Env = z.infer<typeof schema>;

/** Every variable the application reads. */
export const ENV_KEYS = Object.keys(schema.shape) as (keyof Env)[];

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

/** The configuration of this process, parsed on first use. DATA_DIR is created if missing. */
export function env(): Env & { dataDir: string } {
  if (!cached) {
    const parsed = parseEnv(process.env);
    const dataDir = path.resolve(parsed.DATA_DIR);
    mkdirSync(dataDir, { recursive: true });
    cached = { ...parsed, dataDir };
  }
  return cached;
}
