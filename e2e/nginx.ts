// Debian's nginx in front of app instances, configured from the site file operators install
// (deploy/nginx-hafif-nakliyat.conf): its upstream lists the given instances (round robin),
// and its HTTPS server answers plain HTTP on a free port of 127.0.0.1. Everything else (the
// proxy headers, body size, locations) is the file's own. nginx runs as the current user
// with its pid, logs and temporary files in a folder of its own.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SITE_FILE = path.resolve(import.meta.dirname, '..', 'deploy', 'nginx-hafif-nakliyat.conf');

/** Why nginx cannot be run here, or null when it can. */
export function nginxUnavailable(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  return found.status === 0 ? null : 'nginx is not installed: apt-get install nginx-light';
}

function nginxBinary(): string {
  return spawnSync('sh', ['-c', 'command -v nginx || echo /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim();
}

/** Replaces `pattern` in `text`, insisting that it is there exactly once (the site file changed otherwise). */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (found?.length !== 1) {
    throw new Error(`deploy/nginx-hafif-nakliyat.conf: expected one match of ${pattern}, found ${found?.length ?? 0}`);
  }
  return text.replace(pattern, replacement);
}

/** The top-level blocks (`upstream … { … }`, `server { … }`) of an nginx file, comments dropped. */
function topLevelBlocks(conf: string): string[] {
  const text = conf
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .join('\n');
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      if (depth === 0) start = text.lastIndexOf('\n', i) + 1;
      depth++;
    } else if (text[i] === '}') {
      depth--;
      if (depth === 0) blocks.push(text.slice(start, i + 1));
    }
  }
  return blocks;
}

/** The test's site configuration, made from the operators' file. */
export function siteConfigFor(upstreams: number[], port: number, conf = readFileSync(SITE_FILE, 'utf8')): string {
  const blocks = topLevelBlocks(conf);
  const upstream = blocks.find((b) => /^\s*upstream\s/.test(b));
  const https = blocks.find((b) => /^\s*server\s/.test(b) && /listen\s+443/.test(b));
  if (!upstream || !https) throw new Error('deploy/nginx-hafif-nakliyat.conf: no upstream or no HTTPS server');
  const servers = upstreams.map((p) => `server 127.0.0.1:${p};`).join('\n    ');
  let site = replaceOnce(upstream, /server\s+127\.0\.0\.1:\d+;/, servers);
  let server = replaceOnce(https, /listen\s+443\s+ssl[^;]*;/, `listen 127.0.0.1:${port};`);
  server = replaceOnce(server, /\n\s*listen\s+\[::\]:443[^;]*;/, '');
  server = server.replace(/\n\s*ssl_[a-z_]+\s[^;]*;/g, '');
  // The browser names the test's port in Origin; the site file's `$host` drops it (on 443 there is none).
  server = replaceOnce(server, /proxy_set_header\s+Host\s+\$host;/, 'proxy_set_header Host $http_host;');
  site += `\n\n${server}\n`;
  return site;
}

export interface TestNginx {
  url: string;
  /** The upstream port of each request answered so far, by path (from nginx's access log). */
  upstreamsOf(pathPrefix: string): number[];
  stop(): Promise<void>;
}

export async function startNginx(upstreams: number[], port: number): Promise<TestNginx> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'hn-e2e-nginx-'));
  const accessLog = path.join(work, 'access.log');
  writeFileSync(path.join(work, 'site.conf'), siteConfigFor(upstreams, port));
  writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      // As root, nginx would hand its workers to `nobody`, who cannot use this folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${work}/nginx.pid;`,
      `error_log ${work}/error.log;`,
      'events {}',
      'http {',
      `  log_format upstream '$request_uri $upstream_addr $status';`,
      `  access_log ${accessLog} upstream;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${work}/${t};`),
      `  include ${work}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const binary = nginxBinary();
  const check = spawnSync(binary, ['-t', '-q', '-c', `${work}/nginx.conf`, '-p', work], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`nginx -t failed on the test configuration: ${check.stderr}`);
  }
  const server = spawn(binary, ['-c', `${work}/nginx.conf`, '-p', work, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(work, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited: ${stderr}`);
    }
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.status < 500 || r.status === 503,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer at ${url}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    upstreamsOf(pathPrefix) {
      let log = '';
      try {
        log = readFileSync(accessLog, 'utf8');
      } catch {
        return [];
      }
      return log
        .split('\n')
        .map((line) => line.split(' '))
        .filter(([uri, upstream]) => uri?.startsWith(pathPrefix) && upstream && upstream !== '-')
        .map(([, upstream]) => Number(upstream!.split(':').pop()));
    },
    stop,
  };
}
