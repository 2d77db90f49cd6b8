// Whole games of every game through a real Colyseus server and Redis, two and four clients each
// (and one with a computer seat), and what each client received checked for privacy.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import { Engine } from '../src/engine.js';
import { startRedis, startServer } from './harness.js';
import { autoplay, checkPrivacy, recordingClient, rng, truthOf } from './play.js';

let redis;
let server;
let engine;

before(async () => {
  redis = await startRedis();
  server = await startServer({ redis: redis.url, rate: 1000 });
  engine = new Engine();
  await engine.start();
});

after(async () => {
  await server?.kill('SIGTERM');
  await engine?.stop();
  await redis?.stop();
});

/** Plays one table to the end: `seats` kinds, the first `people` human seats each a client. */
async function playTable(game, options, seats, seed) {
  const random = rng(seed);
  const people = seats.filter((s) => s === 'human').length;
  const host = recordingClient(server.endpoint);
  await host.create({ game, options, seats, name: 'Host', seed });
  const clients = [host];
  for (let i = 1; i < people; i++) {
    const c = recordingClient(server.endpoint);
    await c.join(host.code, { name: `Guest ${i}` });
    clients.push(c);
  }
  const overs = clients.map((c) => autoplay(c, random));
  host.send('start');
  const results = await Promise.all(overs);
  const record = results[0].record;
  for (const r of results) assert.deepEqual(r.record, record, 'every client gets the same final record');
  // The stored record is the same, and the engine replays it to the same end.
  const stored = JSON.parse(await redis.client.get(`tp:record:${host.code}`));
  assert.deepEqual(stored, record);
  const { state } = await engine.request('full', { record });
  assert.equal(state.finished, true);
  assert.deepEqual([state.winner].flat(), results[0].winners);

  const { fullAt, observationAt } = truthOf(engine, record, 'privacy-check');
  for (const c of clients) {
    const checked = await checkPrivacy(c, record, fullAt, observationAt);
    assert.ok(checked > 0, 'each client got views');
    await c.leave();
  }
  return record;
}

const cases = [
  ['ribbit', {}, 2], ['ribbit', {}, 4],
  ['mini', { variant: 'basic' }, 2], ['mini', { variant: 'basic' }, 4],
  ['mini', { variant: 'advanced' }, 2], ['mini', { variant: 'advanced' }, 4],
  ['ripple', {}, 2], ['ripple', {}, 4],
];

describe('whole games through the server', () => {
  for (const [game, options, people] of cases) {
    test(`${game} ${options.variant ?? ''} with ${people} clients`, async () => {
      const record = await playTable(game, options, Array(people).fill('human'), 1000 + people);
      assert.ok(record.actions.length > people, 'the game went round the table');
    });
  }

  test('ribbit with two clients and a computer seat', async () => {
    const record = await playTable('ribbit', {}, ['human', 'bot:easy', 'human'], 7);
    assert.equal(record.players[1].kind, 'bot:easy');
  });
});
