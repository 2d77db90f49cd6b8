// A stranger on the network and an unlucky operator (issue 41; docs/online.md, "Security"): places
// asked for in a table and never used keep no player out, whatever the request's path; a Redis that
// stops answering gets a clear answer within its deadline and the table goes on with nothing lost or
// played twice; a Redis dump shows no table's secrets, and a Redis without a password is refused;
// names reach every client as printable text only. Loopback only.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import { Client } from 'colyseus.js';

import { keyFile, serverMain, sleep, startRedis, startServer, storedTable, until } from './harness.js';
import { recordingClient } from './play.js';

let redis;
let server;

before(async () => {
  redis = await startRedis();
  // A proxy's X-Real-IP is read (--trust-proxy), so that the stranger's requests come from an
  // address of their own, as they would over a network (all of them are sent on loopback).
  server = await startServer({ redis: redis.url, args: ['--trust-proxy', '--reservation', '3', '--redis-timeout', '500'] });
});

after(async () => {
  await server?.kill('SIGTERM');
  await redis?.stop();
});

const STRANGER = '203.0.113.7'; // a documentation address (RFC 5737): only ever a header's value here

/** `count` matchmaking requests at once to `/matchmake/joinById/<pathCode>`, never followed by a
 *  connection; resolves to the answers' codes (undefined for a place kept). */
