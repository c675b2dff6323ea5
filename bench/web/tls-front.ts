import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNginx } from '../src/soak/preflight';
import { freePort } from '../src/soak/processes';

export interface TlsFront {
  /** `https://127.0.0.1:<port>`: the app as a phone reaches it, over TLS and HTTP/2. */
  url: string;
  stop: () => Promise<void>;
}

/** A certificate for 127.0.0.1, made for this run (the browser is told to accept it: browser.ts). */
function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the front's certificate: ${made.stderr}`);
  return { cert, key };
}

/**
 * The README's production front, reduced to one instance: nginx terminating TLS with HTTP/2 and passing every
 * request to the app over HTTP/1.1 with keep-alive. Every browser speaks HTTP/2 only over TLS, so this is how a
 * phone loads the product; the app's own port speaks HTTP/1.1, where a browser fetches six files at a time
 * (decision 075).
 */
export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const nginx = ensureNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'adcontrol-bench-front-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, 'temp', name), { recursive: true });
    chmodSync(join(prefix, 'temp', name), 0o777);
  }
  const { cert, key } = selfSignedCertificate(prefix);
  const port = await freePort();
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
  upstream adcontrol {
    server ${new URL(upstream).host};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://adcontrol;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(nginx, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], {
    stdio: 'ignore',
  });
  const url = `https://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Whether the address answers 200 (the front's certificate is this run's own, not checked here). */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(address, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('error', () => resolve(false));
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}) before answering at ${url}`);
    if (await answers(`${url}/api/health`)) return;
    if (Date.now() > deadline) throw new Error(`nginx did not answer at ${url} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
