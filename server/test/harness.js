// Test and benchmark harness: a private redis-server on a free loopback port in a temp folder, and
// server processes (src/index.js) started and stopped by the tests themselves. Loopback only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import Redis from 'ioredis';

import { freePort } from '../src/server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const serverMain = path.resolve(here, '../src/index.js');
// colyseus.js reports refused joins and closed connections on the console; the tests check them.
const warn = console.warn;
console.warn = (...args) => { if (!/^(colyseus\.js|Room)/.test(String(args[0]))) warn(...args); };

// Whatever happens to this process, the redis-servers and server processes it started stop with it.
const children = new Set();
process.on('exit', () => { for (const child of children) child.kill('SIGKILL'); });
function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `predicate()` to be truthy, checking every 10 ms; throws after `ms`. */
export async function until(predicate, ms = 10000, what = 'a condition') {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** A private redis-server. With `persist`, it keeps its data in an append-only file, so that
 *  `restart(downMs)` (stop it, wait, start it again on the same port) loses nothing. */
export async function startRedis({ persist = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tidepool-redis-'));
  const port = await freePort();
  const launch = () => track(spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '',
    '--appendonly', persist ? 'yes' : 'no', '--dir', dir, '--logfile', path.join(dir, 'redis.log')], { stdio: 'ignore' }));
  let proc = launch();
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, retryStrategy: () => 50 });
  client.on('error', () => {});
  const answering = () => until(async () => {
    try { await client.connect().catch(() => {}); return (await client.ping()) === 'PONG'; } catch { return false; }
  }, 10000, 'redis-server to start');
  await answering();
  const exited = (p) => new Promise((resolve) => (p.exitCode !== null || p.signalCode !== null ? resolve() : p.once('exit', resolve)));
  return {
    url,
    port,
    client,
    async restart(downMs = 1000) {
      const old = proc;
      old.kill('SIGTERM'); // a clean shutdown: the append-only file is complete
      await exited(old);
      await sleep(downMs);
      proc = launch();
      await answering();
    },
    async stop() {
      client.disconnect();
      proc.kill('SIGKILL');
      await exited(proc);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts `node src/index.js` and resolves once it listens. `clientSeeds` (on by default in tests):
 *  tables are made with the seed their creator gives, so that test games repeat. `tablesPerMinute`:
 *  no limit on new tables by default (tests and benchmarks make many from one address); null
 *  leaves the server's default. */
export async function startServer({ redis, port, botDelayMs = 0, reconnectSeconds = 5, rate, clientSeeds = true, tablesPerMinute = 0, env = {}, args = [] }) {
  port ??= await freePort();
  // TIDEPOOL_SERVER_NODE_ARGS: extra options for the server's node (e.g. --cpu-prof for profiles).
  const nodeArgs = (process.env.TIDEPOOL_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = track(spawn(process.execPath, [...nodeArgs, serverMain, '--port', String(port), '--redis', redis,
    '--bot-delay', String(botDelayMs), '--reconnect', String(reconnectSeconds),
    ...(rate ? ['--rate', String(rate), '--burst', String(2 * rate)] : []), ...(clientSeeds ? ['--client-seeds'] : []),
    ...(tablesPerMinute === null ? [] : ['--tables-per-minute', String(tablesPerMinute)]), ...args],
  { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } }));
  const output = [];
  let processId = null;
  const lines = createInterface({ input: proc.stdout });
  createInterface({ input: proc.stderr }).on('line', (line) => output.push(line));
  const listening = new Promise((resolve, reject) => {
    lines.on('line', (line) => {
      output.push(line);
      if (line.includes('listening on')) {
        processId = line.match(/process (\S+),/)?.[1];
        resolve();
      }
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}): ${output.join('\n')}`)));
  });
  await listening;
  return {
    port,
    endpoint: `ws://127.0.0.1:${port}`,
    http: `http://127.0.0.1:${port}`,
    proc,
    output,
    get processId() { return processId; },
    async kill(signal = 'SIGKILL') {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill(signal);
      await exited;
    },
  };
}