async function strangerJoins(target, pathCode, count, body = '{"name": "Eve"}', address = STRANGER) {
  const answers = await Promise.all(Array.from({ length: count }, () =>
    fetch(`${target.http}/matchmake/joinById/${pathCode}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Real-IP': address }, body })
      .then((res) => res.json())));
  return answers.map((a) => a.code ?? (a.sessionId ? 'place' : a.error));
}

/** How many clients and places Colyseus counts in room `code` (its listing in Redis). */
async function countedInRoom(code) {
  const listing = await redis.client.hget('roomcaches', code);
  return listing ? JSON.parse(listing).clients : null;
}

/** A started two-person Ribbit table on `server`: Ann (host, seat 0, to act) and Ben. */
async function startedRibbit() {
  const a = recordingClient(server.endpoint);
  await a.create({ game: 'ribbit', seats: ['human', 'human'], name: 'Ann', seed: 5 });
  const b = recordingClient(server.endpoint);
  await b.join(a.code, { name: 'Ben' });
  a.send('start');
  await until(() => a.views.size && b.views.size, 5000, 'the game to start');
  return [a, b];
}

const next = (client, type, predicate = () => true) => new Promise((resolve) => {
  const listener = (payload) => {
    if (!predicate(payload)) return;
    client.off(type, listener);
    resolve(payload);
  };
  client.on(type, listener);
});

describe('places kept for joins', () => {
  test('forty places asked for at a waiting table keep out neither the guest nor the host coming back', async () => {
    const host = recordingClient(server.endpoint);
    await host.create({ game: 'ribbit', seats: ['human', 'human'], name: 'Ann', seed: 5 });
    const answers = await strangerJoins(server, host.code, 40);
    assert.ok(answers.every((a) => a === 'place' || a === 4423), `answers: ${answers}`);
    // However many were asked for, the room keeps at most two places for one address beside the
    // host's connection.
    assert.ok(await countedInRoom(host.code) <= 3, `the room counts ${await countedInRoom(host.code)}`);
    const guest = recordingClient(server.endpoint);
    await guest.join(host.code, { name: 'Ben' });
    assert.deepEqual(guest.seats, [1]);
    // The host's link drops; it comes back with its seat token while strangers keep asking.
    host.autoReconnect = false;
    host.drop();
    await strangerJoins(server, host.code, 40);
    const back = recordingClient(server.endpoint);
    await back.join(host.code, { token: host.token });
    assert.deepEqual(back.seats, [0]);
    back.send('start');
    await until(() => back.views.size && guest.views.size, 5000, 'the game to start');
    await back.leave();
    await guest.leave();
  });

  for (const suffix of ['%00', '%2F..%2Fx', '%2Fx', '?x=1/..', '-x']) {
    test(`a join whose path is the code followed by ${suffix} is refused, keeps no place, and a player comes back`, async () => {
      const [a, b] = await startedRibbit();
      const counted = await countedInRoom(a.code);
      const answers = await strangerJoins(server, `${a.code}${suffix}`, 40);
      assert.ok(answers.every((code) => code === 4404 || code === 4423), `answers: ${answers}`);
      assert.equal(await countedInRoom(a.code), counted, 'a place was kept for a stranger');
      // Ben's link drops; he comes back at once with his seat token (not only within the 60 s of
      // Colyseus's own reconnection: a new join by code).
      b.autoReconnect = false;
      b.drop();
      const again = recordingClient(server.endpoint);
      await again.join(a.code, { token: b.token });
      assert.deepEqual(again.seats, [1]);
      await a.leave();
      await again.leave();
    });
  }

  test('a guest whose connection comes late keeps its place while strangers keep asking', async () => {
    const host = recordingClient(server.endpoint);
    await host.create({ game: 'ribbit', seats: ['human', 'human'], name: 'Ann', seed: 5 });
    // The guest's place, asked for by hand; its connection comes only after strangers asked for
    // places again and again, from one address and from four others (each within any rate limit).
    const reply = await (await fetch(`${server.http}/matchmake/joinById/${host.code}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Real-IP': '192.0.2.50' },
      body: '{"name": "Ben"}' })).json();
    assert.ok(reply.sessionId, JSON.stringify(reply));
    for (let round = 0; round < 3; round++) {
      await strangerJoins(server, host.code, 10);
      for (let i = 1; i <= 4; i++) await strangerJoins(server, host.code, 2, '{"name": "Eve"}', `198.51.100.${i}`);
      await sleep(200);
    }
    const guest = new Client(server.endpoint);
    const room = await guest.consumeSeatReservation(reply);
    const welcome = await new Promise((resolve) => room.onMessage('welcome', resolve));
    assert.deepEqual(welcome.seats, [1]);
    await room.leave();
    await host.leave();
    // Each count is back where it was: a dropped place is counted off once (not twice).
    await until(async () => (await countedInRoom(host.code)) === null || (await countedInRoom(host.code)) >= 0, 5000, 'the count');
  });

  test('a seat taken before the start by someone who goes away is free again once they have not come back in time', async () => {
    const host = recordingClient(server.endpoint);
    await host.create({ game: 'ribbit', seats: ['human', 'human'], name: 'Ann', seed: 5 });
    const eve = recordingClient(server.endpoint, { autoReconnect: false });
    await eve.join(host.code, { name: 'Eve' });
    eve.drop();
    // The server keeps her seat for --reconnect seconds (5 in these tests), then gives it back.
    await until(() => host.table?.seats[1].taken === false, 10000, 'the seat given back');
    const ben = recordingClient(server.endpoint);
    await ben.join(host.code, { name: 'Ben' });
    assert.deepEqual(ben.seats, [1]);
    await ben.leave();
    await host.leave();
  });

  test('a place never taken up is dropped within the reservation time', async () => {
    const host = recordingClient(server.endpoint);
    await host.create({ game: 'ripple', seats: ['human', 'human', 'human'], name: 'Ann', seed: 5 });
    assert.deepEqual(await strangerJoins(server, host.code, 1), ['place']);
    assert.equal(await countedInRoom(host.code), 2);
    await until(async () => (await countedInRoom(host.code)) === 1, 5000, 'the place to be dropped (3 s)');
    // Forty more, from one address: two are kept, and the others dropped are counted off once.
    await strangerJoins(server, host.code, 40);
    assert.equal(await countedInRoom(host.code), 3);
    await sleep(4000);
    assert.equal(await countedInRoom(host.code), 1, 'every dropped place counted off exactly once');
    await host.leave();
  });

  test('joins by code are limited per address over every process, another address still gets in, and a seat token is never counted', async () => {
    const limited = await startServer({ redis: redis.url, joinsPerMinute: 5, args: ['--trust-proxy'] });
    const other = await startServer({ redis: redis.url, joinsPerMinute: 5, args: ['--trust-proxy'] });
    try {
      const host = recordingClient(limited.endpoint);
      await host.create({ game: 'ribbit', seats: ['human', 'human'], name: 'Ann', seed: 5 });
      const address = '198.51.100.9';
      const first = await strangerJoins(limited, host.code, 3, '{"name": "Eve"}', address);
      const second = await strangerJoins(other, host.code, 3, '{"name": "Eve"}', address);
      assert.equal([...first, ...second].filter((a) => a === 4429).length, 1, `answers: ${first} / ${second}`);
      // The guest, from another address, still gets a place.
      assert.deepEqual(await strangerJoins(limited, host.code, 1, '{"name": "Ben"}', '198.51.100.10'), ['place']);
      // The host comes back with its seat token from the limited address: not counted, not refused.
      host.autoReconnect = false;
      host.drop();
      const back = await strangerJoins(limited, host.code, 3, JSON.stringify({ token: host.token }), address);
      assert.deepEqual(back, ['place', 'place', 'place']);
      await host.leave();
    } finally {
      await limited.kill('SIGTERM');
      await other.kill('SIGTERM');
    }
  });
});

