#!/usr/bin/env node
// Load benchmark (docs/performance.md, "Online tables"); a measurement, not a test. On loopback:
// starts its own redis-server and P server processes sharing it, fills them with N tables of four
// client "bots" each (one WebSocket per seat, as four people would), lets every client act after a
// think time, and reports tables held, actions per second, the action round trip (act sent ->
// the client's own 'played' back, through engine, Redis and broadcast) and memory per table.
//
//   node bench/load.js [--tables 1000] [--processes 1] [--generators 1] [--game ripple]
//                      [--think 2000] [--seconds 60] [--ramp 25]
//
// Each client picks a random action from the legal list the server sent it (no engine on the
// client side): the server does all the rules work of a real table. The clients run in
// `--generators` load-generator processes (forked from this one; table i is driven by generator
// i % G and hosted on server process i % P), so that one generator's busy event loop does not
// delay every client's reading of its answer: real clients each have their own machine. Each
// generator reports its own event-loop delay beside the round trips it measured.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { startRedis, startServer, sleep } from '../test/harness.js';
import { TableClient } from '../src/client.js';

const { values: args } = parseArgs({
  options: {
    tables: { type: 'string', default: '1000' },
    processes: { type: 'string', default: '1' },
    generators: { type: 'string', default: '1' },
    game: { type: 'string', default: 'ripple' },
    think: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '60' },
    ramp: { type: 'string', default: '25' },
    // Internal: this process is generator `worker` of `generators`, driving these endpoints.
    worker: { type: 'string' },
    endpoints: { type: 'string' },
  },
});
const tables = Number(args.tables);
const processes = Number(args.processes);
const thinkMs = Number(args.think);
const seconds = Number(args.seconds);
const ramp = Number(args.ramp);
const generators = Number(args.generators);
for (const [name, value] of Object.entries({ tables, processes, generators, think: thinkMs, seconds, ramp })) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`load.js: --${name} must be a whole number of at least 1 (got ${args[name]})`);
    process.exit(2);
  }
}
console.warn = () => {}; // colyseus.js connection chatter

function rssKiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/VmRSS:\s+(\d+)/)[1]);
  } catch {
    return 0;
  }
}
function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
/** Resident memory of a server process and its engine, in KiB. */
const memory = (s) => ({ node: rssKiB(s.proc.pid), engine: childPids(s.proc.pid).reduce((sum, p) => sum + rssKiB(p), 0) });
const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return 0;
  }
};
const cpuOf = (s) => ({ node: cpuSeconds(s.proc.pid), engine: childPids(s.proc.pid).reduce((sum, p) => sum + cpuSeconds(p), 0) });

let measuring = false;
const samples = [];
let actions = 0;
let refused = 0;
let finished = 0;
const random = Math.random;
// A generator's server endpoints (table i is on endpoints[i % P]).
const endpoints = (args.endpoints ?? '').split(',');

function playClient(client) {
  let pending = null; // {position, sent}
  client.on('view', (view) => {
    if (view.finished || view.current !== view.seat) return;
    const position = view.position;
    setTimeout(() => {
      const now = client.views.get(view.seat);
      if (!now || now.position !== position) return;
      const pick = now.legal[Math.floor(random() * now.legal.length)];
      pending = { position, sent: performance.now() };
      client.act(pick.action, view.seat);
    }, thinkMs * (0.5 + random()));
  });
  client.on('played', (p) => {
    if (pending && p.position === pending.position + 1 && client.seats.includes(p.seat)) {
      if (measuring) {
        samples.push(performance.now() - pending.sent);
        actions += 1;
      }
      pending = null;
    }
  });
  client.on('refused', () => { refused += 1; });
}

/** Opens table `i`, trying again (up to 5 times) when the server refuses under load. */
let openFailures = 0;
async function openTable(i) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await openTableOnce(i);
    } catch (e) {
      openFailures += 1;
      if (attempt === 4) throw e;
      await sleep(500);
    }
  }
}

/** One table: four clients, the host on process `i % P`, the others joining by code. */
async function openTableOnce(i) {
  const endpoint = endpoints[i % endpoints.length];
  const host = new TableClient(endpoint, { autoReconnect: false });
  playClient(host);
  await host.create({ game: args.game, seats: ['human', 'human', 'human', 'human'], name: `Bench ${i}` });
  const clients = [host];
  for (let k = 1; k < 4; k++) {
    const c = new TableClient(endpoint, { autoReconnect: false });
    playClient(c);
    await c.join(host.code, { name: `Bench ${i}.${k}` });
    clients.push(c);
  }
  host.once('over', () => {
    finished += 1;
    // Keep the number of tables constant: a finished table makes way for a new one.
    Promise.all(clients.map((c) => c.leave())).then(() => openTable(i)).catch(() => {});
  });
  host.send('start');
  return clients;
}


