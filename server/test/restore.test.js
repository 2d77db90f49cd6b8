// Nothing lost: a client whose link drops comes back to its seat; a server process killed mid-game
// loses no action (its table comes back from Redis on a second process, and on the same process
// restarted), and its clients reconnect with their seat tokens to the same position.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import { startRedis, startServer, until } from './harness.js';
import { autoplay, recordingClient as newClient, rng } from './play.js';

function recordingClient(...args) {
  const c = newClient(...args);
  clients.push(c);
  return c;
}

let redis;
const servers = [];
const clients = [];

before(async () => {
  redis = await startRedis();
});

after(async () => {
  for (const c of clients) await c.leave();
  for (const s of servers) await s.kill('SIGKILL');
  await redis?.stop();
});

async function server(options = {}) {
  const s = await startServer({ redis: redis.url, rate: 1000, ...options });
  servers.push(s);
  return s;
}

/** Plays `count` actions by hand (the first legal action each time), each from whichever client
 *  is to act next (after any computer seat has played). */
async function playSome(clients, count) {
  for (let i = 0; i < count; i++) {
    const mover = await until(() => clients.find((c) => c.myTurn()), 5000, 'a person to act');
    const view = mover.myTurn();
    mover.act(view.legal[0].action, view.seat);
    await until(() => clients.every((c) => [...c.views.values()].every((v) => v.position > view.position)), 5000, `action ${view.position + 1}`);
  }
}

/** Ann creates a two-seat table on server `s` (`create`: the game and options), Ben joins, Ann
 *  starts, and both have their first views; then `actions` actions are played. */
async function annAndBenPlaying(s, create, actions) {
  const a = recordingClient(s.endpoint);
  await a.create({ seats: ['human', 'human'], name: 'Ann', ...create });
  const b = recordingClient(s.endpoint);
  await b.join(a.code, { name: 'Ben' });
  a.send('start');
  await until(() => a.views.size && b.views.size, 5000, 'the first views');
  await playSome([a, b], actions);
  return [a, b];
}