describe('a Redis that stops answering', () => {
  test('an action gets a storage answer within the deadline; once Redis answers, it is played once', async () => {
    const [a, b] = await startedRibbit();
    const action = a.views.get(0).legal[0].action;
    redis.pause();
    let resumed = false;
    try {
      const started = Date.now();
      const storage = next(a, 'server-error', (e) => e.code === 'storage');
      a.act(action);
      const error = await storage;
      assert.equal(error.action, action);
      assert.ok(Date.now() - started < 2000, `answered after ${Date.now() - started} ms (deadline 500 ms)`);
      // Matchmaking and the lobby answer too, within the deadline.
      const t0 = Date.now();
      const tables = await fetch(`${server.http}/tables`);
      assert.equal(tables.status, 503);
      assert.match((await tables.json()).error, /storage \(Redis\)/);
      const join = await strangerJoins(server, a.code, 1, '{}', '192.0.2.1');
      assert.deepEqual(join, [4213]);
      assert.ok(Date.now() - t0 < 4000, `the lobby and matchmaking answered after ${Date.now() - t0} ms`);
      // Another action meanwhile is answered at once too.
      const again = next(a, 'server-error', (e) => e.code === 'storage');
      a.room.send('act', { action });
      await again;
      redis.resume();
      resumed = true;
      // The first action reached Redis after all (it was on its way): it is played, once; the
      // client's own retry (same position) is not played again.
      const played = await next(b, 'played');
      assert.deepEqual([played.position, played.action], [1, action]);
      await sleep(1500);
      assert.deepEqual(await redis.client.lrange(`tp:actions:${a.code}`, 0, -1), [action]);
      // And the table goes on.
      const then = b.views.get(1).legal[0].action;
      b.act(then);
      assert.equal((await next(a, 'played')).position, 2);
      assert.equal(await redis.client.llen(`tp:actions:${a.code}`), 2);
      // The lobby answers again.
      await until(async () => (await fetch(`${server.http}/tables`)).status === 200, 5000, `the lobby to answer again: ${server.output.slice(-5).join('\n')}`);
    } finally {
      if (!resumed) redis.resume();
    }
    await a.leave();
    await b.leave();
  });

  test('an action sent again for a position the table has passed is answered stale, never played twice', async () => {
    const [a, b] = await startedRibbit();
    const action = a.views.get(0).legal[0].action;
    a.room.send('act', { action, position: 0 });
    await next(b, 'played');
    b.room.send('act', { action: b.views.get(1).legal[0].action, position: 1 });
    await next(a, 'played');
    // Ann's first move again, meant for position 0: stale, though it might be legal now.
    a.room.send('act', { action: a.views.get(0).legal[0].action, position: 0 });
    const stale = await next(a, 'server-error');
    assert.equal(stale.code, 'stale');
    assert.equal(await redis.client.llen(`tp:actions:${a.code}`), 2);
    a.room.send('act', { action, position: -1 });
    assert.equal((await next(a, 'server-error')).code, 'bad-message');
    await a.leave();
    await b.leave();
  });
});

