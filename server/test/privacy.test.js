// Privacy, checked on everything that leaves the server before a game ends: every message each
// client receives (welcome, table, view, played, refused, error, checked, suggestion, ...), the
// lobby and record routes (/tables, /games, /tables/CODE/record) and the server's own log lines,
// compared with the full state at each position (the engine's `full`, which shows every hand and
// secret colour). Tables mix people at one screen (one client, two seats), computer seats and
// people at other screens.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import { Engine } from '../src/engine.js';
import { startRedis, startServer } from './harness.js';
import { recordingClient, rng, truthOf } from './play.js';

let redis;
let server;
let engine;

before(async () => {
  redis = await startRedis();
  server = await startServer({ redis: redis.url, rate: 1000, botDelayMs: 0 });
  engine = new Engine();
  await engine.start();
});

after(async () => {
  await server?.kill('SIGTERM');
  await engine?.stop();
  await redis?.stop();
});

/** Every array anywhere in `value` (with the path to it). */
function* arrays(value, path = '') {
  if (Array.isArray(value)) {
    yield [path, value];
    for (let i = 0; i < value.length; i++) yield* arrays(value[i], `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* arrays(v, `${path}.${k}`);
  }
}

/** Every object anywhere in `value` (with the path to it). */
function* objects(value, path = '') {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* objects(value[i], `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    yield [path, value];
    for (const [k, v] of Object.entries(value)) yield* objects(v, `${path}.${k}`);
  }
}

const sameMultiset = (a, b) => a.length === b.length && JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/**
 * What `payload` (something that reached a holder of `mine` seats at `position`) shows of the other
 * seats' secrets in `full`: a seat's hand (as a list, in any order, when it has 2+ cards not shared
 * with a hand of `mine`), or a secret colour (in a `colors` list, or in an object naming that seat).
 * Returns the problems found, as sentences.
 */
function leaks(payload, full, mine, what) {
  if (full.finished) return [];
  const problems = [];
  const seats = (full.hands ?? full.colors ?? []).map((_, i) => i);
  const others = seats.filter((s) => !mine.has(s));
  const ownHands = [...mine].map((s) => full.hands?.[s]).filter(Boolean);
  for (const o of others) {
    const hand = full.hands?.[o];
    if (hand && hand.length >= 2 && !ownHands.some((h) => sameMultiset(h, hand))) {
      for (const [path, list] of arrays(payload)) {
        if (sameMultiset(list, hand)) problems.push(`${what}${path} is seat ${o}'s hand ${hand}`);
      }
      const text = JSON.stringify(payload);
      if (text.includes(hand.join(' ')) || text.includes(hand.join(','))) problems.push(`${what} spells seat ${o}'s hand ${hand}`);
    }
    const colour = full.colors?.[o];
    if (colour && !full.options?.openColors) {
      for (const [path, object] of objects(payload)) {
        for (const key of ['colors', 'colours', 'secrets']) {
          if (Array.isArray(object[key]) && object[key][o] != null) problems.push(`${what}${path}.${key}[${o}] shows seat ${o}'s secret colour`);
        }
        const about = object.seat ?? object.player;
        for (const key of ['color', 'colour', 'secret', 'backs']) {
          if (about === o && object[key] != null) problems.push(`${what}${path}.${key} shows seat ${o}'s secret colour`);
        }
      }
    }
  }
  return problems;
}

/** GETs a route of the server; the parsed JSON (or the text) and the status. */
async function get(route) {
  const res = await fetch(server.http + route);
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

/**
 * Plays a whole table: `clients` lists how many seats each client claims (in seat order among the
 * human seats); every client picks random legal actions. Between actions the lobby and record
 * routes are read as anyone could. Returns what every client received, the routes' answers and the
 * final record.
 */
async function playWatched(game, options, seats, claims, seed) {
  const random = rng(seed);
  const clients = [];
  for (let i = 0; i < claims.length; i++) {
    const c = recordingClient(server.endpoint);
    const names = claims[i] > 1 ? Array.from({ length: claims[i] }, (_, k) => `P${i}.${k}`) : undefined;
    if (i === 0) await c.create({ game, options, seats, name: `P${i}`, names, claim: claims[i], seed });
    else await c.join(clients[0].code, { name: `P${i}`, names, claim: claims[i] });
    clients.push(c);
  }
  const code = clients[0].code;
  const routes = []; // {position, route, status, body}
  const watch = async (position) => {
    for (const route of ['/tables', '/games', `/tables/${code}/record`]) routes.push({ position, route, ...(await get(route)) });
  };
  await watch(0);
  const over = Promise.all(clients.map((c) => new Promise((resolve) => c.once('over', resolve))));
  let acted = -1;
  const step = async () => {
    for (const c of clients) {
      const view = c.myTurn();
      if (!view || view.position <= acted) continue;
      acted = view.position;
      await watch(view.position);
      // Now and then a question first: a check of an illegal action, and a hint.
      if (view.position % 7 === 3) c.send('check', { action: 'nonsense', seat: view.seat });
      if (view.position % 11 === 5) c.send('suggest', { seat: view.seat, level: 'easy' });
      // And an action out of turn, from a client with no seat to act.
      const idle = clients.find((other) => !other.myTurn());
      if (idle && view.position % 5 === 1) idle.act(view.legal[0].action);
      c.act(view.legal[Math.floor(random() * view.legal.length)].action, view.seat);
    }
  };
  for (const c of clients) c.on('view', () => setImmediate(step));
  clients[0].send('start');
  const [final] = await over;
  const record = final.record;
  return { clients, routes, record };
}

async function checkTable(game, options, seats, claims, seed) {
  const { clients, routes, record } = await playWatched(game, options, seats, claims, seed);
  const { fullAt, observationAt } = truthOf(engine, record, 'privacy');
  const problems = [];
  const allSeats = new Set();

  // 1. Each client's messages: views are exactly its own seats' observations; nothing else shows
  //    another seat's secrets.
  const broadcasts = clients.map(() => []);
  for (const [i, c] of clients.entries()) {
    const mine = new Set(c.seats);
    for (const s of mine) allSeats.add(s);
    let position = 0;
    for (const { type, payload } of c.received) {
      if (typeof payload?.position === 'number') position = payload.position;
      if (type === 'over') continue; // the end: the whole record is everyone's now
      const full = await fullAt(position);
      if (JSON.stringify(payload).includes('"seed"')) problems.push(`client ${i}: a ${type} message mentions the seed`);
      const views = type === 'view' ? [payload] : type === 'played' ? payload.views : [];
      for (const view of views) {
        if (!mine.has(view.seat)) problems.push(`client ${i} (seats ${[...mine]}) got a view of seat ${view.seat}`);
        else assert.deepEqual(view.observation, await observationAt(view.position, view.seat), `client ${i}: the view of seat ${view.seat} at ${view.position} is not its observation`);
      }
      problems.push(...leaks(payload, full, mine, `client ${i}: ${type}`));
      // What is sent to all: the same for every client (so it can't carry one seat's secret to it).
      if (type === 'played') broadcasts[i].push(JSON.stringify({ ...payload, views: undefined }));
    }
  }
  for (let i = 1; i < clients.length; i++) {
    assert.deepEqual(broadcasts[i], broadcasts[0], `client ${i} got other log lines than client 0`);
  }

  // 2. The lobby and record routes, read by anyone (no seat) during the game.
  for (const { position, route, status, body } of routes) {
    const full = await fullAt(position);
    if (route.endsWith('/record')) assert.equal(status, 404, `${route} answered before the end`);
    problems.push(...leaks(body, full, new Set(), `GET ${route} at ${position}`));
    if (JSON.stringify(body).includes('"seed"')) problems.push(`GET ${route} mentions a seed`);
  }
  // After the end, the record is there (and the same).
  const { status, body } = await get(`/tables/${clients[0].code}/record`);
  assert.equal(status, 200);
  assert.deepEqual(body, record);

  // 3. The server's log lines (its standard output and error).
  for (const line of server.output) {
    for (let position = 0; position < record.actions.length; position++) {
      problems.push(...leaks(line, await fullAt(position), new Set(), `log line "${line.slice(0, 80)}" (at ${position})`));
    }
  }

  assert.deepEqual(problems, []);
  for (const c of clients) await c.leave();
  return { record, allSeats };
}

describe('no message, route or log line shows another seat\'s secrets', () => {
  test('ribbit: two people at one screen, one at another, and two computers', async () => {
    const { record } = await checkTable('ribbit', {}, ['human', 'human', 'bot:easy', 'human', 'bot:random'], [2, 1], 21);
    assert.ok(record.actions.length > 10);
  });

  test('turtle race mini, advanced: three people and a computer', async () => {
    await checkTable('mini', { variant: 'advanced' }, ['human', 'bot:medium', 'human', 'human'], [1, 1, 1], 22);
  });

  test('ripple: two people at one screen and one at another', async () => {
    await checkTable('ripple', { rounds: 1 }, ['human', 'human', 'human'], [1, 2], 23);
  });
});
