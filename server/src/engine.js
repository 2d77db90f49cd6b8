// The bridge to the C++ rules engine: one long-lived `tidepool-engine` process per server process,
// speaking JSON lines on its standard input and output (server/engine/tidepool-engine.cpp,
// docs/online.md). Every request carries an id, so responses may come back out of order
// (computer decisions run on the engine's worker threads).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** An engine refusal or failure: `code` is the engine's short code ("refused", "bad-record",
 *  "no-table", "bad-request", "internal"), or "engine-stopped" when the process went away. */
export class EngineError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** Where the engine program is: $TIDEPOOL_ENGINE, else the build tree's build/server/engine. */
export function enginePath() {
  if (process.env.TIDEPOOL_ENGINE) return process.env.TIDEPOOL_ENGINE;
  return path.resolve(here, '../../build/server/engine/tidepool-engine');
}

export class Engine {
  /** @param {{path?: string, threads?: number, log?: (line: string) => void}} options */
  constructor(options = {}) {
    this.path = options.path ?? enginePath();
    this.threads = options.threads;
    this.log = options.log ?? ((line) => process.stderr.write(`tidepool-engine: ${line}\n`));
    this.pending = new Map();
    this.outbox = [];
    this.nextId = 1;
    this.child = null;
    this.stopping = false;
    this.generation = 0; // counts (re)starts: tables opened in an earlier one must be reopened
    this.onRestart = null;
  }

  /** Starts the engine and checks it answers; resolves to its `hello` (games, bot levels). */
  async start() {
    if (!existsSync(this.path)) {
      throw new Error(`the rules engine ${this.path} is missing: build it first (bash scripts/build, ` +
        'or cmake --build build --target tidepool-engine), or set TIDEPOOL_ENGINE');
    }
    this.spawnChild();
    this.hello = await this.request('hello');
    return this.hello;
  }

  spawnChild() {
    const args = this.threads ? ['--threads', String(this.threads)] : [];
    const child = spawn(this.path, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    this.generation += 1;
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => this.onLine(line));
    createInterface({ input: child.stderr }).on('line', (line) => this.log(line));
    child.stdin.on('error', () => {}); // reported through 'exit'
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      const failed = [...this.pending.values()];
      this.pending.clear();
      for (const { reject } of failed) reject(new EngineError('engine-stopped', 'the rules engine stopped'));
      if (!this.stopping) {
        this.log(`stopped (${signal ?? code}); starting it again`);
        this.spawnChild();
        this.onRestart?.();
      }
    });
  }

  onLine(line) {
    let response;
    try {
      response = JSON.parse(line);
    } catch {
      this.log(`unreadable response: ${line.slice(0, 200)}`);
      return;
    }
    const entry = this.pending.get(response.id);
    if (!entry) return;
    this.pending.delete(response.id);
    if (response.ok) entry.resolve(response);
    else entry.reject(new EngineError(response.code ?? 'internal', response.error ?? 'engine error'));
  }

  /** Sends one request; resolves to the response object, rejects with an EngineError. */
  request(op, fields = {}) {
    if (!this.child) return Promise.reject(new EngineError('engine-stopped', 'the rules engine is not running'));
    const id = this.nextId++;
    const line = JSON.stringify({ ...fields, id, op }) + '\n';
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Requests made in one turn of the event loop go to the engine in one write.
      this.outbox.push(line);
      if (this.outbox.length === 1) setImmediate(() => this.flush());
    });
  }

  flush() {
    const text = this.outbox.join('');
    this.outbox = [];
    this.child?.stdin.write(text);
  }

  async stop() {
    this.stopping = true;
    const child = this.child;
    if (!child) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.stdin.end();
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  }
}
