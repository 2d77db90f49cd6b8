#!/usr/bin/env node
// Load benchmark (docs/performance.md, "Online tables"); a measurement, not a test. On loopback:
// starts its own redis-server and P server processes sharing it, fills them with N tables of four
// client "bots" each (one WebSocket per seat, as four people would), lets every client act after a
// think time, and reports tables held, actions per second, the action round trip (act sent ->
// the client's own 'played' back, through engine, Redis and broadcast) and memory per table.
//
//   node bench/load.js [--tables 1000] [--processes 1] [--game ripple] [--think 2000]
//                      [--seconds 60] [--ramp 25]
//
// Each client picks a random action from the legal list the server sent it (no engine on the
// client side): the server does all the rules work of a real table.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { startRedis, startServer, sleep } from '../test/harness.js';
import { TableClient } from '../src/client.js';

const { values: args } = parseArgs({
  options: {
    tables: { type: 'string', default: '1000' },
    processes: { type: 'string', default: '1' },
    game: { type: 'string', default: 'ripple' },
    think: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '60' },
    ramp: { type: 'string', default: '25' },
  },
});
const tables = Number(args.tables);
const processes = Number(args.processes);
const thinkMs = Number(args.think);
const seconds = Number(args.seconds);
const ramp = Number(args.ramp);
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

const redis = await startRedis();
const servers = [];
for (let i = 0; i < processes; i++) {
  servers.push(await startServer({ redis: redis.url, reconnectSeconds: 60, env: { TIDEPOOL_LOOP_STATS: '1' } }));
}
await sleep(500);
const idle = servers.map(memory);

let measuring = false;
const samples = [];
let actions = 0;
let refused = 0;
let finished = 0;
const random = Math.random;

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
      if (attempt === 4) {
        for (const s of servers) console.error(`server ${s.port} (exit ${s.proc.exitCode ?? s.proc.signalCode ?? 'running'}):\n${s.output.slice(-15).join('\n')}`);
        throw e;
      }
      await sleep(500);
    }
  }
}

/** One table: four clients, the host on process `i % P`, the others joining by code. */
async function openTableOnce(i) {
  const endpoint = servers[i % servers.length].endpoint;
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

const started = performance.now();
for (let i = 0; i < tables; i += ramp) {
  const batch = [];
  for (let k = i; k < Math.min(tables, i + ramp); k++) batch.push(openTable(k));
  await Promise.all(batch);
}
const rampSeconds = (performance.now() - started) / 1000;
console.log(`${tables} tables of 4 clients opened on ${processes} process(es) in ${rampSeconds.toFixed(1)} s (${openFailures} attempts failed and were retried)`);
await sleep(5000);
const loaded = servers.map(memory);
const cpuBefore = servers.map(cpuOf);
const benchCpuBefore = process.cpuUsage();
measuring = true;
const t0 = performance.now();
await sleep(seconds * 1000);
measuring = false;
const elapsed = (performance.now() - t0) / 1000;
const cpuAfter = servers.map(cpuOf);
const benchCpu = process.cpuUsage(benchCpuBefore);

samples.sort((x, y) => x - y);
const pct = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? NaN;
const redisMemory = Number((await redis.client.info('memory')).match(/used_memory:(\d+)/)[1]);
console.log(`load: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min)`);
console.log(`measured ${elapsed.toFixed(1)} s: ${actions} actions, ${(actions / elapsed).toFixed(0)} actions/s, ` +
  `${refused} refused, ${finished} games finished`);
console.log(`action round trip: p50 ${pct(50).toFixed(1)} ms, p90 ${pct(90).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${pct(100).toFixed(1)} ms`);
servers.forEach((s, i) => {
  const perTable = ((loaded[i].node - idle[i].node) + (loaded[i].engine - idle[i].engine)) / (tables / processes);
  console.log(`process ${i}: node ${(loaded[i].node / 1024).toFixed(0)} MiB, engine ${(loaded[i].engine / 1024).toFixed(0)} MiB ` +
    `(idle ${(idle[i].node / 1024).toFixed(0)} + ${(idle[i].engine / 1024).toFixed(0)} MiB): ${perTable.toFixed(0)} KiB per table; ` +
    `CPU: node ${(100 * (cpuAfter[i].node - cpuBefore[i].node) / elapsed).toFixed(0)}% + engine ${(100 * (cpuAfter[i].engine - cpuBefore[i].engine) / elapsed).toFixed(0)}% of a core`);
});
console.log(`load generator (this process, ${4 * tables} clients): ${(100 * (benchCpu.user + benchCpu.system) / 1e6 / elapsed).toFixed(0)}% of a core`);
servers.forEach((s, i) => {
  const loop = s.output.filter((l) => l.startsWith('event loop delay')).slice(-Math.floor(seconds / 10));
  console.log(`process ${i} ${loop.length ? loop.map((l) => l.replace('event loop delay: ', '')).join(' | ') : ''} (event loop delay, 10 s windows)`);
});
// TIDEPOOL_BENCH_SERVER_LOG=FILE: every server's output (e.g. with TIDEPOOL_SERVER_NODE_ARGS=--trace-gc).
if (process.env.TIDEPOOL_BENCH_SERVER_LOG) {
  (await import('node:fs')).writeFileSync(process.env.TIDEPOOL_BENCH_SERVER_LOG, servers.map((s) => s.output.join('\n')).join('\n'));
}
console.log(`redis: ${(redisMemory / 1024 / 1024).toFixed(1)} MiB used`);
for (const s of servers) await s.kill('SIGTERM');
await redis.stop();
process.exit(0);
