import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_KEYS, parseEnv, s3Settings } from './env';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SITE_URL: 'http://localhost:3000',
      COMPANY_NAME: 'Hafif Nakliyat',
      COMPANY_DISTRICT: 'Bağcılar',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    // npm start listens on loopback only unless HOSTNAME says otherwise.
    expect(env.HOSTNAME).toBe('127.0.0.1');
    expect(parseEnv({ HOSTNAME: '0.0.0.0' }).HOSTNAME).toBe('0.0.0.0');
  });

  it('names every bad variable in one clear error', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', COMPANY_PHONE: '123' })).toThrowError(
      /PORT:.*\n.*DATABASE_URL: must be a postgres:\/\/ URL\n.*COMPANY_PHONE: must look like/,
    );
  });

  it('accepts a PostgreSQL URL and trims a trailing slash from SITE_URL', () => {
    const empty = parseEnv({ DATABASE_URL: '', SITE_URL: '' });
    expect(empty.DATABASE_URL).toBeUndefined();
    expect(empty.SITE_URL).toBe('http://localhost:3000');
    const env = parseEnv({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', SITE_URL: 'https://www.example.com.tr/' });
    expect(env.DATABASE_URL).toBe('postgres://u:p@127.0.0.1:5432/db');
    expect(env.SITE_URL).toBe('https://www.example.com.tr');
    expect(() => parseEnv({ SITE_URL: 'ftp://example.com' })).toThrowError(/SITE_URL: must be an http\(s\) URL/);
  });

  it('trusts no proxy unless TRUST_PROXY names them, and names a bad TRUST_PROXY', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toMatchObject({ kind: 'ranges' });
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/40', PORT: 'x' })).toThrowError(
      /PORT:.*\n.*TRUST_PROXY: "10\.0\.0\.0\/40" has a prefix longer than 32 bits/,
    );
  });

  it('documents every variable in .env.example, and .env.example parses', () => {
    const example = readFileSync(path.resolve(import.meta.dirname, '..', '.env.example'), 'utf8');
    const vars = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_0-9]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const known = ENV_KEYS.filter((k) => k !== 'NODE_ENV');
    expect(Object.keys(vars).sort()).toEqual(known.sort());
    expect(() => parseEnv(vars)).not.toThrow();
  });

  it('keeps media on the local disk unless MEDIA_STORE=s3, and then names every missing or bad bucket setting', () => {
    expect(parseEnv({}).MEDIA_STORE).toBe('local');
    expect(s3Settings(parseEnv({ S3_BUCKET: 'medya' }))).toBeNull();
    expect(() => parseEnv({ MEDIA_STORE: 's3' })).toThrowError(
      /S3_BUCKET: is required when MEDIA_STORE=s3\n.*S3_ACCESS_KEY_ID: is required when MEDIA_STORE=s3\n.*S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => parseEnv({ MEDIA_STORE: 'bucket' })).toThrowError(/MEDIA_STORE: must be local or s3/);
    const bad = {
      MEDIA_STORE: 's3',
      S3_BUCKET: 'Medya_Kutusu',
      S3_ENDPOINT: 'minio:9000',
      S3_REGION: 'EU Central',
      S3_FORCE_PATH_STYLE: 'evet',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      MEDIA_PUBLIC_URL: 'cdn.example.com',
    };
    const message = (() => {
      try {
        parseEnv(bad);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const key of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'MEDIA_PUBLIC_URL'])
      expect(message).toContain(`${key}: `);
    const good = parseEnv({
      MEDIA_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'hafif-medya',
      S3_ACCESS_KEY_ID: 'minioadmin',
      S3_SECRET_ACCESS_KEY: 'minioadmin',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: 'https://cdn.example.com/medya/',
    });
    expect(s3Settings(good)).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'hafif-medya',
      accessKeyId: 'minioadmin',
      secretAccessKey: 'minioadmin',
      forcePathStyle: true,
    });
    expect(good.MEDIA_PUBLIC_URL).toBe('https://cdn.example.com/medya');
  });
});
