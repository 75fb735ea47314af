// nginx (the system's package) in front of the instances, configured by the repository's own file
// (deploy/nginx/arcade.conf.template), as a process of the test's own: its configuration, pid file,
// temporary files and access log live in a temp directory; no service is involved.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ExitStatus, freePort, repoRoot } from './server-process';

export const NGINX_TEMPLATE = join(repoRoot, 'deploy/nginx/arcade.conf.template');

/** One line of the access log: what nginx answered and which instances it tried, in order. */
export interface ProxiedRequest {
  status: number;
  method: string;
  uri: string;
  /** host:port of each instance tried, e.g. ['127.0.0.1:4001', '127.0.0.1:4002'] after a refused connect. */
  upstreams: string[];
  /** Their answers in the same order ('502' for a refused connect). */
  upstreamStatuses: string[];
}

export interface Nginx {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  accessLog(): ProxiedRequest[];
  /** What nginx wrote to stderr (its error log). */
  logs(): string;
  stop(): Promise<ExitStatus>;
}

export function nginxBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  const binary = found || ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  return binary;
}

/** The template with its ${NAME} placeholders replaced; nginx's own $variables are left alone. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for ${placeholder} in ${NGINX_TEMPLATE}`);
    return value;
  });
}

function parseAccessLine(line: string): ProxiedRequest | undefined {
  const match = /^(\d{3}) (\S+) (\S+) "([^"]*)" "([^"]*)"$/.exec(line);
  if (!match) return undefined;
  // nginx separates the servers it tried with ", " (and ` : ` across internal redirects).
  const list = (text: string) => text.split(/, | : /).filter((item) => item !== '' && item !== '-');
  return {
    status: Number(match[1]),
    method: match[2] ?? '',
    uri: match[3] ?? '',
    upstreams: list(match[4] ?? ''),
    upstreamStatuses: list(match[5] ?? ''),
  };
}

function waitForPort(port: number, child: ChildProcess, output: () => string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise<void>((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        reject(new Error(`nginx exited (${child.exitCode}):\n${output()}`));
        return;
      }
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}:\n${output()}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Starts nginx on a free loopback port in front of `instances` (two host:port addresses). */
export async function startNginx(instances: [string, string]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'arcade-nginx-'));
  const port = await freePort();
  const site = renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    ARCADE_LISTEN: `127.0.0.1:${port}`,
    ARCADE_INSTANCE_A: instances[0],
    ARCADE_INSTANCE_B: instances[1],
  });
  writeFileSync(join(dir, 'arcade.conf'), site);
  const accessLog = join(dir, 'access.log');
  // Running as root, nginx's workers would switch to `nobody`, who cannot write in this directory.
  const isRoot = process.getuid?.() === 0;
  const conf = [
    ...(isRoot ? ['user root;'] : []),
    'worker_processes 1;',
    'events { worker_connections 1024; }',
    'http {',
    `  log_format upstreams '$status $request_method $uri "$upstream_addr" "$upstream_status"';`,
    `  access_log ${accessLog} upstreams;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${join(dir, kind)};`,
    ),
    `  include ${join(dir, 'arcade.conf')};`,
    '}',
    '',
  ].join('\n');
  const confPath = join(dir, 'nginx.conf');
  writeFileSync(confPath, conf);
  const output: string[] = [];
  const child = spawn(
    nginxBinary(),
    ['-p', dir, '-c', confPath, '-g', `daemon off; pid ${join(dir, 'nginx.pid')}; error_log stderr;`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<ExitStatus>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const logs = () => output.join('');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const status = await exited;
    rmSync(dir, { recursive: true, force: true });
    return status;
  };
  try {
    await waitForPort(port, child, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    accessLog: () =>
      existsSync(accessLog)
        ? readFileSync(accessLog, 'utf8')
            .split('\n')
            .map(parseAccessLine)
            .filter((entry): entry is ProxiedRequest => entry !== undefined)
        : [],
    logs,
    stop,
  };
}
