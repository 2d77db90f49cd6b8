// The wire protocol of docs/online.md as a client in another language sees it: matchmaking over
// HTTP (JSON), then the room over a WebSocket with Colyseus's framing and MessagePack payloads —
// no Colyseus SDK and no Schema decoder (this is what the Qt client of part 2 speaks).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { pack, unpackMultiple } from 'msgpackr';
import WebSocket from 'ws';

import { startRedis, startServer, until } from './harness.js';
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

const JOIN_ROOM = 10;
const ERROR = 11;

/** An ERROR frame `[11, code, message]` as Colyseus writes it (docs/online.md: MessagePack's type
 *  bytes, but little-endian values and lengths, so not readable by a MessagePack decoder). */
function readErrorFrame(bytes) {
  let at = 1;
  const number = () => {
    const b = bytes[at++];
    if (b < 0x80) return b;
    if (b === 0xcc) return bytes[at++];
    if (b === 0xcd) { at += 2; return bytes.readUInt16LE(at - 2); }
    if (b === 0xce) { at += 4; return bytes.readUInt32LE(at - 4); }
    throw new Error(`an ERROR frame's code of an unexpected form (0x${b.toString(16)})`);
  };
  const code = number();
  const b = bytes[at++];
  let length = 0;
  if (b >= 0xa0 && b <= 0xbf) length = b & 0x1f;
  else if (b === 0xd9) length = bytes[at++];
  else if (b === 0xda) { length = bytes.readUInt16LE(at); at += 2; }
  return { code, message: bytes.subarray(at, at + length).toString() };
}
const LEAVE_ROOM = 12;
const ROOM_DATA = 13;

/** A bare client: fetch + ws + msgpackr. */
class RawClient {
  async matchmake(method, roomNameOrId, options) {
    const res = await fetch(`${server.http}/matchmake/${method}/${roomNameOrId}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(options),
    });
    return res.json();
  }

  async connect(reservation) {
    this.messages = [];
    const { room, sessionId } = reservation;
    const address = room.publicAddress ?? `127.0.0.1:${server.port}`;
    this.ws = new WebSocket(`ws://${address}/${room.processId}/${room.roomId}?sessionId=${sessionId}`);
    this.ws.binaryType = 'nodebuffer';
    await new Promise((resolve, reject) => {
      this.ws.on('message', (data) => {
        const bytes = new Uint8Array(data);
        if (bytes[0] === JOIN_ROOM) {
          // [10, length, reconnection token..., length, serializer id...]
          let at = 1;
          const tokenLength = bytes[at++];
          this.reconnectionToken = Buffer.from(bytes.subarray(at, at + tokenLength)).toString();
          at += tokenLength;
          const serializerLength = bytes[at++];
          this.serializer = Buffer.from(bytes.subarray(at, at + serializerLength)).toString();
          this.ws.send(Uint8Array.of(JOIN_ROOM)); // acknowledge: queued messages follow
          resolve();
        } else if (bytes[0] === ROOM_DATA) {
          const [type, payload] = unpackMultiple(Buffer.from(bytes.subarray(1)));
          this.messages.push({ type, payload });
        } else if (bytes[0] === ERROR) {
          const { code, message } = readErrorFrame(Buffer.from(bytes));
          reject(new Error(`error ${code}: ${message}`));
        }
      });
      this.ws.on('error', reject);
    });
  }

  send(type, payload) {
    this.ws.send(Buffer.concat([Uint8Array.of(ROOM_DATA), pack(type), pack(payload)]));
  }

  last(type) {
    return this.messages.findLast((m) => m.type === type)?.payload;
  }
}

test('a client with only HTTP, WebSocket and MessagePack creates, plays and leaves a table', async () => {
  const raw = new RawClient();
  // Bad requests come back as {code, error}.
  const refused = await raw.matchmake('create', 'table', { game: 'chess', seats: ['human', 'human'] });
  assert.equal(refused.code, 4422);
  assert.match(refused.error, /unknown game "chess"/);

  const reservation = await raw.matchmake('create', 'table', { game: 'ribbit', seats: ['human', 'human'], name: 'Raw', seed: 3 });
  assert.equal(reservation.room.name, 'table');
  assert.equal(reservation.room.roomId.length, 6, 'the room id is the table code');
  await raw.connect(reservation);
  assert.equal(raw.serializer, 'none', 'no synchronized state: nothing to decode but messages');
  // (welcome and table are two WebSocket frames: they may arrive in two reads)
  await until(() => raw.last('welcome') && raw.last('table'), 5000, 'welcome and table');
  const welcome = raw.last('welcome');
  assert.deepEqual(welcome.seats, [0]);
  assert.equal(typeof welcome.token, 'string');
  assert.equal(raw.last('table').status, 'waiting');

  const guest = recordingClient(server.endpoint);
  await guest.join(welcome.code, { name: 'Guest' });
  raw.send('start', {});
  await until(() => raw.last('view'), 5000, 'the first view');
  const view = raw.last('view');
  assert.equal(view.seat, 0);
  assert.equal(view.observation.game, 'ribbit');
  assert.ok(Array.isArray(view.observation.hand));
  raw.send('act', { action: view.legal[0].action });
  await until(() => raw.last('played'), 5000, 'played');
  const played = raw.last('played');
  assert.deepEqual({ ...played, views: undefined }, { position: 1, seat: 0, action: view.legal[0].action, name: 'Raw', views: undefined });
  assert.deepEqual(played.views.map((v) => [v.seat, v.position, v.current]), [[0, 1, 1]], 'the new view of its own seat only');
  await until(() => guest.views.get(1)?.position === 1, 5000, 'the guest sees the action');

  // Leaving: [12]; the server closes with 4000 (consented).
  const closed = new Promise((resolve) => raw.ws.on('close', resolve));
  raw.ws.send(Uint8Array.of(LEAVE_ROOM));
  assert.equal(await closed, 4000);
  await guest.leave();
});

test('an ERROR frame is read as Colyseus writes it: a seat that was never reserved', async () => {
  const raw = new RawClient();
  const reservation = await raw.matchmake('create', 'table', { game: 'ribbit', seats: ['human', 'human'], name: 'Raw', seed: 4 });
  // The same room with a session id the server never reserved: ERROR [11, 0, "seat reservation expired."].
  await assert.rejects(raw.connect({ ...reservation, sessionId: 'never-reserved' }),
    (e) => e.message === 'error 0: seat reservation expired.');
  await raw.connect(reservation);
  raw.ws.send(Uint8Array.of(LEAVE_ROOM));
});
