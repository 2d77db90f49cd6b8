// Helpers for tests: clients that play by picking among the legal actions the server sent them,
// and the privacy check of everything a client received against the record's full states.
import assert from 'node:assert/strict';

import { TableClient } from '../src/client.js';

/** A small seeded generator (mulberry32) so that test games are repeatable. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A client that keeps every message it receives (type, payload) in `received`. */
export function recordingClient(endpoint, options) {
  const client = new TableClient(endpoint, options);
  client.received = [];
  client.on('message', (type, payload) => client.received.push({ type, payload }));
  return client;
}

/** Makes `client` play its seats: on each view where one of its seats is to act, a random legal
 *  action (from the list the server sent). Resolves with the 'over' message. */
export function autoplay(client, random) {
  return new Promise((resolve, reject) => {
    let lastActed = -1;
    const tryAct = () => {
      const view = client.myTurn();
      if (!view || view.position === lastActed) return;
      lastActed = view.position;
      const pick = view.legal[Math.floor(random() * view.legal.length)];
      client.act(pick.action, view.seat);
    };
    client.on('view', () => setImmediate(tryAct));
    client.on('refused', (r) => reject(new Error(`refused ${r.action}: ${r.reason}`)));
    client.on('reconnected', () => { lastActed = -1; setImmediate(tryAct); });
    client.once('over', resolve);
    client.once('closed', (code) => reject(new Error(`connection closed (${code})`)));
    setImmediate(tryAct);
  });
}

/** Does `value` contain, anywhere, an array deep-equal to `needle`? */
function containsArray(value, needle) {
  if (Array.isArray(value)) {
    if (value.length === needle.length && value.every((v, i) => v === needle[i])) return true;
    return value.some((v) => containsArray(v, needle));
  }
  if (value && typeof value === 'object') return Object.values(value).some((v) => containsArray(v, needle));
  return false;
}

/**
 * The truth a privacy check compares against, asked of `engine` once per position of `record`:
 * `fullAt(position)` is the full state there (State::toJson, every hand shown) and
 * `observationAt(position, seat)` the engine's observation for that seat (both from the record's
 * first `position` actions; `table` names the engine table the observations are opened on).
 */
export function truthOf(engine, record, table) {
  const prefix = (position) => ({ ...record, actions: record.actions.slice(0, position) });
  const fulls = new Map();
  const views = new Map();
  return {
    fullAt: async (position) => {
      if (!fulls.has(position)) fulls.set(position, (await engine.request('full', { record: prefix(position) })).state);
      return fulls.get(position);
    },
    observationAt: async (position, seat) => {
      if (!views.has(position)) views.set(position, (await engine.request('open', { table, record: prefix(position) })).view);
      return views.get(position).seats[seat].observation;
    },
  };
}

/**
 * Checks that everything `client` received reveals nothing of another seat: every view is exactly
 * the engine's observation for that client's seat at that position, and no message before the
 * end contains another seat's hand (as the full state lists it) or secret colour, or the seed.
 * `fullAt(position)` gives the full state (State::toJson) there; `observationAt(position, seat)`
 * the engine's observation.
 */
export async function checkPrivacy(client, record, fullAt, observationAt) {
  const mine = new Set(client.seats);
  const others = record.players.map((_, i) => i).filter((i) => !mine.has(i));
  let position = 0;
  let checkedViews = 0;
  for (const { type, payload } of client.received) {
    if (typeof payload?.position === 'number') position = payload.position;
    if (type === 'over') continue; // the game is over: the whole record may be shown
    assert.ok(!JSON.stringify(payload).includes(`"seed"`), `a ${type} message mentions the seed`);
    const full = await fullAt(position);
    for (const view of type === 'view' ? [payload] : type === 'played' ? payload.views : []) {
      assert.ok(mine.has(view.seat), `a view of seat ${view.seat} reached a client of seats ${[...mine]}`);
      assert.equal(view.position, position);
      assert.deepEqual(view.observation, await observationAt(position, view.seat),
        `the view of seat ${view.seat} at action ${position} is not that seat's observation`);
      checkedViews += 1;
    }
    if (full.finished) continue;
    for (const o of others) {
      const hand = full.hands?.[o];
      const ownHands = [...mine].map((s) => full.hands?.[s]);
      if (hand && hand.length >= 2 && !ownHands.some((h) => JSON.stringify(h) === JSON.stringify(hand))) {
        assert.ok(!containsArray(payload, hand), `a ${type} message at action ${position} contains seat ${o}'s hand ${hand}`);
      }
      const secret = full.colors?.[o];
      if (secret && payload.observation && !record.options?.openColors) {
        assert.equal(payload.observation.colors?.[o] ?? null, null, `seat ${o}'s secret colour reached seat ${payload.seat}`);
      }
    }
  }
  return checkedViews;
}
