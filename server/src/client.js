// A client of Tidepool's game server on the official Colyseus JS SDK (colyseus.js): create a
// table, join one by its code, follow its messages, act, and come back after a dropped link or a
// server process that died (docs/online.md, "Joining and coming back"). Used by
// bin/tidepool-online, the tests and the load benchmark.
import { EventEmitter } from 'node:events';

import { Client } from 'colyseus.js';

/** Every message type the server sends (docs/online.md). */
export const SERVER_MESSAGES = ['welcome', 'table', 'view', 'played', 'refused', 'over', 'error', 'suggestion', 'checked'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `text` as it may be printed on a terminal: every character that is not a letter, mark, number,
 *  punctuation, symbol (Unicode general categories L, M, N, P, S) or the plain space is written as
 *  \u{HEX}: C0 and C1 controls (escape sequences, NEL U+0085, CSI U+009B, line breaks), format
 *  characters (the bidi controls such as U+202E, zero-width ones), the separators U+2028-2029,
 *  other spaces, private-use and unassigned code points, lone surrogates. So nothing that came over
 *  the network (another player's name, a server's message) can move the cursor, colour or clear
 *  the terminal, reverse the text or fake a line. */
export function printable(text) {
  return String(text).replace(/[^\p{L}\p{M}\p{N}\p{P}\p{S} ]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
}

/** Joins the table `code`; when no live room holds it (its process died, or everyone had left),
 *  asks for it to be restored from Redis; retries while another process is restoring it. */
export async function joinTable(client, code, options = {}, attempts = 20) {
  let lastError;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await client.joinById(code, options);
    } catch (e) {
      lastError = e;
      // 4212: no live room has that id; 4213: its process did not answer (died).
      if (e.code !== 4212 && e.code !== 4213) throw e;
    }
    try {
      return await client.create('table', { ...options, restore: code });
    } catch (e) {
      lastError = e;
      if (e.code !== 4409) throw e; // 4409: another process has it (or is restoring it)
    }
    await sleep(Math.min(100 * 2 ** attempt, 1000));
  }
  throw lastError;
}

/**
 * One person's (or bot's) connection to a table. Emits each server message by type ('view',
 * 'played', ...; an 'error' message as 'server-error'), 'message' (type, payload) for every one, 'reconnecting' (close code),
 * 'reconnected', and 'closed' when it gives up. Keeps the seat token, so it can come back.
 */
export class TableClient extends EventEmitter {
  /** `endpoint`: ws://HOST:PORT of a server process; `fallbacks`: other processes' endpoints
   *  sharing its Redis, tried in turn when coming back (a deployment behind one address needs none). */
  constructor(endpoint, { autoReconnect = true, reconnectTimeoutMs = 120000, fallbacks = [] } = {}) {
    super();
    this.endpoints = [endpoint, ...fallbacks];
    this.client = new Client(endpoint);
    this.autoReconnect = autoReconnect;
    this.reconnectTimeoutMs = reconnectTimeoutMs;
    this.room = null;
    this.code = null;
    this.token = null;
    this.seats = [];
    this.views = new Map(); // seat -> last view
    this.table = null;
    this.leaving = false;
    this.connected = false; // at the table now: false before joining and while coming back
    this.joinOptions = {};
    this.pendingAction = null; // {action, seat, position, attempt, timer}: sent, its storing not confirmed
  }

  async create(options) {
    this.joinOptions = { name: options.name, names: options.names };
    this.attach(await this.client.create('table', options));
    await this.welcomed();
    return this;
  }

  async join(code, options = {}) {
    this.joinOptions = { name: options.name, names: options.names };
    this.attach(await joinTable(this.client, code, options));
    await this.welcomed();
    return this;
  }

  welcomed() {
    return this.code ? Promise.resolve() : new Promise((resolve) => this.once('welcome', resolve));
  }

  attach(room) {
    this.room = room;
    this.connected = true;
    for (const type of SERVER_MESSAGES) {
      room.onMessage(type, (payload) => this.onServerMessage(type, payload));
    }
    room.onError(() => {}); // reported through onLeave / the join's rejection
    room.onLeave((code) => this.onRoomLeave(room, code));
  }

  onServerMessage(type, payload) {
    if (type === 'welcome') {
      this.code = payload.code;
      this.seats = payload.seats;
      if (payload.token) this.token = payload.token;
    } else if (type === 'view') {
      this.views.set(payload.seat, payload);
    } else if (type === 'table') {
      this.table = payload;
    }
    if (type === 'played') for (const view of payload.views ?? []) this.views.set(view.seat, view);
    this.followPendingAction(type, payload);
    this.emit('message', type, payload);
    // (Node's EventEmitter treats an 'error' event specially: a server's error message is 'server-error'.)
    this.emit(type === 'error' ? 'server-error' : type, payload);
    // The views that come with an action are views like any other for the listeners.
    if (type === 'played') for (const view of payload.views ?? []) this.emit('view', view);
  }