describe('secrets at rest', () => {
  test('a table\'s seed and token hashes are not in Redis in clear, and a set-up written without the key is refused', async () => {
    const a = recordingClient(server.endpoint);
    await a.create({ game: 'ribbit', seats: ['human', 'human'], name: 'Ann', seed: 123456789 });
    const raw = await redis.client.get(`tp:table:${a.code}`);
    assert.ok(raw.startsWith('tp1.'), raw.slice(0, 40));
    assert.ok(!raw.includes('123456789') && !raw.includes('seed') && !raw.includes('Ann'), 'the set-up is readable');
    assert.equal((await storedTable(redis, a.code)).seed, 123456789, 'the server\'s key opens it');
    // Someone who can write to Redis but has no key plants a set-up with their own token's hash.
    const planted = { ...(await storedTable(redis, a.code)), status: 'waiting' };
    planted.seats[1].tokenHash = 'planted';
    await redis.client.set(`tp:table:${a.code}`, JSON.stringify(planted));
    const c = new Client(server.endpoint);
    await assert.rejects(c.joinById(a.code, { name: 'Eve' }), (e) => e.code === 4404 && /can't be opened/.test(e.message));
    // A sealed set-up moved to another table's key does not open there either.
    await a.leave();
  });

  test('Redis refuses a client without the password, and the server refuses a Redis URL without one', async () => {
    // A raw connection, as redis-cli without -a: every command is refused.
    const answer = await new Promise((resolve, reject) => {
      const socket = net.connect(redis.port, '127.0.0.1', () => socket.write('GET tp:table:X\r\n'));
      socket.once('data', (data) => { socket.destroy(); resolve(String(data)); });
      socket.once('error', reject);
    });
    assert.match(answer, /^-NOAUTH/);
    await assert.rejects(startServer({ redis: redis.openUrl }), (e) => /has no password/.test(e.message) && /exited \(1\)/.test(e.message));
    await assert.rejects(startServer({ redis: redis.url.replace(/:[0-9a-f]+@/, ':wrong@') }),
      (e) => /refused the password/.test(e.message) && !e.message.includes(redis.url.split('@')[0].slice(10)));
    // --insecure-redis (tests only) takes it: the server then says no more than that it listens.
    const insecure = await startServer({ redis: redis.url, args: ['--insecure-redis'] });
    await insecure.kill('SIGTERM');
    assert.ok(!insecure.output.join('\n').includes(redis.url.split('@')[0].slice(10)), 'the password was printed');
  });

  test('a server whose key is not the other servers\' refuses to start, and an unsealed table is said to be an older server\'s', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tidepool-keytest-'));
    try {
      const other = path.join(dir, 'other.key');
      writeFileSync(other, `${'cd'.repeat(32)}\n`, { mode: 0o600 });
      await assert.rejects(startServer({ redis: redis.url, args: ['--key-file', other] }),
        (e) => /not the one the tables in this Redis are sealed with/.test(e.message));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await redis.client.set('tp:table:KKKKKK', JSON.stringify({ code: 'KKKKKK', status: 'waiting', seats: [] }));
    const c = new Client(server.endpoint);
    await assert.rejects(c.create('table', { restore: 'KKKKKK' }), (e) => e.code === 4404 && /older version/.test(e.message));
  });

  test('the server refuses a key file other users can read, and one that is not a key', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tidepool-keytest-'));
    try {
      const open = path.join(dir, 'open.key');
      writeFileSync(open, `${'ab'.repeat(32)}\n`);
      chmodSync(open, 0o644);
      await assert.rejects(startServer({ redis: redis.url, args: ['--key-file', open] }), (e) => /chmod 600/.test(e.message));
      const bad = path.join(dir, 'bad.key');
      writeFileSync(bad, 'hello\n', { mode: 0o600 });
      await assert.rejects(startServer({ redis: redis.url, args: ['--key-file', bad] }), (e) => /64 hexadecimal digits/.test(e.message));
      // No key at all.
      const proc = spawn(process.execPath, [serverMain, '--port', '0'], {
        env: { ...process.env, TIDEPOOL_REDIS: redis.url, TIDEPOOL_KEY_FILE: '' }, stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      proc.stderr.on('data', (d) => { err += d; });
      const code = await new Promise((resolve) => proc.once('exit', resolve));
      assert.equal(code, 1);
      assert.match(err, /needs its key/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    assert.ok(keyFile());
  });
});

describe('names', () => {
  test('names with controls, bidi and separators, zero-width and other unprintable characters reach everyone cleaned', async () => {
    const a = recordingClient(server.endpoint);
    await a.create({ game: 'ripple', seats: ['human', 'human', 'human'], name: 'Ann\u0085\u009b31mX\u202eevil\u2028line' });
    const b = recordingClient(server.endpoint);
    await b.join(a.code, { name: '\u200bB\u200de\u2066n\u00a0\u3000Z\ue000\u0007' });
    const c = recordingClient(server.endpoint);
    await c.join(a.code, { name: '\u202e\u200b\u2029' }); // nothing printable: the seat's own name
    await until(() => a.table?.seats.every((s) => s.taken), 5000, 'every seat taken');
    assert.deepEqual(a.table.seats.map((s) => s.name), ['Ann 31mX evil line', 'B e n Z', 'Player 3']);
    const listed = await (await fetch(`${server.http}/tables`)).json();
    assert.ok(listed.tables, JSON.stringify(listed));
    const mine = listed.tables.find((t) => t.code === a.code);
    assert.deepEqual(mine.players, ['Ann 31mX evil line', 'B e n Z', 'Player 3']);
    for (const client of [a, b, c]) await client.leave();
  });
});
