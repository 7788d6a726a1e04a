// Every entry point reads the same configuration the same way (environment,
// then the .env files of the folder it runs in), stops on a bad value naming
// it, and the command-line tools behave as an operator expects.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const PASSWORD = 'Nakliye-Paneli 2026 uzun şifre';

let folder: string;

/** Only what a shell has: nothing of the test runner's environment leaks in. */
const cleanEnv = (extra: Record<string, string> = {}) =>
  ({ PATH: process.env.PATH, HOME: os.tmpdir(), ...extra }) as unknown as NodeJS.ProcessEnv;
const tsxEnv = (extra: Record<string, string> = {}) =>
  cleanEnv({ TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'), ...extra });
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A folder to run in, with this .env; nothing of the test runner's environment leaks in. */
function operatorFolder(dotEnv: string): string {
  folder = mkdtempSync(path.join(os.tmpdir(), 'hn-entry-'));
  writeFileSync(path.join(folder, '.env'), dotEnv);
  return folder;
}

function run(file: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', tsx, path.join(root, 'scripts', file), ...args],
    {
      cwd: folder,
      encoding: 'utf8',
      timeout: 60_000,
      env: tsxEnv(),
      ...options,
    },
  );
  return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
}

function usersIn(dataDir: string): string[] {
  const db = new DatabaseSync(path.join(folder, dataDir, 'site.db'));
  try {
    return (db.prepare('select email from "user" order by email').all() as { email: string }[]).map((r) => r.email);
  } finally {
    db.close();
  }
}

describe('the staff account tools', () => {
  it('create, list and remove accounts in the database named by .env, with the password from standard input', () => {
    operatorFolder('DATA_DIR=./veri\n');
    const created = run('admin-create.ts', ['--email', 'Yonetim@Firma.com.tr'], { input: `${PASSWORD}\n` });
    expect(created).toMatchObject({ status: 0, stdout: 'Yönetici oluşturuldu: Yonetim@Firma.com.tr\n' });
    expect(existsSync(path.join(folder, 'data'))).toBe(false);
    expect(usersIn('veri')).toEqual(['yonetim@firma.com.tr']);

    expect(run('admin-create.ts', ['--email', 'ikinci@firma.com.tr'], { input: `${PASSWORD}\n` }).status).toBe(0);
    const listed = run('admin-list.ts', []);
    expect(listed.status).toBe(0);
    expect(listed.stdout.split('\n').map((l) => l.split('\t')[0])).toEqual([
      'yonetim@firma.com.tr',
      'ikinci@firma.com.tr',
      '',
    ]);

    expect(run('admin-remove.ts', ['--email', 'ikinci@firma.com.tr'])).toMatchObject({ status: 0 });
    expect(usersIn('veri')).toEqual(['yonetim@firma.com.tr']);
  }, 120_000);

  it('admin:remove keeps the Ekip tab rules: the only manager stays while a field account remains; a removed person leaves no lead assigned to a deleted id', () => {
    operatorFolder('DATA_DIR=./veri\n');
    expect(run('admin-create.ts', ['--email', 'yonetim@firma.com.tr'], { input: `${PASSWORD}\n` }).status).toBe(0);
    const db = new DatabaseSync(path.join(folder, 'veri', 'site.db'));
    try {
      const now = new Date().toISOString();
      const insertUser = db.prepare(
        'insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", role) values (?, ?, ?, 0, ?, ?, ?)',
      );
      insertUser.run('saha-1', 'Saha', 'saha@firma.com.tr', now, now, 'saha');
      insertUser.run('ofis-1', 'Ofis', 'ofis@firma.com.tr', now, now, 'ofis');
      db.prepare(
        `insert into leads (id, kind, name, email, subject, message, created_at, assigned_to, search_text)
         values ('lead-1', 'contact', 'Ali', 'ali@example.com', 'Soru', 'Merhaba', ?, 'ofis-1', 'ali')`,
      ).run(now);
    } finally {
      db.close();
    }
    const last = run('admin-remove.ts', ['--email', 'yonetim@firma.com.tr']);
    expect(last.status).toBe(1);
    expect(last.stderr).toContain('son etkin yönetici hesabı');
    expect(usersIn('veri')).toContain('yonetim@firma.com.tr');
    expect(run('admin-remove.ts', ['--email', 'yonetim@firma.com.tr', '--son-hesap']).status).toBe(2);
    expect(usersIn('veri')).toContain('yonetim@firma.com.tr');

    expect(run('admin-remove.ts', ['--email', 'ofis@firma.com.tr'])).toMatchObject({ status: 0 });
    expect(usersIn('veri')).toEqual(['saha@firma.com.tr', 'yonetim@firma.com.tr']);
    const check = new DatabaseSync(path.join(folder, 'veri', 'site.db'));
    try {
      expect(check.prepare(`select assigned_to from leads where id = 'lead-1'`).get()).toEqual({ assigned_to: null });
    } finally {
      check.close();
    }
  }, 120_000);

  it('refuse a password on the command line and a weak one, and keep nothing', () => {
    operatorFolder('DATA_DIR=./veri\n');
    const onCommandLine = run('admin-create.ts', ['--email', 'a@firma.com.tr', '--password', PASSWORD]);
    expect(onCommandLine.status).toBe(2);
    expect(onCommandLine.stderr).toContain('Şifre komut satırında verilmez');
    const weak = run('admin-create.ts', ['--email', 'a@firma.com.tr'], { input: '123456\n' });
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('Yönetici kaydedilmedi');
    expect(usersIn('veri')).toEqual([]);
  }, 60_000);

  it('answer --help with their usage, and a wrong option with the usage and exit code 2', () => {
    operatorFolder('');
    for (const [file, usage] of [
      ['admin-create.ts', 'npm run admin:create'],
      ['admin-list.ts', 'npm run admin:list'],
      ['admin-remove.ts', 'npm run admin:remove'],
      ['db-migrate.ts', 'npm run db:migrate'],
    ] as const) {
      const help = run(file, ['--help']);
      expect(help.status, file).toBe(0);
      expect(help.stdout, file).toContain(`Kullanım: ${usage}`);
      const wrong = run(file, ['--bilinmeyen']);
      expect(wrong.status, file).toBe(2);
      expect(wrong.stderr, file).toContain(`Kullanım: ${usage}`);
    }
  }, 120_000);
});

describe('a bad value in .env', () => {
  it('stops npm start, the migration and the account tool before they do anything, naming the variable', () => {
    operatorFolder('COMPANY_PHONE=12345\nDATA_DIR=./veri\n');
    const start = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 60_000,
      env: cleanEnv(),
    });
    expect(start.status).toBe(1);
    expect(start.stderr).toContain('COMPANY_PHONE');
    for (const file of ['db-migrate.ts', 'admin-create.ts']) {
      const result = run(file, ['--email', 'a@firma.com.tr'], { input: `${PASSWORD}\n` });
      expect(result.status, file).toBe(1);
      expect(result.stderr, file).toContain('COMPANY_PHONE');
    }
    expect(existsSync(path.join(folder, 'veri', 'site.db'))).toBe(false);
  }, 120_000);

  it('stops npm run build before it builds, naming the variable', () => {
    operatorFolder('SITE_URL=ftp://example.com\n');
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 60_000,
      env: cleanEnv(),
    });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain('SITE_URL');
    expect(build.stdout).not.toContain('next build');
  }, 60_000);

  it('the environment wins over .env', () => {
    operatorFolder('DATA_DIR=./dosyadan\n');
    const result = run('db-migrate.ts', [], {
      env: tsxEnv({ DATA_DIR: './ortamdan' }),
    });
    expect(result.status).toBe(0);
    expect(existsSync(path.join(folder, 'ortamdan', 'site.db'))).toBe(true);
    expect(existsSync(path.join(folder, 'dosyadan'))).toBe(false);
  }, 60_000);
});