  async onRoomLeave(room, code) {
    if (room !== this.room) return;
    this.connected = false;
    // 4000: we left; 4001: a newer connection with our seat token took the seats over (coming
    // back would only take them back from it, and so on for ever).
    if (this.leaving || !this.autoReconnect || code === 4000 || code === 4001) {
      this.emit('closed', code);
      return;
    }
    this.emit('reconnecting', code);
    const deadline = Date.now() + this.reconnectTimeoutMs;
    for (let attempt = 0; Date.now() < deadline && !this.leaving; attempt++) {
      await sleep(Math.min(100 * 2 ** attempt, 2000));
      try {
        // Same process, within the seat's reconnection time: Colyseus's own reconnection (the same
        // session). The server may take a moment to notice the drop, so this is tried first, alone.
        this.attach(await this.client.reconnect(room.reconnectionToken));
        this.emit('reconnected');
        return;
      } catch { /* not (yet) kept for us, or the process is gone */ }
      if (attempt < 3) continue;
      try {
        // Any process: by the table's code and the seat token.
        const client = new Client(this.endpoints[attempt % this.endpoints.length]);
        this.attach(await joinTable(client, this.code, { ...this.joinOptions, token: this.token }, 3));
        this.client = client;
        this.emit('reconnected');
        return;
      } catch (e) {
        if (e.code === 4401 || e.code === 4404) break; // the table or the seat is gone for good
      }
    }
    this.emit('closed', code);
  }

  /** Sends a message to the table; false (and nothing sent) while not connected to it (before
   *  joining, while coming back after a drop, after the end): the message would be lost. */
  send(type, payload = {}) {
    if (!this.connected || !this.room) return false;
    this.room.send(type, payload);
    return true;
  }

  /** Plays `action` for `seat` (the seat to act, if left out) at the position this client has seen:
   *  the server plays it only there (an action sent again after it was played is answered `stale`,
   *  never played twice). While the server can't store it (`error storage`), it is sent again, at
   *  the same position, after 0.5, 1, 2, 4 s ... (8 times at most); an action played at that position
   *  (this one, stored after all, or any other), a refusal or `stale` ends that. */
  act(action, seat) {
    const view = seat === undefined ? this.myTurn() : this.views.get(seat);
    const position = view?.position;
    this.clearPendingAction();
    this.pendingAction = { action, seat, position, attempt: 0, timer: null };
    const payload = { action };
    if (seat !== undefined) payload.seat = seat;
    if (position !== undefined) payload.position = position;
    this.pendingAction.payload = payload;
    return this.send('act', payload);
  }

  clearPendingAction() {
    clearTimeout(this.pendingAction?.timer);
    this.pendingAction = null;
  }

  /** Follows the server's answers to the action sent last (act). */
  followPendingAction(type, payload) {
    const pending = this.pendingAction;
    if (!pending) return;
    if (type === 'played' && (pending.position === undefined || payload.position > pending.position)) this.clearPendingAction();
    else if (type === 'refused' && payload.action === pending.action) this.clearPendingAction();
    else if (type === 'error' && payload.code === 'stale') this.clearPendingAction();
    else if (type === 'error' && payload.code === 'storage' && (payload.action === undefined || payload.action === pending.action)) {
      if (pending.attempt >= 8) {
        this.clearPendingAction();
        this.emit('action-lost', pending.action);
        return;
      }
      clearTimeout(pending.timer);
      pending.timer = setTimeout(() => {
        if (this.pendingAction !== pending) return;
        pending.attempt += 1;
        this.send('act', pending.payload);
      }, 500 * 2 ** pending.attempt);
    }
  }

  /** The view of one of this client's seats that is to act now, if any. */
  myTurn() {
    for (const seat of this.seats) {
      const view = this.views.get(seat);
      if (view && !view.finished && view.current === seat) return view;
    }
    return null;
  }

  async leave() {
    this.leaving = true;
    this.clearPendingAction();
    if (!this.room) return;
    // A connection that is already gone never answers: don't wait for it more than a moment.
    let timer;
    await Promise.race([this.room.leave(true).catch(() => {}), new Promise((resolve) => { timer = setTimeout(resolve, 1000); })]);
    clearTimeout(timer);
  }

  /** Closes the connection without leaving (as a dropped link would). */
  drop() {
    this.room?.connection.close();
  }
}