if (args.worker !== undefined) {
  // A load generator: opens its share of the tables, measures when told, then reports.
  const me = Number(args.worker);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let cpuBefore = null;
  process.on('message', (m) => {
    if (m === 'measure') {
      measuring = true;
      cpuBefore = process.cpuUsage();
      loop.reset();
      loop.enable();
    } else if (m === 'stop') {
      measuring = false;
      loop.disable();
      const cpu = process.cpuUsage(cpuBefore);
      const ms = (ns) => ns / 1e6;
      process.send({
        samples, actions, refused, finished, cpuSeconds: (cpu.user + cpu.system) / 1e6,
        loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
      });
    } else if (m === 'exit') {
      process.exit(0);
    }
  });
  const mine = [];
  for (let i = me; i < tables; i += generators) mine.push(i);
  try {
    for (let n = 0; n < mine.length; n += ramp) await Promise.all(mine.slice(n, n + ramp).map(openTable));
    process.send({ opened: mine.length, openFailures });
  } catch (e) {
    process.send({ error: String(e?.message ?? e) });
  }
} else {
const redis = await startRedis();
const servers = [];
for (let i = 0; i < processes; i++) {
  servers.push(await startServer({ redis: redis.url, reconnectSeconds: 60, env: { TIDEPOOL_LOOP_STATS: '1' } }));
}
await sleep(500);
const idle = servers.map(memory);
const stopAll = async () => {
  for (const s of servers) await s.kill('SIGTERM');
  await redis.stop();
};

const started = performance.now();
const workers = [];
for (let g = 0; g < generators; g++) {
  const argv = ['--worker', String(g), '--endpoints', servers.map((s) => s.endpoint).join(',')];
  for (const name of ['tables', 'generators', 'game', 'think', 'ramp']) argv.push(`--${name}`, String(args[name]));
  // TIDEPOOL_BENCH_GENERATOR_NODE_ARGS (e.g. "--trace-gc" or "--cpu-prof"): node options for the generators.
  const execArgv = (process.env.TIDEPOOL_BENCH_GENERATOR_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = fork(fileURLToPath(import.meta.url), argv, { execArgv });
  const messages = [];
  let wake = null;
  child.on('message', (m) => { messages.push(m); wake?.(); });
  child.on('exit', (code) => { if (code) { messages.push({ error: `generator ${g} exited with ${code}` }); wake?.(); } });
  const next = async () => {
    while (!messages.length) await new Promise((resolve) => { wake = resolve; });
    const m = messages.shift();
    if (m.error) {
      console.error(`load generator ${g}: ${m.error}`);
      for (const s of servers) console.error(`server ${s.port} (exit ${s.proc.exitCode ?? s.proc.signalCode ?? 'running'}):\n${s.output.slice(-15).join('\n')}`);
      for (const w of workers) w.child.kill('SIGKILL');
      await stopAll();
      process.exit(1);
    }
    return m;
  };
  workers.push({ child, next });
}
const opened = await Promise.all(workers.map((w) => w.next()));
const rampSeconds = (performance.now() - started) / 1000;
const retried = opened.reduce((n, o) => n + o.openFailures, 0);
console.log(`${tables} tables of 4 clients opened on ${processes} process(es) by ${generators} load generator(s) in ` +
  `${rampSeconds.toFixed(1)} s (${retried} attempts failed and were retried)`);
await sleep(5000);
const loaded = servers.map(memory);
const cpuBefore = servers.map(cpuOf);
for (const w of workers) w.child.send('measure');
const t0 = performance.now();
await sleep(seconds * 1000);
for (const w of workers) w.child.send('stop');
const reports = await Promise.all(workers.map((w) => w.next()));
const elapsed = (performance.now() - t0) / 1000;
const cpuAfter = servers.map(cpuOf);

const samples = reports.flatMap((r) => r.samples).sort((x, y) => x - y);
const sum = (key) => reports.reduce((n, r) => n + r[key], 0);
const actions = sum('actions');
const pct = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? NaN;
const redisMemory = Number((await redis.client.info('memory')).match(/used_memory:(\d+)/)[1]);
console.log(`load: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min)`);
console.log(`measured ${elapsed.toFixed(1)} s: ${actions} actions, ${(actions / elapsed).toFixed(0)} actions/s, ` +
  `${sum('refused')} refused, ${sum('finished')} games finished`);
console.log(`action round trip: p50 ${pct(50).toFixed(1)} ms, p90 ${pct(90).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${pct(100).toFixed(1)} ms`);
servers.forEach((s, i) => {
  const perTable = ((loaded[i].node - idle[i].node) + (loaded[i].engine - idle[i].engine)) / (tables / processes);
  console.log(`process ${i}: node ${(loaded[i].node / 1024).toFixed(0)} MiB, engine ${(loaded[i].engine / 1024).toFixed(0)} MiB ` +
    `(idle ${(idle[i].node / 1024).toFixed(0)} + ${(idle[i].engine / 1024).toFixed(0)} MiB): ${perTable.toFixed(0)} KiB per table; ` +
    `CPU: node ${(100 * (cpuAfter[i].node - cpuBefore[i].node) / elapsed).toFixed(0)}% + engine ${(100 * (cpuAfter[i].engine - cpuBefore[i].engine) / elapsed).toFixed(0)}% of a core`);
});
reports.forEach((r, g) => {
  console.log(`load generator ${g} (${4 * opened[g].opened} clients): ${(100 * r.cpuSeconds / elapsed).toFixed(0)}% of a core, ` +
    `event loop delay p50 ${r.loop.p50.toFixed(1)} ms, p99 ${r.loop.p99.toFixed(1)} ms, max ${r.loop.max.toFixed(1)} ms`);
});
servers.forEach((s, i) => {
  const loop = s.output.filter((l) => l.startsWith('event loop delay')).slice(-Math.floor(seconds / 10));
  console.log(`process ${i} ${loop.length ? loop.map((l) => l.replace('event loop delay: ', '')).join(' | ') : ''} (event loop delay, 10 s windows)`);
});
// TIDEPOOL_BENCH_SERVER_LOG=FILE: every server's output (e.g. with TIDEPOOL_SERVER_NODE_ARGS=--trace-gc).
if (process.env.TIDEPOOL_BENCH_SERVER_LOG) {
  (await import('node:fs')).writeFileSync(process.env.TIDEPOOL_BENCH_SERVER_LOG, servers.map((s) => s.output.join('\n')).join('\n'));
}
console.log(`redis: ${(redisMemory / 1024 / 1024).toFixed(1)} MiB used`);
for (const w of workers) w.child.send('exit');
await stopAll();
process.exit(0);
}