describe('a DATA_DIR that cannot be created', () => {
  // /proc refuses every mkdir, even root's (file permissions would not stop root).
  const BAD = '/proc/hn-yok';
  const stopsAtOnce = (label: string, result: { status: number | null; stderr: string; error?: Error }) => {
    expect(result.error, label).toBeUndefined(); // not killed by the timeout
    expect(result.status, label).toBe(1);
    expect(result.stderr.trim(), label).toBe(`DATA_DIR klasörü oluşturulamadı: ${BAD} (ENOENT)`);
  };

  it('stops every tool at once with one line naming DATA_DIR and the cause', () => {
    operatorFolder(`DATA_DIR=${BAD}\n`);
    for (const [file, args] of [
      ['admin-list.ts', []],
      ['admin-create.ts', ['--email', 'a@firma.com.tr']],
      ['admin-remove.ts', ['--email', 'a@firma.com.tr']],
      ['db-migrate.ts', []],
      ['backup.ts', []],
      ['restore.ts', ['yedek.tar']],
      ['demo.ts', []],
    ] as const) {
      const result = spawnSync(
        process.execPath,
        ['--conditions=react-server', '--import', tsx, path.join(root, 'scripts', file), ...args],
        { cwd: folder, encoding: 'utf8', timeout: 20_000, env: tsxEnv(), input: `${PASSWORD}\n` },
      );
      stopsAtOnce(file, result);
    }
  }, 200_000);

  it('stops npm start, the server and npm run build at once', () => {
    operatorFolder(`DATA_DIR=${BAD}\n`);
    for (const file of ['start.mjs', 'build.mjs']) {
      const result = spawnSync(process.execPath, [path.join(root, 'scripts', file)], {
        cwd: folder,
        encoding: 'utf8',
        timeout: 30_000,
        env: cleanEnv(),
      });
      stopsAtOnce(file, result);
    }
    const server = spawnSync(
      process.execPath,
      ['--conditions=react-server', '--import', tsx, path.join(root, 'scripts', 'server.ts')],
      { cwd: folder, encoding: 'utf8', timeout: 30_000, env: tsxEnv() },
    );
    stopsAtOnce('server.ts', server);
  }, 120_000);
});

