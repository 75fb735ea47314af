// One running server as a scenario talks to it: its process (logs, stop) and a keep-alive client.
import { type HttpAnswer, HttpClient, sessionCookie } from './http';
import type { ServerProcess } from './server-process';

export interface Instance {
  /** How failures name it, e.g. 'A'. */
  name: string;
  server: ServerProcess;
  http: HttpClient;
}

export function instanceOf(name: string, server: ServerProcess): Instance {
  return { name, server, http: new HttpClient(server.url) };
}

export interface SendOptions {
  /** A Cookie header, e.g. from `logIn`; one cookie may go to every instance, as a browser's would. */
  cookie?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export function send(
  instance: Instance,
  method: string,
  path: string,
  options: SendOptions = {},
): Promise<HttpAnswer> {
  const headers = { ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) };
  return instance.http.send({ method, path, headers, body: options.body, timeoutMs: options.timeoutMs });
}

/** GET answering 200 with JSON; throws naming the instance otherwise. */
export async function getJson<T>(instance: Instance, path: string, cookie?: string): Promise<T> {
  const res = await send(instance, 'GET', path, { cookie });
  if (res.status !== 200) throw new Error(`GET ${path} on ${instance.name}: ${res.status} ${res.text()}`);
  return res.json<T>();
}

/** Logs in and answers the session cookie; throws with the answer when refused. */
export async function logIn(instance: Instance, email: string, password: string): Promise<string> {
  const res = await send(instance, 'POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`login of ${email} on ${instance.name}: ${res.status} ${res.text()}`);
  return sessionCookie(res);
}

/** The server's JSON log lines (pino) whose msg is exactly `msg`. */
export function loggedLines(server: ServerProcess, msg: string): Record<string, unknown>[] {
  return server
    .logs()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(msg))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === msg);
}
