// Test and benchmark harness: a private redis-server on a free loopback port in a temp folder, and
// server processes (src/index.js) started and stopped by the tests themselves. Loopback only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import Redis from 'ioredis';

import { readKeyFile, unseal } from '../src/secrets.js';
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

/** The server's key for every server a test starts (docs/online.md, "Security"): a file only its
 *  owner may read, made once per test process; `keyFile()` is its path. */
let sharedKeyFile = null;
export function keyFile() {
  if (!sharedKeyFile) {
    const dir = mkdtempSync(path.join(tmpdir(), 'tidepool-key-'));
    sharedKeyFile = path.join(dir, 'server.key');
    writeFileSync(sharedKeyFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return sharedKeyFile;
}

/** The set-up of table `code` as stored in `redis` (startRedis's), opened with keyFile()'s key;
 *  null when there is none. */
export async function storedTable(redis, code) {
  const text = await redis.client.get(`tp:table:${code}`);
  return text && JSON.parse(unseal(readKeyFile(keyFile()), text, `tp:table:${code}`));
}

/** A private redis-server that asks for a password (in its configuration file, mode 600, as
 *  scripts/serve starts one): `url` carries it, `openUrl` is the same server without it. With
 *  `persist`, it keeps its data in an append-only file, so that `restart(downMs)` (stop it, wait,
 *  start it again on the same port) loses nothing. `pause()` and `resume()` stop and continue it
 *  (SIGSTOP, SIGCONT): a Redis that stops answering, as one behind a dropped link does. */
export async function startRedis({ persist = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tidepool-redis-'));
  const port = await freePort();
  const password = randomBytes(16).toString('hex');
  const conf = path.join(dir, 'redis.conf');
  writeFileSync(conf, `requirepass ${password}\n`, { mode: 0o600 });
  const launch = () => track(spawn('redis-server', [conf, '--port', String(port), '--bind', '127.0.0.1', '--save', '',
    '--appendonly', persist ? 'yes' : 'no', '--dir', dir, '--logfile', path.join(dir, 'redis.log')], { stdio: 'ignore' }));
  let proc = launch();
  const url = `redis://:${password}@127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, retryStrategy: () => 50 });
  client.on('error', () => {});
  const answering = () => until(async () => {
    try { await client.connect().catch(() => {}); return (await client.ping()) === 'PONG'; } catch { return false; }
  }, 10000, 'redis-server to start');
  await answering();
  const exited = (p) => new Promise((resolve) => (p.exitCode !== null || p.signalCode !== null ? resolve() : p.once('exit', resolve)));
  return {
    url,
    openUrl: `redis://127.0.0.1:${port}`,
    port,
    client,
    pause() { proc.kill('SIGSTOP'); },
    resume() { proc.kill('SIGCONT'); },
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
      proc.kill('SIGCONT');
      proc.kill('SIGKILL');
      await exited(proc);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts `node src/index.js` and resolves once it listens. `clientSeeds` (on by default in tests):
 *  tables are made with the seed their creator gives, so that test games repeat. `tablesPerMinute`
 *  and `joinsPerMinute`: no limit by default (tests and benchmarks make and join many tables from
 *  one address); null leaves the server's default. The Redis URL (with its password) is given in
 *  the environment, as docs/online.md says to, and the key file is keyFile()'s. */
export async function startServer({ redis, port, botDelayMs = 0, reconnectSeconds = 5, rate, clientSeeds = true, tablesPerMinute = 0,
  joinsPerMinute = 0, env = {}, args = [] }) {
  port ??= await freePort();
  // TIDEPOOL_SERVER_NODE_ARGS: extra options for the server's node (e.g. --cpu-prof for profiles).
  const nodeArgs = (process.env.TIDEPOOL_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = track(spawn(process.execPath, [...nodeArgs, serverMain, '--port', String(port), '--key-file', keyFile(),
    '--bot-delay', String(botDelayMs), '--reconnect', String(reconnectSeconds),
    ...(rate ? ['--rate', String(rate), '--burst', String(2 * rate)] : []), ...(clientSeeds ? ['--client-seeds'] : []),
    ...(tablesPerMinute === null ? [] : ['--tables-per-minute', String(tablesPerMinute)]),
    ...(joinsPerMinute === null ? [] : ['--joins-per-minute', String(joinsPerMinute)]), ...args],
  { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TIDEPOOL_REDIS: redis, ...env } }));
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