describe('npm run build and npm start', () => {
  it('build through the one function that records the build-time settings, which npm start compares', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.build).toBe('node scripts/build.mjs');
    for (const file of ['build.mjs', 'start.mjs'])
      expect(readFileSync(path.join(root, 'scripts', file), 'utf8'), file).toContain(
        'runProductionBuild(root, config)',
      );
    expect(readFileSync(path.join(root, 'scripts', 'start.mjs'), 'utf8')).toContain(
      'buildFreshness(root, BUILD_SOURCES, buildSettingsOf(config))',
    );
  });
});

describe('db:migrate', () => {
  it('says in one line why a database cannot be reached', () => {
    operatorFolder('DATABASE_URL=postgres://kimse:yok@127.0.0.1:1/site\n');
    const result = run('db-migrate.ts', []);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr.trim()).toBe(
      "Veritabanı güncellenemedi (PostgreSQL): PostgreSQL'e bağlanılamadı: 127.0.0.1:1 (ECONNREFUSED)",
    );
  }, 60_000);

  it('the account tools say the same in one line, without a stack trace', () => {
    operatorFolder('DATABASE_URL=postgres://kimse:yok@127.0.0.1:1/site\nDATA_DIR=./veri\n');
    for (const [file, args, lead] of [
      ['admin-list.ts', [], 'Yöneticiler okunamadı'],
      ['admin-create.ts', ['--email', 'a@firma.com.tr'], 'Yönetici kaydedilmedi'],
      ['admin-remove.ts', ['--email', 'a@firma.com.tr'], 'Hesap silinemedi'],
    ] as const) {
      const result = run(file, [...args], { input: `${PASSWORD}\n` });
      expect(result.status, file).toBe(1);
      expect(result.stderr.trim(), file).toBe(`${lead}: PostgreSQL'e bağlanılamadı: 127.0.0.1:1 (ECONNREFUSED)`);
    }
  }, 120_000);
});

describe('an old Node.js', () => {
  it('is told to run .ci/setup-node instead of getting a stack trace', () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'hn-entry-'));
    const script = pathToFileURL(path.join(root, 'scripts', 'check-node.mjs')).href;
    const result = spawnSync(
      process.execPath,
      [
        '-e',
        `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.19.0' } });
         Object.defineProperty(process, 'version', { value: 'v20.19.0' });
         import(${JSON.stringify(script)});`,
      ],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Node.js 24 gerekli (bu makinede v20.19.0): source .ci/setup-node');
    expect(spawnSync(process.execPath, [path.join(root, 'scripts', 'check-node.mjs')]).status).toBe(0);
  });
});
