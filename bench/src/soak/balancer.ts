import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ManagedProcess } from './processes';

export interface Balancer {
  url: string;
  process: ManagedProcess;
  accessLog: string;
}

/**
 * nginx's configuration for the run: round robin over the instances, keep-alive connections to them, and nginx's
 * default `proxy_next_upstream error timeout`, which retries on another instance only requests that are idempotent
 * (never a POST or PATCH), except the reads whose filters travel as a POST body, which store nothing (as the
 * README's production example). Every answer names the instance that gave it (`X-Upstream`).
 */
const PROXY = `      proxy_pass http://adcontrol;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;`;

function nginxConf(prefix: string, port: number, upstreams: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  return `worker_processes 1;
daemon off;
master_process on;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  log_format soak '$time_iso8601 $status $request_method "$uri" up=$upstream_addr us=$upstream_status rt=$request_time';
  access_log ${join(prefix, 'access.log')} soak;
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
  client_max_body_size 25m;
  upstream adcontrol {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
${PROXY}
    }
    location ~ ^/api/(statistics|campaigns/(statistics|reports|cuartiles|scopes)|audiences/(count|coordinates)(/unauthenticated)?|simulator/(forecast|unit-price))$ {
${PROXY}
      proxy_next_upstream error timeout non_idempotent;
    }
  }
}
`;
}

/** nginx in the foreground (daemon off) with a prefix directory of its own under the run's folder. */
export function createBalancer(nginx: string, workDir: string, port: number, upstreams: number[]): Balancer {
  const prefix = join(workDir, 'nginx');
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, 'temp', name), { recursive: true });
    // Run as root, nginx's workers are `nobody`: they buffer large bodies here.
    chmodSync(join(prefix, 'temp', name), 0o777);
  }
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConf(prefix, port, upstreams));
  const url = `http://127.0.0.1:${port}`;
  const process = new ManagedProcess({
    name: 'nginx',
    command: nginx,
    args: ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')],
    env: {},
    logFile: join(workDir, 'logs', 'nginx.log'),
    healthUrl: `${url}/api/health`,
  });
  return { url, process, accessLog: join(prefix, 'access.log') };
}
