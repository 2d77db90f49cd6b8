// Authority and bad input: a client acts only for its own seats, the engine's reason comes back
// for a refused action, and malformed, oversized, unknown or flooding messages and bad tables get
// a clear error to that client only, while another table plays on untouched.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';

import { Client } from 'colyseus.js';

import { startRedis, startServer, storedTable, until } from './harness.js';
import { recordingClient } from './play.js';

let redis;
let server;

before(async () => {
  redis = await startRedis();
  server = await startServer({ redis: redis.url });
});

after(async () => {
  await server?.kill('SIGTERM');
  await redis?.stop();
});

async function twoPlayerTable(game = 'ribbit') {
  const a = recordingClient(server.endpoint);
  await a.create({ game, seats: ['human', 'human'], name: 'Ann', seed: 5 });
  const b = recordingClient(server.endpoint);
  await b.join(a.code, { name: 'Ben' });
  a.send('start');
  await until(() => a.views.size && b.views.size, 5000, 'the first views');
  return [a, b];
}

const next = (client, type) => new Promise((resolve) => client.once(type, resolve));

describe('authority', () => {
  test('a second client cannot act for the first', async () => {
    const [a, b] = await twoPlayerTable();
    const view = a.views.get(0);
    assert.equal(view.current, 0, 'seat 0 starts (firstPlayer 0)');
    const legal = view.legal[0].action;
    // B names A's seat: refused before the engine is asked.
    b.act(legal, 0);
    const error = await next(b, 'server-error');
    assert.equal(error.code, 'not-your-seat');
    // B acts for its own seat out of turn: the engine's reason.
    b.act(legal, 1);
    const refused = await next(b, 'refused');
    assert.equal(refused.reason, 'it is not your turn');
    // Nothing moved: A still to act at position 0, and Redis holds no action.
    assert.equal(await redis.client.llen(`tp:actions:${a.code}`), 0);
    a.act(legal);
    const played = await next(b, 'played');
    assert.deepEqual([played.position, played.seat, played.action], [1, 0, legal]);
    assert.deepEqual(played.views.map((v) => v.seat), [1], 'B gets the new view of its own seat only');
    assert.equal(await redis.client.llen(`tp:actions:${a.code}`), 1);
    await a.leave();
    await b.leave();
  });

  test('one Hard suggestion at a time per table: another client asking meanwhile is told busy', async () => {
    const [a, b] = await twoPlayerTable();
    const [mover, other] = a.myTurn() ? [a, b] : [b, a];
    const answers = [];
    for (const c of [mover, other]) {
      c.on('suggestion', (s) => answers.push({ who: c, type: 'suggestion', s }));
      c.on('server-error', (e) => answers.push({ who: c, type: 'error', e }));
    }
    mover.send('suggest', { level: 'hard' });
    other.send('suggest', { level: 'hard' });
    await until(() => answers.length === 2, 10000, 'both answered');
    const busy = answers.find((x) => x.who === other);
    assert.equal(busy.type, 'error');
    assert.equal(busy.e.code, 'busy');
    assert.match(busy.e.message, /a hard suggestion is already being worked out at this table; ask again in a moment/);
    assert.equal(answers.find((x) => x.who === mover).type, 'suggestion');
    // Once it is answered, the next one is worked out; a lighter level never waits for it.
    mover.send('suggest', { level: 'hard' });
    other.send('suggest', { level: 'easy' });
    await until(() => answers.length === 4, 10000, 'both answered again');
    assert.equal(answers.slice(2).find((x) => x.who === mover).type, 'suggestion');
    assert.equal(answers.slice(2).find((x) => x.who === other).e?.code, 'not-your-turn');
    await a.leave();
    await b.leave();
  });

  test('Hard suggestions are limited per process too: another table asking meanwhile is told busy', async () => {
    const capped = await startServer({ redis: redis.url, args: ['--hard-suggestions', '1'] });
    try {
      const table = async (name) => {
        const a = recordingClient(capped.endpoint);
        await a.create({ game: 'ribbit', seats: ['human', 'human'], claim: 2, names: [`${name}1`, `${name}2`], seed: 5 });
        a.send('start');
        await until(() => a.views.size === 2, 5000, 'the first views');
        return a;
      };
      const [first, second] = [await table('A'), await table('B')];
      const answers = [];
      for (const c of [first, second]) {
        c.on('suggestion', (s) => answers.push({ who: c, type: 'suggestion', s }));
        c.on('server-error', (e) => answers.push({ who: c, type: 'error', e }));
      }
      const seatToAct = (c) => c.views.get(0).current;
      first.send('suggest', { level: 'hard', seat: seatToAct(first) });
      second.send('suggest', { level: 'hard', seat: seatToAct(second) });
      await until(() => answers.length === 2, 10000, 'both answered');
      assert.equal(answers.find((x) => x.who === first).type, 'suggestion');
      const busy = answers.find((x) => x.who === second);
      assert.equal(busy.e?.code, 'busy');
      assert.match(busy.e.message, /the server is working out hard suggestions for other tables; ask again in a moment/);
      // Once it is answered, the other table's is worked out.
      second.send('suggest', { level: 'hard', seat: seatToAct(second) });
      await until(() => answers.length === 3, 10000, 'answered again');
      assert.equal(answers[2].type, 'suggestion');
      await first.leave();
      await second.leave();
    } finally {
      await capped.kill('SIGTERM');
    }
  });

  test('an illegal action is refused with the engine\'s reason', async () => {
    const [a, b] = await twoPlayerTable();
    a.act('R+ Q');
    const refused = await next(a, 'refused');
    assert.match(refused.reason, /\S/);
    assert.equal(refused.position, 0);
    a.send('check', { action: 'R+ Q' });
    const checked = await next(a, 'checked');
    assert.equal(checked.legal, false);
    assert.equal(checked.reason, refused.reason);
    a.send('suggest', { level: 'easy' });
    const suggestion = await next(a, 'suggestion');
    assert.ok(a.views.get(0).legal.some((l) => l.action === suggestion.action), 'a suggestion is a legal action');
    await a.leave();
    await b.leave();
  });

  test('only the host starts, and only with every seat taken', async () => {
    const a = recordingClient(server.endpoint);
    await a.create({ game: 'mini', seats: ['human', 'human', 'human'], name: 'Ann' });
    a.send('start');
    assert.equal((await next(a, 'server-error')).code, 'seats-free');
    const b = recordingClient(server.endpoint);
    await b.join(a.code, { name: 'Ben', claim: 2 });
    assert.deepEqual(b.seats, [1, 2], 'one client plays two seats at one screen');
    b.send('start');
    assert.equal((await next(b, 'server-error')).code, 'not-host');
    a.send('start');
    await until(() => b.views.size === 2, 5000, 'two views for the two seats');
    // A third client can't join a started table without a seat token.
    const c = new Client(server.endpoint);
    await assert.rejects(c.joinById(a.code, {}), (e) => e.code === 4423 && /has started/.test(e.message));
    await a.leave();
    await b.leave();
  });

  test('two players with one name are told apart: the second Ann is "Ann (2)"', async () => {
    const a = recordingClient(server.endpoint);
    await a.create({ game: 'mini', seats: ['human', 'human', 'human', 'human'], name: 'Ann' });
    const b = recordingClient(server.endpoint);
    await b.join(a.code, { name: 'ann' });
    const c = recordingClient(server.endpoint);
    await c.join(a.code, { name: 'Ann' });
    const names = () => a.table?.seats.map((s) => s.name);
    await until(() => names()?.[2], 5000, 'three seats named');
    assert.deepEqual(names().slice(0, 3), ['Ann', 'ann (2)', 'Ann (3)']);
    // Renaming to a name another seat has is told apart too.
    c.send('name', { name: 'ANN' });
    await until(() => names()[2] !== 'Ann (3)', 5000, 'the new name');
    assert.equal(names()[2], 'ANN (3)');
    for (const x of [a, b, c]) await x.leave();
  });
});