describe('nothing lost', () => {
  test('a client drops and reconnects to its seat', async () => {
    const s = await server();
    const [a, b] = await annAndBenPlaying(s, { game: 'ripple', options: { rounds: 1 } }, 4);
    const tables = [];
    a.on('table', (t) => tables.push(t));
    const reconnected = new Promise((resolve) => b.once('reconnected', resolve));
    const oldSession = b.room.sessionId;
    b.views.clear();
    b.drop();
    // A sees B away, then back.
    await until(() => tables.some((t) => t.seats[1].connected === false), 5000, 'B shown as away');
    await reconnected;
    assert.equal(b.room.sessionId, oldSession, 'Colyseus reconnection: the same session');
    await until(() => b.views.get(1)?.position === 4, 5000, 'B\'s view at the same position');
    await until(() => tables.at(-1).seats[1].connected === true, 5000, 'B shown as back');
    // And the game goes on to its end.
    const random = rng(3);
    const overs = [autoplay(a, random), autoplay(b, random)];
    const [over] = await Promise.all(overs);
    assert.equal(over.record.actions.slice(0, 4).length, 4);
    await a.leave();
    await b.leave();
  });

  test('a table everyone left is kept for a day, and comes back when a player returns', async () => {
    const s = await server();
    const [a, b] = await annAndBenPlaying(s, { game: 'ribbit' }, 2);
    // While people play, the table's keys carry a day's expiry that their process keeps setting again.
    for (const k of ['table', 'actions', 'owner']) {
      const ttl = await redis.client.ttl(`tp:${k}:${a.code}`);
      assert.ok(ttl > 86000 && ttl <= 86400, `tp:${k} kept a day ahead while people play (${ttl} s)`);
    }
    await a.leave();
    await b.leave();
    await until(async () => (await redis.client.get(`tp:owner:${a.code}`)) === null, 5000, 'the table let go once everyone left');
    const ttl = await redis.client.ttl(`tp:actions:${a.code}`);
    assert.ok(ttl > 86000 && ttl <= 86400, `kept for a day (${ttl} s)`);
    assert.equal(await redis.client.get(`tp:owner:${a.code}`), null, 'no process holds it');
    // Ann comes back with her token: the table is restored at the same position, kept again.
    const again = recordingClient(s.endpoint);
    await again.join(a.code, { token: a.token });
    assert.deepEqual(again.seats, [0]);
    await until(() => again.views.get(0)?.position === 2, 5000, 'the same position');
    assert.ok(await redis.client.ttl(`tp:table:${a.code}`) > 86390, 'kept a whole day ahead again');
    assert.equal(await redis.client.get(`tp:owner:${a.code}`), s.processId);
    await again.leave();
  });

  test('a table whose process was killed and whose players never came back is removed after the keep time', async () => {
    const s = await server({ args: ['--keep', '3'] });
    const a = recordingClient(s.endpoint, { autoReconnect: false });
    await a.create({ game: 'ribbit', seats: ['human', 'human'], name: 'Ann' });
    const b = recordingClient(s.endpoint, { autoReconnect: false });
    await b.join(a.code, { name: 'Ben' });
    a.send('start');
    await until(() => a.views.size && b.views.size, 5000, 'the first views');
    await playSome([a, b], 2);
    const keys = ['table', 'actions', 'owner'].map((k) => `tp:${k}:${a.code}`);
    await s.kill('SIGKILL');
    for (const k of keys) {
      const ttl = await redis.client.ttl(k);
      assert.ok(ttl > 0 && ttl <= 3, `${k} expires within the keep time (${ttl} s)`);
    }
    await until(async () => (await redis.client.exists(...keys)) === 0, 10000, 'the dead process\'s table to be removed');
  });

  test('a live table is kept by its process however long it waits for an action', async () => {
    const s = await server({ args: ['--keep', '2'] });
    const [a, b] = await annAndBenPlaying(s, { game: 'ribbit' }, 1);
    const keys = ['table', 'actions', 'owner'].map((k) => `tp:${k}:${a.code}`);
    await new Promise((resolve) => setTimeout(resolve, 5000)); // two and a half keep times, no action
    for (const k of keys) {
      const ttl = await redis.client.ttl(k);
      assert.ok(ttl > 0 && ttl <= 2, `${k} still there, kept a keep time ahead (${ttl} s)`);
    }
    await playSome([a, b], 1);
    assert.equal(await redis.client.llen(`tp:actions:${a.code}`), 2);
    await a.leave();
    await b.leave();
  });

  test('Redis stopped and started again mid-game: nothing lost, and a computer seat plays on', async () => {
    const own = await startRedis({ persist: true });
    const s = await startServer({ redis: own.url, rate: 1000, botDelayMs: 300 });
    try {
      const a = recordingClient(s.endpoint);
      await a.create({ game: 'ribbit', seats: ['human', 'bot:random'], name: 'Ann', options: { firstPlayer: 0 } });
      a.send('start');
      await until(() => a.myTurn(), 5000, 'Ann to act');
      a.act(a.myTurn().legal[0].action);
      await until(() => a.views.get(0)?.position === 1, 5000, 'Ann\'s action');
      // The computer's turn (300 ms later) comes while Redis is down: its action can't be stored.
      await own.restart(1500);
      await until(() => s.output.some((line) => /could not store action 2/.test(line)), 5000, 'the failed write');
      // Redis is back: the computer seat plays (it used to wait for ever), then Ann again.
      await until(() => a.myTurn()?.position === 2, 15000, 'the computer seat to play once Redis is back');
      a.act(a.myTurn().legal[0].action);
      await until(async () => (await own.client.llen(`tp:actions:${a.code}`)) === 3, 5000, 'three stored actions');
      await a.leave();
    } finally {
      await s.kill('SIGKILL');
      await own.stop();
    }
  });

  test('the players of a table whose process died come back at once: one room restores it', async () => {
    const [s1, s2] = [await server(), await server()];
    const a = recordingClient(s1.endpoint, { autoReconnect: false });
    await a.create({ game: 'ribbit', seats: ['human', 'human'], name: 'Ann' });
    const b = recordingClient(s1.endpoint, { autoReconnect: false });
    await b.join(a.code, { name: 'Ben' });
    a.send('start');
    await until(() => a.views.size && b.views.size, 5000, 'the first views');
    const owner = await redis.client.get(`tp:owner:${a.code}`);
    const [holder, other] = owner === s1.processId ? [s1, s2] : [s2, s1];
    await holder.kill('SIGKILL');
    // Both come back at the same moment, through the same process.
    const again = [recordingClient(other.endpoint), recordingClient(other.endpoint)];
    await Promise.all([again[0].join(a.code, { token: a.token }), again[1].join(a.code, { token: b.token })]);
    assert.equal(await redis.client.get(`tp:owner:${a.code}`), other.processId);
    // A second room for the table ended when its unused seat reservation ran out (15 s): it took
    // the live table's listing and owner key with it and set the table to expire.
    await new Promise((resolve) => setTimeout(resolve, 16000));
    assert.equal(await redis.client.get(`tp:owner:${a.code}`), other.processId, 'the live table keeps its owner');
    assert.ok(await redis.client.ttl(`tp:table:${a.code}`) > 86000, 'a table being played is kept (a day ahead)');
    assert.equal(await redis.client.hexists('roomcaches', a.code), 1, 'the table is still listed (found by its code)');
    const mover = await until(() => again.find((c) => c.myTurn()), 5000, 'a player to act');
    mover.act(mover.myTurn().legal[0].action, mover.myTurn().seat);
    await until(() => again.every((c) => [...c.views.values()].some((v) => v.position === 1)), 5000, 'the action seen by both');
    for (const c of again) await c.leave();
  });

  test('a server process stopped cleanly mid-game: its players are told to come back (4003), and do', async () => {
    const s = await server();
    const [a, b] = await annAndBenPlaying(s, { game: 'ribbit' }, 2);
    const codes = [];
    // A client told it left closes ('closed') instead of coming back ('reconnecting').
    const away = Promise.all([a, b].map((c) => new Promise((resolve) => {
      for (const event of ['reconnecting', 'closed']) c.once(event, (code) => { codes.push(code); resolve(); });
    })));
    const back = Promise.all([a, b].map((c) => new Promise((resolve) => c.once('reconnected', resolve))));
    await s.kill('SIGTERM');
    await away;
    // Colyseus's own shutdown closes with 4000, which a client reads as its own leave: it would stay away.
    assert.deepEqual(codes, [4003, 4003]);
    servers.push(await startServer({ redis: redis.url, rate: 1000, port: s.port }));
    await back;
    await until(() => [a, b].every((c) => [...c.views.values()].some((v) => v.position >= 2)), 10000, 'views after the restart');
    await playSome([a, b], 1);
  });

  for (const how of ['a second process', 'the same process restarted']) {
    test(`a server process killed mid-game: the game continues on ${how}`, async () => {
      const pair = how === 'a second process' ? [await server(), await server()] : [await server()];
      const endpoints = pair.map((s) => s.endpoint);
      const options = { fallbacks: endpoints.slice(1) };
      const a = recordingClient(endpoints[0], options);
      await a.create({ game: 'mini', options: { variant: 'advanced' }, seats: ['human', 'bot:easy', 'human'], name: 'Ann' });
      const b = recordingClient(endpoints.at(-1), { fallbacks: endpoints.slice(0, -1) });
      await b.join(a.code, { name: 'Ben' });
      a.send('start');
      await until(() => a.views.size && b.views.size, 5000, 'the first views');
      await playSome([a, b], 3);
      const before = await redis.client.lrange(`tp:actions:${a.code}`, 0, -1);
      assert.ok(before.length >= 3);
      // The process whose room holds the table (Colyseus puts a new room on the least busy one).
      const owner = await redis.client.get(`tp:owner:${a.code}`);
      const holder = pair.find((s) => s.processId === owner);
      assert.ok(holder, 'one of the processes owns the table');

      const back = Promise.all([a, b].map((c) => new Promise((resolve) => c.once('reconnected', resolve))));
      await holder.kill('SIGKILL');
      if (pair.length === 1) servers.push(await startServer({ redis: redis.url, rate: 1000, port: holder.port }));
      await back;
      // Same position: every action stored before the kill is there, and each client's view is at it.
      await until(() => [a, b].every((c) => [...c.views.values()].some((v) => v.position >= before.length)), 10000, 'views after the restore');
      assert.deepEqual(await redis.client.lrange(`tp:actions:${a.code}`, 0, before.length - 1), before, 'no action lost or changed');
      const newOwner = await redis.client.get(`tp:owner:${a.code}`);
      assert.ok(newOwner && newOwner !== owner, 'another process owns the table now');

      const random = rng(11);
      const [over] = await Promise.all([autoplay(a, random), autoplay(b, random)]);
      assert.deepEqual(over.record.actions.slice(0, before.length), before);
      assert.ok(over.record.actions.length > before.length);
      await a.leave();
      await b.leave();
    });
  }
});
