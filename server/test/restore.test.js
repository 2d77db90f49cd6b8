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

describe('nothing lost', () => {
  test('a client drops and reconnects to its seat', async () => {
    const s = await server();
    const a = recordingClient(s.endpoint);
    await a.create({ game: 'ripple', seats: ['human', 'human'], name: 'Ann', options: { rounds: 1 } });
    const b = recordingClient(s.endpoint);
    await b.join(a.code, { name: 'Ben' });
    a.send('start');
    await until(() => a.views.size && b.views.size, 5000, 'the first views');
    await playSome([a, b], 4);
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
    const a = recordingClient(s.endpoint);
    await a.create({ game: 'ribbit', seats: ['human', 'human'], name: 'Ann' });
    const b = recordingClient(s.endpoint);
    await b.join(a.code, { name: 'Ben' });
    a.send('start');
    await until(() => a.views.size && b.views.size, 5000, 'the first views');
    await playSome([a, b], 2);
    assert.equal(await redis.client.ttl(`tp:table:${a.code}`), -1, 'no expiry while people play');
    await a.leave();
    await b.leave();
    await until(async () => (await redis.client.ttl(`tp:table:${a.code}`)) > 0, 5000, 'the expiry once everyone left');
    const ttl = await redis.client.ttl(`tp:actions:${a.code}`);
    assert.ok(ttl > 86000 && ttl <= 86400, `kept for a day (${ttl} s)`);
    assert.equal(await redis.client.get(`tp:owner:${a.code}`), null, 'no process holds it');
    // Ann comes back with her token: the table is restored at the same position, kept again.
    const again = recordingClient(s.endpoint);
    await again.join(a.code, { token: a.token });
    assert.deepEqual(again.seats, [0]);
    await until(() => again.views.get(0)?.position === 2, 5000, 'the same position');
    assert.equal(await redis.client.ttl(`tp:table:${a.code}`), -1);
    await again.leave();
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