describe('bad input', () => {
  test('unknown games, options and seat kinds are refused with a message', async () => {
    const c = new Client(server.endpoint);
    await assert.rejects(c.create('table', { game: 'chess', seats: ['human', 'human'] }), (e) => e.code === 4422 && /unknown game "chess"/.test(e.message));
    await assert.rejects(c.create('table', { game: 'ribbit', options: { deck: 'tarot' }, seats: ['human', 'human'] }), (e) => e.code === 4422 && /deck/.test(e.message));
    await assert.rejects(c.create('table', { game: 'ribbit', options: { colour: 1 }, seats: ['human', 'human'] }), (e) => e.code === 4422 && /unknown option "colour"/.test(e.message));
    let nested = 'x';
    for (let i = 0; i < 2000; i++) nested = [nested];
    await assert.rejects(c.create('table', { game: 'ribbit', options: { deck: nested }, seats: ['human', 'human'] }), (e) => e.code === 4422 && /options must map/.test(e.message));
    await assert.rejects(c.create('table', { game: 'ribbit', seats: ['human'] }), (e) => e.code === 4422 && /2 to 5 seats/.test(e.message));
    await assert.rejects(c.create('table', { game: 'ribbit', seats: ['human', 'bot:genius'] }), (e) => e.code === 4422 && /not a seat kind/.test(e.message));
    await assert.rejects(c.create('table', { game: 'ribbit', seats: ['bot:easy', 'bot:easy'] }), (e) => e.code === 4422);
    await assert.rejects(c.joinById('AAAAAA', {}), (e) => e.code === 4212);
    await assert.rejects(c.create('table', { restore: 'AAAAAA' }), (e) => e.code === 4404 && /no table has the code AAAAAA/.test(e.message));
    await assert.rejects(c.create('table', { restore: 'hello!' }), (e) => e.code === 4404 && /not a table code/.test(e.message));
  });

  test('a creator\'s claim is checked at matchmaking, before anything is stored', async () => {
    const c = new Client(server.endpoint);
    const stored = async () => (await redis.client.keys('tp:*')).sort();
    const before = await stored();
    await assert.rejects(c.create('table', { game: 'ribbit', seats: ['human', 'human'], claim: 0 }),
      (e) => e.code === 4422 && /claim must be a number of seats from 1 to 2/.test(e.message));
    await assert.rejects(c.create('table', { game: 'ribbit', seats: ['human', 'human'], claim: 3 }),
      (e) => e.code === 4422 && /claim must be a number of seats from 1 to 2/.test(e.message));
    await assert.rejects(c.create('table', { game: 'ribbit', seats: ['human', 'bot:easy'], claim: 2 }),
      (e) => e.code === 4422 && /from 1 to 1/.test(e.message));
    await assert.rejects(c.create('table', { game: 'ribbit', seats: ['human', 'human'], claim: 1.5 }), (e) => e.code === 4422);
    assert.deepEqual(await stored(), before, 'no table written to Redis');
    // Two seats claimed at a two-seat table is fine (people at one screen).
    const a = recordingClient(server.endpoint);
    await a.create({ game: 'ribbit', seats: ['human', 'human'], claim: 2, names: ['Ann', 'Ben'] });
    assert.deepEqual(a.seats, [0, 1]);
    await a.leave();
  });

  test('a finished game\'s record asked for with a path that is not valid percent-encoding: 400, said', async () => {
    for (const path of ['/tables/%E0%A4%A/record', '/tables/%FF/record', '/tables/%/record']) {
      const res = await fetch(`${server.http}${path}`);
      assert.equal(res.status, 400, path);
      assert.match((await res.json()).error, /not valid percent-encoding/, path);
    }
    const res = await fetch(`${server.http}/tables/K7QF3A/record`);
    assert.equal(res.status, 404);
  });

  test('act, check and suggest sent without a payload: bad-message for act and check, a suggestion for suggest', async () => {
    const [a, b] = await twoPlayerTable();
    const mover = a.myTurn() ? a : b;
    const errors = [];
    mover.on('server-error', (e) => errors.push(e));
    mover.room.send('act');
    await until(() => errors.length === 1, 5000, 'the answer to act');
    assert.equal(errors[0].code, 'bad-message');
    assert.match(errors[0].message, /act needs "action"/);
    mover.room.send('check');
    await until(() => errors.length === 2, 5000, 'the answer to check');
    assert.equal(errors[1].code, 'bad-message');
    assert.match(errors[1].message, /check needs "action"/);
    // suggest's fields are all optional: no payload is the medium level for the seat to act.
    const suggestion = next(mover, 'suggestion');
    mover.room.send('suggest');
    assert.equal((await suggestion).position, 0);
    mover.room.send('name');
    await until(() => errors.length === 3, 5000, 'the answer to name');
    assert.equal(errors[2].code, 'already-started');
    assert.ok(!server.output.some((l) => /TypeError/.test(l)), 'no TypeError in the server\'s log');
    await a.leave();
    await b.leave();
  });

  test('new tables are limited per address and minute, over every process of a Redis; coming back is not counted', async () => {
    const limited = await startServer({ redis: redis.url, tablesPerMinute: 3 });
    const proxied = await startServer({ redis: redis.url, tablesPerMinute: 3, args: ['--trust-proxy'] });
    try {
      const table = { game: 'ribbit', seats: ['human', 'human'], name: 'Ann' };
      const create = (srv, headers = {}) => fetch(`${srv.http}/matchmake/create/table`, {
        method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(table),
      }).then((res) => res.json());
      const tables = async () => (await redis.client.keys('tp:table:*')).length;
      for (let i = 0; i < 3; ++i) assert.ok((await create(limited)).room, `table ${i + 1} of 3 is made`);
      const before = await tables();
      // A client's own X-Forwarded-For or X-Real-IP does not make it someone else here.
      const refused = await create(limited, { 'X-Forwarded-For': '198.51.100.1', 'X-Real-IP': '198.51.100.2' });
      assert.equal(refused.code, 4429);
      assert.match(refused.error, /too many new tables from your address \(at most 3 a minute\); try again in \d+ s/);
      assert.equal(await tables(), before, 'the refused table is not stored');
      // The other process shares the count (one Redis) ...
      assert.equal((await create(proxied)).code, 4429);
      // ... and behind a proxy (--trust-proxy) each X-Real-IP has its own.
      for (let i = 0; i < 3; ++i) assert.ok((await create(proxied, { 'X-Real-IP': '203.0.113.7' })).room);
      assert.equal((await create(proxied, { 'X-Real-IP': '203.0.113.7' })).code, 4429);
      assert.ok((await create(proxied, { 'X-Real-IP': '203.0.113.8' })).room);
      // An IPv6 address counts by its /64 network (one household's): a new address in it is no way round.
      for (let i = 1; i <= 3; ++i) assert.ok((await create(proxied, { 'X-Real-IP': `2001:db8:1:2::${i}` })).room);
      assert.equal((await create(proxied, { 'X-Real-IP': '2001:db8:1:2:ffff:1:2:3' })).code, 4429);
      assert.ok((await create(proxied, { 'X-Real-IP': '2001:db8:1:3::1' })).room, 'another /64 is someone else');
      // Coming back to a table (create with restore) makes no new table: not refused for the limit.
      const c = new Client(limited.endpoint);
      await assert.rejects(c.create('table', { restore: 'AAAAAA' }), (e) => e.code === 4404);
    } finally {
      await limited.kill('SIGTERM');
      await proxied.kill('SIGTERM');
    }
  });

  test('a table is made by the process asked, and a refusal keeps its code on any process of a pool', async () => {
    const own = await startRedis();
    const first = await startServer({ redis: own.url });
    const second = await startServer({ redis: own.url });
    try {
      // The second process holds a table, the first none: Colyseus on its own would make the next
      // table on the first (fewest rooms), whichever process was asked.
      const held = recordingClient(second.endpoint);
      await held.create({ game: 'ribbit', seats: ['human', 'human'], name: 'Ann' });
      const c = new Client(second.endpoint);
      await assert.rejects(c.create('table', { game: 'chess', seats: ['human', 'human'] }),
        (e) => e.code === 4422 && /unknown game "chess"/.test(e.message));
      await assert.rejects(c.create('table', { game: 'ribbit', seats: ['human', 'human'], options: { trackLength: 99 } }),
        (e) => e.code === 4422);
      await assert.rejects(c.create('table', { restore: 'AAAAAA' }), (e) => e.code === 4404 && /no table has the code AAAAAA/.test(e.message));
      const made = await (await fetch(`${second.http}/matchmake/create/table`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ game: 'ribbit', seats: ['human', 'human'], name: 'Ben' }),
      })).json();
      assert.equal(made.room.processId, second.processId, 'made by the process asked');
      await held.leave();
    } finally {
      await first.kill('SIGTERM');
      await second.kill('SIGTERM');
      await own.stop();
    }
  });

  test('an oversized matchmaking request is refused unread', async () => {
    const res = await fetch(`${server.http}/matchmake/create/table`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game: 'ribbit', seats: ['human', 'human'], name: 'x'.repeat(100000) }),
    });
    assert.equal(res.status, 413);
    assert.match((await res.json()).error, /at most 16384 bytes/);
    const c = new Client(server.endpoint); // and the server goes on
    const room = await c.create('table', { game: 'ribbit', seats: ['human', 'human'], name: 'x'.repeat(1000) });
    await room.leave();
  });

  test('a name or option with half a character (a lone UTF-16 surrogate) is mended or refused, never left unanswered', async () => {
    // A name of 41 characters whose last is an emoji: cut to 40 whole characters (a cut in the
    // middle of the emoji's two UTF-16 units made a request the engine could not read, and the
    // start never answered). A lone surrogate from JSON ("\udc00") is not printable text: it goes.
    const a = recordingClient(server.endpoint);
    await a.create({ game: 'ripple', seats: ['human', 'human'], name: `${'a'.repeat(39)}\u{1F600}b` });
    const b = recordingClient(server.endpoint);
    await b.join(a.code, { name: '\udc00Ben\ud83d' });
    a.send('start');
    await until(() => a.views.size && b.views.size, 5000, 'the first views');
    assert.deepEqual(a.table.seats.map((s) => s.name), [`${'a'.repeat(39)}\u{1F600}`, 'Ben']);
    const stored = await storedTable(redis, a.code);
    assert.equal(stored.status, 'playing');
    // An option's value with a lone surrogate: the engine's refusal, at once.
    const c = new Client(server.endpoint);
    await assert.rejects(c.create('table', { game: 'ribbit', options: { deck: 'x\ud83d' }, seats: ['human', 'human'] }),
      (e) => e.code === 4422 && /option deck: unknown value/.test(e.message));
    await a.leave();
    await b.leave();
  });

  test('a table\'s seed is the server\'s secret: a creator can\'t choose it, and it does not come from Math.random', async () => {
    // A server as deployed (no --client-seeds), whose Math.random always says the same.
    const plain = await startServer({ redis: redis.url, clientSeeds: false,
      env: { NODE_OPTIONS: '--import=data:text/javascript,Math.random=()=>0.5' } });
    try {
      const seeds = [];
      for (let i = 0; i < 2; i++) {
        const c = new Client(plain.endpoint);
        const room = await c.create('table', { game: 'ribbit', seats: ['human', 'human'], seed: 5 });
        seeds.push((await storedTable(redis, room.roomId)).seed);
        await room.leave();
      }
      assert.ok(!seeds.includes(5), `a client chose the seed: ${seeds}`);
      assert.notEqual(seeds[0], seeds[1], 'two tables got the same seed');
      assert.ok(seeds.every((seed) => Number.isSafeInteger(seed) && seed >= 0));
    } finally {
      await plain.kill('SIGTERM');
    }
  });

  test('a second connection with the same seat token takes the seats over, and the first stays closed', async () => {
    const [a, b] = await twoPlayerTable();
    const closed = [];
    a.on('closed', (code) => closed.push(code));
    let reconnections = 0;
    a.on('reconnecting', () => { reconnections += 1; });
    const again = recordingClient(server.endpoint);
    await again.join(a.code, { token: a.token });
    assert.deepEqual(again.seats, [0]);
    await until(() => closed.length, 5000, 'the first connection to close');
    assert.deepEqual(closed, [4001]);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // (the first came back at 0.1-0.7 s)
    assert.equal(reconnections, 0, 'the first connection came back and took the seat again');
    // The new connection plays the seat.
    again.act(again.views.get(0).legal[0].action);
    assert.equal((await next(b, 'played')).position, 1);
    await again.leave();
    await b.leave();
  });

  test('a stranger who knows a table\'s code can\'t fill its room and keep its players out', async () => {
    const [a, b] = await twoPlayerTable();
    // Forty matchmaking requests without a seat token, never followed by a connection: each used to
    // hold a place in the room for 15 s, and from the 31st the room was locked to everyone.
    const answers = [];
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${server.http}/matchmake/joinById/${a.code}`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name": "Eve"}' });
      answers.push((await res.json()).code);
    }
    assert.deepEqual(new Set(answers), new Set([4423]), 'every one refused: the table has started');
    const wrong = await fetch(`${server.http}/matchmake/joinById/${a.code}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"token": "guess"}' });
    assert.equal((await wrong.json()).code, 4401);
    // Colyseus's join / joinOrCreate (seat me at any public table) are not offered.
    for (const method of ['join', 'joinOrCreate']) {
      const res = await fetch(`${server.http}/matchmake/${method}/table`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      assert.match((await res.json()).error, /invalid method/);
    }
    // Ben's link drops; he comes back at once with his seat token.
    b.autoReconnect = false;
    b.drop();
    const again = recordingClient(server.endpoint);
    const started = Date.now();
    await again.join(a.code, { token: b.token });
    assert.deepEqual(again.seats, [1]);
    assert.ok(Date.now() - started < 3000, `Ben came back only after ${Date.now() - started} ms`);
    await a.leave();
    await again.leave();
  });

  test('a wrong seat token is refused', async () => {
    const [a, b] = await twoPlayerTable();
    const c = new Client(server.endpoint);
    await assert.rejects(c.joinById(a.code, { token: 'not-a-token' }), (e) => e.code === 4401);
    await a.leave();
    await b.leave();
  });

  test('malformed, unknown, oversized and flooding messages touch only their sender', async () => {
    const [a, b] = await twoPlayerTable();
    const [c, d] = await twoPlayerTable('mini');
    a.send('act', { action: 42 });
    assert.equal((await next(a, 'server-error')).code, 'bad-message');
    a.room.send('act', 'R+ R'); // not a map
    assert.equal((await next(a, 'server-error')).code, 'bad-message');
    a.send('dance', { now: true });
    assert.equal((await next(a, 'server-error')).code, 'unknown-type');
    // A flood: the client is told to slow down; its messages beyond the limit are dropped.
    const errors = [];
    a.on('server-error', (e) => errors.push(e.code));
    for (let i = 0; i < 60; i++) a.send('check', { action: 'R+ R' });
    await until(() => errors.includes('rate-limited'), 5000, 'the rate limit');
    // An action dropped by the limit is always answered, with its notation: a move never vanishes.
    // (On a loaded machine the flood may reach the server in two reads far enough apart for the
    // limit to let one of the actions through: that one is answered by the engine instead.)
    const dropped = [];
    const answered = [];
    a.on('server-error', (e) => { if (e.code === 'rate-limited' && e.action) { dropped.push(e.action); answered.push(e.action); } });
    a.on('refused', (r) => answered.push(r.action));
    for (let i = 0; i < 30; i++) a.send('check', { action: 'R+ R' });
    for (let i = 0; i < 3; i++) a.send('act', { action: `R+ R ${i}` });
    await until(() => answered.length === 3, 20000, 'every action answered');
    assert.deepEqual([...answered].sort(), ['R+ R 0', 'R+ R 1', 'R+ R 2']);
    assert.ok(dropped.length >= 1, 'the limit dropped the actions after the flood');
    // Oversized: that connection is closed by the WebSocket layer (1009); B's table is fine.
    const closed = new Promise((resolve) => a.room.onLeave(resolve));
    a.autoReconnect = false;
    a.send('act', { action: 'x'.repeat(10000) });
    assert.equal(await closed, 1009);
    // The other table plays on.
    const view = c.views.get(0);
    c.act(view.legal[0].action);
    const played = await next(d, 'played');
    assert.equal(played.position, 1);
    await b.leave();
    await c.leave();
    await d.leave();
  });

  test('a table asked for while Redis is down: a clear message, not ioredis\'s', { timeout: 120000 }, async () => {
    const own = await startRedis();
    const s = await startServer({ redis: own.url });
    try {
      await own.stop();
      const c = new Client(s.endpoint);
      await assert.rejects(c.create('table', { game: 'ribbit', seats: ['human', 'human'] }),
        (e) => e.code === 4213 && /cannot reach its storage \(Redis\) now; try again later/.test(e.message) && !/max retries/.test(e.message));
      for (const path of ['/tables', '/tables/K7QF3A/record']) {
        const res = await fetch(`${s.http}${path}`);
        assert.equal(res.status, 503, path);
        assert.match((await res.json()).error, /cannot reach its storage/, path);
      }
    } finally {
      await s.kill('SIGKILL');
    }
  });

  test('a server on a port already in use says so and exits with status 3 (not started again by scripts/serve)', async () => {
    const taken = net.createServer();
    await new Promise((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      await assert.rejects(startServer({ redis: redis.url, port: taken.address().port }),
        (e) => /^server exited \(3\)/.test(e.message) && /port \d+ on 127\.0\.0\.1 is already in use/.test(e.message) && !/EADDRINUSE/.test(e.message));
    } finally {
      taken.close();
    }
  });

  test('a bad number or yes/no in the settings stops the server with a message naming it (never a silent 0)', async () => {
    const cases = [
      [{ TIDEPOOL_TABLES_PER_MINUTE: '' }, [], /--tables-per-minute \(or TIDEPOOL_TABLES_PER_MINUTE\): "" is not a whole number 0\.\.100000/],
      [{}, ['--tables-per-minute', '0x10'], /--tables-per-minute \(or TIDEPOOL_TABLES_PER_MINUTE\): "0x10" is not a whole number/],
      [{ TIDEPOOL_RATE: '1e2' }, [], /--rate \(or TIDEPOOL_RATE\): "1e2" is not a whole number/],
      [{ TIDEPOOL_TRUST_PROXY: 'ture' }, [], /TIDEPOOL_TRUST_PROXY: "ture" is not 1, true, yes, 0, false or no/],
    ];
    for (const [env, args, message] of cases) {
      await assert.rejects(startServer({ redis: redis.url, tablesPerMinute: null, env, args }),
        (e) => /server exited \(2\)/.test(e.message) && message.test(e.message), JSON.stringify([env, args]));
    }
  });

  test('a server without Redis says so and exits', async () => {
    await assert.rejects(startServer({ redis: 'redis://:secret@127.0.0.1:1' }),
      (e) => /cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1/.test(e.message) && !e.message.includes('secret'));
  });
});
