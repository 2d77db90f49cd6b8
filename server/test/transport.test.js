// The keep-alive pings (src/transport.js): spread over the interval, each client still pinged once
// an interval, an unresponsive one still dropped. Fake WebSockets, no server.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { SLICES, SpreadPingTransport } from '../src/transport.js';
import { sleep, until } from './harness.js';

/** Pings per event-loop turn: the most any one turn sent. */
const turns = { current: 0, largest: 0, scheduled: false };
function countPing() {
  if (!turns.scheduled) {
    turns.scheduled = true;
    turns.current = 0;
    setImmediate(() => { turns.largest = Math.max(turns.largest, turns.current); turns.scheduled = false; });
  }
  turns.current += 1;
}

function fakeClient(answers) {
  return {
    pingCount: 0, pings: 0, terminated: false,
    ping() { countPing(); this.pings += 1; if (answers) this.pingCount = 0; }, // the pong resets the count
    terminate() { this.terminated = true; },
  };
}

/** The transport's ping loop over `clients` (the base class starts it once the server listens). */
function pinging(clients, interval) {
  const transport = Object.create(SpreadPingTransport.prototype);
  transport.wss = { clients: new Set(clients) };
  transport.autoTerminateUnresponsiveClients(interval, 2);
  return () => clearInterval(transport.pingInterval);
}

test('pings are spread over the interval: one turn pings a slice, every client about once an interval', async () => {
  turns.largest = 0;
  const clients = Array.from({ length: 400 }, () => fakeClient(true));
  const interval = 400;
  const stop = pinging(clients, interval);
  await sleep(3 * interval);
  stop();
  // The stock transport pinged all 400 in one turn.
  assert.equal(turns.largest, 400 / SLICES, `a turn pings one slice of the clients, not ${turns.largest}`);
  for (const c of clients) {
    assert.ok(c.pings >= 1 && c.pings <= 4, `each client pinged about once an interval (3 intervals), got ${c.pings}`);
    assert.equal(c.terminated, false);
  }
  const counts = clients.map((c) => c.pings);
  assert.ok(Math.max(...counts) - Math.min(...counts) <= 1, 'no client pinged more often than another');
});

test('a client that never answers is dropped after two unanswered pings, the others kept', async () => {
  const silent = fakeClient(false);
  const others = Array.from({ length: 39 }, () => fakeClient(true));
  const stop = pinging([silent, ...others], 200);
  await until(() => silent.terminated, 10000, 'the silent client terminated');
  stop();
  assert.equal(silent.pings, 2, 'terminated after exactly two unanswered pings');
  assert.ok(others.every((c) => !c.terminated && c.pings >= 2), 'the answering clients are kept');
});
