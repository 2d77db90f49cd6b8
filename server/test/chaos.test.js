// Chaos (issue 41; docs/online.md, "Security"): two server processes on one Redis, two clients
// playing a whole game while a stranger floods the table with matchmaking requests that never
// connect (by code, with the code's look-alike paths, with guessed seat tokens); the process holding
// the table is killed (SIGKILL) mid-game and Redis is paused once (SIGSTOP, as a dropped link
// looks). At the end the record holds every action each client saw, in the same place, and nothing
// else. Bounded: at most 3,000 stranger requests and two minutes; loopback only.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { sleep, startRedis, startServer, until } from './harness.js';
import { autoplay, recordingClient, rng } from './play.js';

let redis;
const servers = [];

before(async () => {
  redis = await startRedis();
  for (let i = 0; i < 2; i++) {
    servers.push(await startServer({ redis: redis.url, rate: 1000, reconnectSeconds: 5, args: ['--redis-timeout', '500'] }));
  }
});

after(async () => {
  for (const s of servers) await s.kill();
  await redis?.stop();
});

/** Sends matchmaking requests for `code` that never connect, a few every 50 ms to both processes,
 *  until stop() or `limit` requests; resolves (from stop()) to how many were sent and answered. */
function stranger(code, limit = 3000) {
  let sent = 0;
  let answered = 0;
  let stopped = false;
  const paths = [code, `${code}%00`, `${code}%2F..%2Fx`];
  const bodies = ['{"name":"Eve"}', '{"token":"guessed-token"}', '{"claim":6}'];
  const loop = (async () => {
    while (!stopped && sent < limit) {
      const batch = [];
      for (let i = 0; i < 6 && sent < limit; i++, sent++) {
        const target = servers[sent % servers.length];
        batch.push(fetch(`${target.http}/matchmake/joinById/${paths[sent % paths.length]}`, {
          method: 'POST', headers: { 'Content-Type': 'application/json' }, body: bodies[(sent >> 1) % bodies.length],
          signal: AbortSignal.timeout(3000),
        }).then((res) => res.text()).then(() => { answered += 1; }, () => {}));
      }
      await Promise.all(batch);
      await sleep(50);
    }
  })();
  return { stop: async () => { stopped = true; await loop; return { sent, answered }; } };
}

test('a whole game through a stranger\'s flood, a killed process and a paused Redis: the record holds every action each client saw', { timeout: 120000 }, async () => {
  const [first, second] = servers;
  const a = recordingClient(first.endpoint, { fallbacks: [second.endpoint], reconnectTimeoutMs: 60000 });
  await a.create({ game: 'ribbit', seats: ['human', 'human'], name: 'Ann', seed: 41 });
  const b = recordingClient(second.endpoint, { fallbacks: [first.endpoint], reconnectTimeoutMs: 60000 });
  await b.join(a.code, { name: 'Ben' });
  const flood = stranger(a.code);
  a.send('start');
  const seen = new Map([[a, new Map()], [b, new Map()]]); // client -> position -> action
  for (const c of [a, b]) c.on('played', (p) => seen.get(c).set(p.position, p.action));
  let storageAnswers = 0;
  for (const c of [a, b]) c.on('server-error', (e) => { if (e.code === 'storage') storageAnswers += 1; });
  const games = [autoplay(a, rng(1)), autoplay(b, rng(2))];
  const position = () => Math.max(0, ...seen.get(a).keys(), ...seen.get(b).keys());

  // The process holding the table dies mid-game: both clients come back through the other one.
  await until(() => position() >= 8, 30000, 'eight actions');
  await first.kill('SIGKILL');
  await until(() => position() >= 20, 60000, 'play to go on after the process died');
  // Redis stops answering for a second and a half, then goes on.
  redis.pause();
  const pausedAt = position();
  await sleep(1500);
  redis.resume();
  const [overA, overB] = await Promise.all(games);
  const { sent, answered } = await flood.stop();
  assert.ok(sent >= 100, `the stranger sent only ${sent} requests`);
  assert.ok(answered > 0);
  assert.ok(storageAnswers >= 1, 'no action met the paused Redis');
  assert.ok(overA.record.actions.length > pausedAt, 'the game ended before Redis was paused');

  const stored = await redis.client.lrange(`tp:actions:${a.code}`, 0, -1);
  assert.deepEqual(overA.record.actions, stored, 'Ann\'s record is the stored one');
  assert.deepEqual(overB.record.actions, stored, 'Ben\'s record is the stored one');
  for (const [client, name] of [[a, 'Ann'], [b, 'Ben']]) {
    for (const [at, action] of seen.get(client)) {
      assert.equal(stored[at - 1], action, `${name} saw action ${at} as ${action}, the record has ${stored[at - 1]}`);
    }
  }
  // Every action was seen by someone (the clients saw all but those played while they were away).
  const union = new Set([...seen.get(a).keys(), ...seen.get(b).keys()]);
  assert.ok(union.size >= stored.length - 4, `the clients saw ${union.size} of ${stored.length} actions`);
  const record = await (await fetch(`${second.http}/tables/${a.code}/record`)).json();
  assert.deepEqual(record.actions, stored, 'the finished record served for replays');
  await a.leave();
  await b.leave();
});
