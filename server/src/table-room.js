// The Colyseus room type "table": one table of any game. The room holds the record and asks the
// C++ engine (src/engine.js) to start, check and apply every action and to give each seat its
// observation; it never decides a rule itself. The synchronized room state is empty: every client
// gets only its own seats' observations, as room messages (docs/online.md, "Protocol").
import { ErrorCode, Room, ServerError, matchMaker } from '@colyseus/core';

import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import { EngineError } from './engine.js';
import { STORAGE_DOWN, isStorageError } from './redis.js';
import { UnreadableTableError, hashToken, newToken, normalizeCode } from './store.js';

/** Error codes of failed matchmaking (create / joinById), beside Colyseus's own 4210-4217. */
export const JoinError = {
  NO_TABLE: 4404,       // no table has that code (never created, or expired)
  ELSEWHERE: 4409,      // the table is open on another live process: join it by its code again
  BAD_TABLE: 4422,      // the table asked for can't be made: unknown game, bad options or seats
  FULL: 4423,           // no free seat for a person (or the game started) and no seat token
  BAD_TOKEN: 4401,      // the seat token does not belong to this table
};

const MAX_NAME = 40;
/** Suggestion levels that take the engine a long while (Hard: about 0.1 s of a core, docs/ai.md): at
 *  most one of these is worked out at a time per table, so that many clients asking for them (each
 *  within its own rate limit) can't crowd the engine's threads and slow other tables' computers. */
const HEAVY_LEVELS = new Set(['hard']);
const MAX_ACTION = 120;
/** Places (kept for joins whose connection has not come yet, _reserveSeat) one address may hold
 *  for new players at a table at once, and how many such places a table keeps beyond its free seats. */
const PLACES_PER_ADDRESS = 2;
const SPARE_PLACES = 16;

function fail(code, message) {
  return new ServerError(code, message);
}

/** Characters a name keeps: letters, marks, numbers, punctuation and symbols (Unicode general
 *  categories L, M, N, P, S). Every other one (C0 and C1 controls such as NEL U+0085 and CSI U+009B,
 *  format characters such as the bidi controls U+202A-202E and U+2066-2069 and the zero-width ones,
 *  the line and paragraph separators U+2028-2029, private-use and unassigned code points, lone
 *  surrogates, and every kind of space) is printed by no one as it was sent: a run of them is one
 *  space. The app's rule for names is the same (app/text/playernames.cpp, cleanPlayerName). */
const NOT_PRINTABLE = /[^\p{L}\p{M}\p{N}\p{P}\p{S}]+/gu;

/** `value` as a name anyone may be shown: printable text on one line (NOT_PRINTABLE), trimmed, at
 *  most MAX_NAME characters (whole characters: an emoji is never cut in half); `fallback` when
 *  nothing is left or `value` is not a string. Names are cleaned here, once, when a client gives
 *  them, so every client is sent only clean names. */
export function cleanName(value, fallback) {
  if (typeof value !== 'string') return fallback;
  const line = value.slice(0, 4 * MAX_NAME).replace(NOT_PRINTABLE, ' ').trim();
  const name = Array.from(line).slice(0, MAX_NAME).join('').trim();
  return name || fallback;
}

/** What `reading` (a Store read) resolves to; a table whose stored set-up can't be opened is
 *  refused with 4404 instead (logged for the operator). */
async function readOrRefuse(reading) {
  try {
    return await reading;
  } catch (e) {
    if (!(e instanceof UnreadableTableError)) throw e;
    console.error(e.message);
    throw fail(JoinError.NO_TABLE, e.unsealed
      ? `table ${e.table} was stored by an older version of the server and can't be opened`
      : `table ${e.table} can't be opened: its stored set-up is damaged`);
  }
}

/** What a client is told when its action could not be stored (Redis did not answer in time). */
const STORAGE_SENTENCE = 'the server could not save that action; try again';

/** `name` for `seat`, told apart from every other seat's: a second "Ann" at the table is "Ann (2)",
 *  a third "Ann (3)" (compared without case), so that the players, the log and the result never name
 *  two seats alike. Seats: meta.seats ({name}). */
export function uniqueName(seats, seat, name) {
  const taken = new Set(seats.filter((s, i) => i !== seat && s.name).map((s) => s.name.toLowerCase()));
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name} (${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** A new table's seed: it decides every deal, so it is the table's secret until the end. Drawn from
 *  the operating system's generator (48 bits, a safe integer), never Math.random, whose next values
 *  can be worked out from a few earlier ones (and the seeds of finished games are public). */
function newSeed() {
  return randomBytes(6).readUIntBE(0, 6);
}

/** Whether `value` is a map of fields (a JSON object as a client sends it), not null, an array or bytes. */
export function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/** The seats of a table that wait for a person. */
function freeSeats(meta) {
  return meta.seats.flatMap((s, i) => (s.kind === 'human' && !s.tokenHash ? [i] : []));
}

/** Why a join with `options` can't sit at the table `meta` (a ServerError), or null if it can: with
 *  a seat token, the token must be one of the table's; without, the table must wait for players
 *  and have `claim` free seats. */
function joinRefusal(meta, options) {
  if (!isPlainObject(options)) return fail(JoinError.BAD_TABLE, 'the join options must be an object');
  if (options.token !== undefined) {
    const hash = hashToken(options.token);
    if (!meta.seats.some((s) => s.tokenHash === hash)) return fail(JoinError.BAD_TOKEN, `that seat token does not belong to table ${meta.code}`);
    return null;
  }
  if (meta.status !== 'waiting') return fail(JoinError.FULL, `table ${meta.code} has started: only its players can join (with their seat token)`);
  const claim = options.claim ?? 1;
  if (!Number.isInteger(claim) || claim < 1 || claim > 6) return fail(JoinError.BAD_TABLE, 'claim must be a number of seats from 1 to 6');
  const free = freeSeats(meta).length;
  if (free < claim) return fail(JoinError.FULL, free ? `table ${meta.code} has only ${free} free seat(s)` : `table ${meta.code} has no free seat`);
  return null;
}

/** The codes of the tables this process has a room for, or is making one for now: a restore takes
 *  a few Redis and engine round trips, and the players of a table whose process died all come back
 *  at once, so two of them could each restore it here (a second room for one table, whose end
 *  later dropped the live table's listing and owner key and set it to expire). */
const localTables = new Set();
/** Hard suggestions being worked out now on this process, over all its tables (at most
 *  TableRoom.config.hardSuggestions: the engine's threads are left for the computer seats' turns). */
let heavyInProcess = 0;

/** The close code of a room whose server process is stopping (SIGTERM, SIGINT): the table stays in
 *  Redis, and its clients come back to it (on another process, or this one started again) with their
 *  seat tokens, as after a dropped link. Colyseus's own shutdown closes with 4000, which clients read
 *  as their own leave (docs/online.md, "Close codes"). */
export const CLOSE_SERVER_STOPPING = 4003;

/** Closes every room of this process with CLOSE_SERVER_STOPPING; resolves once they are disposed
 *  (their tables let go in Redis). For a clean shutdown, before Colyseus's own. */
export async function closeForShutdown() {
  const rooms = [...localTables].map((code) => matchMaker.getLocalRoomById(code)).filter(Boolean);
  await Promise.all(rooms.map((room) => Promise.resolve(room.disconnect(CLOSE_SERVER_STOPPING)).catch(() => {})));
}

/** Sets the expiry of every table this process holds again (the store's `keepSeconds` from now), so
 *  that a live table never expires however long it waits for an action; the server calls it well
 *  inside that time (src/server.js). A table whose process died is no longer refreshed and expires. */
export async function refreshLocalTables(store) {
  const codes = [...localTables].filter((code) => matchMaker.getLocalRoomById(code));
  const results = await Promise.allSettled(codes.map((code) => store.refresh(code, matchMaker.processId)));
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length) console.error(`could not keep ${failed.length} table(s) in Redis: ${failed[0].reason?.message}`);
}

/** What a room keeps of an engine view: all but the seats' observations and legal actions. Those
 *  are sent at once and then dropped: kept for the table's life (until its next action, seconds
 *  later), each survived the young-generation collections and was copied by them, and with a few
 *  hundred tables every such collection took 30-50 ms (docs/performance.md). */
function summary(view) {
  const { seats, ...rest } = view;
  return rest;
}

/** A per-client token bucket: `rate` messages a second, bursts up to `burst`. */
class RateLimit {
  constructor(rate, burst) {
    this.rate = rate;
    this.burst = burst;
    this.tokens = burst;
    this.last = Date.now();
    this.dropped = 0;
  }
  take() {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.dropped = 0;
      return true;
    }
    this.dropped += 1;
    return false;
  }
}

export class TableRoom extends Room {
  /** Set once by the server before the room type is defined (src/server.js). */
  static config = null;

  async onCreate(options) {
    const cfg = TableRoom.config;
    this.cfg = cfg;
    this.engine = cfg.engine;
    this.store = cfg.store;
    this.queue = Promise.resolve();
    this.view = null;          // the engine's last view of the table, without the seats' (summary())
    this.botTimer = null;
    this.connected = new Map(); // seat -> sessionId of the client holding it now
    this.places = new Map();    // sessionId -> who a kept place is for (_reserveSeat), oldest first
    this.unsure = null;         // an action whose storing Redis has not confirmed (settle)
    this.doomed = new Set();    // places to drop once Colyseus has finished keeping them
    // Above every place _reserveSeat keeps (6 seats' connections, a place per seat token, the free
    // seats plus SPARE_PLACES for new players): Colyseus locks a room that reaches it.
    this.maxClients = 64;
    // A place kept for a join whose connection has not come is dropped after this long.
    this.setSeatReservationTime(cfg.reservationSeconds ?? 5);
    if (!isPlainObject(options)) throw fail(JoinError.BAD_TABLE, 'the options must be an object');

    if (options.restore !== undefined) await this.restore(options.restore);
    else await this.createTable(options);

    this.roomId = this.meta.code;
    this.autoDispose = true;
    this.patchRate = null; // no synchronized state, so no patch timer (20 a second per room otherwise)
    await this.setPrivate(Boolean(this.meta.private));
    await this.updateListing();

    this.onMessage('act', (client, message) => this.guard(client, message, (m) => this.onAct(client, m), true));
    this.onMessage('start', (client, message) => this.guard(client, message, () => this.onStart(client)));
    this.onMessage('suggest', (client, message) => this.guard(client, message, (m) => this.onSuggest(client, m)));
    this.onMessage('check', (client, message) => this.guard(client, message, (m) => this.onCheck(client, m)));
    this.onMessage('name', (client, message) => this.guard(client, message, (m) => this.onName(client, m)));
    this.onMessage('*', (client, type) => this.guard(client, {}, () =>
      this.sendError(client, 'unknown-type', `unknown message type "${String(type).slice(0, 40)}"`)));
  }

  // ---------------------------------------------------------------------------------------------
  // Creating and restoring

  async createTable(options) {
    const games = this.engine.hello.games;
    const game = games.find((g) => g.name === options.game);
    if (!game) {
      throw fail(JoinError.BAD_TABLE, `unknown game "${String(options.game).slice(0, 40)}" (one of: ${games.map((g) => g.name).join(', ')})`);
    }
    if (!Array.isArray(options.seats) || options.seats.length < game.minPlayers || options.seats.length > game.maxPlayers) {
      throw fail(JoinError.BAD_TABLE, `seats must be a list of ${game.minPlayers} to ${game.maxPlayers} seats for ${game.title}`);
    }
    const levels = this.engine.hello.botLevels;
    const seats = options.seats.map((kind, i) => {
      if (kind === 'human' || kind === 'person') return { kind: 'human', name: '', tokenHash: null };
      if (typeof kind === 'string' && kind.startsWith('bot:') && levels.includes(kind.slice(4))) {
        return { kind, name: `Computer ${i + 1}`, tokenHash: null };
      }
      throw fail(JoinError.BAD_TABLE, `seat ${i}: "${String(kind).slice(0, 40)}" is not a seat kind (human, or bot:${levels.join('|bot:')})`);
    });
    const people = seats.filter((s) => s.kind === 'human').length;
    if (!people) throw fail(JoinError.BAD_TABLE, 'a table needs at least one seat for a person');
    // The creator's seats are checked here, before anything is stored (onJoin would refuse them
    // only after the table was written to Redis).
    const claim = options.claim ?? 1;
    if (!Number.isInteger(claim) || claim < 1 || claim > people) {
      throw fail(JoinError.BAD_TABLE, `claim must be a number of seats from 1 to ${people} (the seats for people at this table)`);
    }
    const gameOptions = options.options ?? {};
    // A rule set is a flat map of a few options to a text, a number or a yes/no (the engine then
    // checks each): nothing nested reaches the engine from a client.
    const flat = (v) => typeof v === 'string' ? v.length <= 40 : typeof v === 'number' || typeof v === 'boolean';
    if (!isPlainObject(gameOptions) || Object.keys(gameOptions).length > 20 || !Object.values(gameOptions).every(flat)) {
      throw fail(JoinError.BAD_TABLE, 'options must map option names to a text, a number or true/false');
    }
    this.meta = {
      game: game.name,
      options: gameOptions,
      // A seed chosen by a client would let it know every hand: only a server started with
      // --client-seeds (tests and benchmarks, for repeatable games) takes one.
      seed: this.cfg.clientSeeds && Number.isSafeInteger(options.seed) && options.seed >= 0 ? options.seed : newSeed(),
      private: Boolean(options.private),
      status: 'waiting',
      host: null,
      seats,
      createdAt: Date.now(),
    };
    // The engine checks the rule set and the number of seats before the table exists.
    try {
      await this.engine.request('full', { record: this.record([]) });
    } catch (e) {
      throw fail(JoinError.BAD_TABLE, e.message);
    }
    this.meta.code = await this.store.createTable(this.meta);
    localTables.add(this.meta.code);
    this.actions = [];
    await this.store.takeOwner(this.meta.code, matchMaker.processId, async () => true);
    await this.openInEngine();
  }

  async restore(text) {
    const code = normalizeCode(text);
    if (!code) throw fail(JoinError.NO_TABLE, `"${String(text).slice(0, 20)}" is not a table code`);
    if (matchMaker.getLocalRoomById(code) || localTables.has(code)) throw fail(JoinError.ELSEWHERE, `table ${code} is open: join it by its code`);
    localTables.add(code);
    try {
      await this.restoreHere(code);
    } catch (e) {
      localTables.delete(code);
      throw e;
    }
  }

  async restoreHere(code) {
    const loaded = await readOrRefuse(this.store.load(code));
    if (!loaded) throw fail(JoinError.NO_TABLE, `no table has the code ${code} (it may have expired)`);
    const owned = await this.store.takeOwner(code, matchMaker.processId,
      (processId) => matchMaker.healthCheckProcessId(processId));
    if (!owned) throw fail(JoinError.ELSEWHERE, `table ${code} is open on another server process: join it by its code`);
    this.meta = loaded.meta;
    this.actions = loaded.actions;
    await this.store.refresh(code, matchMaker.processId); // kept again: someone is back
    await this.openInEngine();
    if (this.meta.status === 'playing') this.scheduleBot();
  }

  /** The table's record (docs/game-record.md) with `actions`. */
  record(actions = this.actions) {
    return {
      format: 'tidepool-record',
      version: 1,
      game: this.meta.game,
      options: this.meta.options,
      players: this.meta.seats.map((s, i) => ({ name: s.name || `Seat ${i + 1}`, kind: s.kind })),
      seed: this.meta.seed,
      setup: null,
      actions,
    };
  }

  /** Opens the table in the engine from its record; returns the engine's view, with the
   *  observations of `seats` only (none by default: they are asked for when someone needs them). */
  async openInEngine(seats = []) {
    const { view } = await this.engine.request('open', { table: this.meta.code, record: this.record(), seats });
    this.view = summary(view);
    this.engineGeneration = this.engine.generation;
    return view;
  }

  /** An engine request for this table, reopening it first if the engine restarted meanwhile. */
  async engineRequest(op, fields) {
    if (this.engineGeneration !== this.engine.generation) await this.openInEngine();
    try {
      return await this.engine.request(op, { table: this.meta.code, ...fields });
    } catch (e) {
      if (e.code !== 'no-table' && e.code !== 'engine-stopped') throw e;
      await this.openInEngine();
      return await this.engine.request(op, { table: this.meta.code, ...fields });
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Joining and leaving

  /**
   * Colyseus keeps a place in a room (for 15 s, up to maxClients) for every matchmaking request
   * that names it, before onJoin looks at the request: so a join that onJoin would refuse is
   * refused here, at matchmaking, and someone who only knows a table's code can't fill its room
   * and keep its players out. (Runs for joinById and for a restore; onJoin checks again.)
   */
  static async onAuth(token, options, context) {
    const store = TableRoom.config?.store;
    let code = null;
    // A join by code: the code Colyseus routes the request to (src/server.js checks that the path
    // names it exactly and passes it on as tableCode).
    if (context?.tableCode) code = context.tableCode;
    else if (isPlainObject(options) && options.restore !== undefined) code = normalizeCode(options.restore);
    // What Colyseus keeps with the place (authData): who asked (src/server.js sets the address).
    const asked = { address: String(context?.address ?? 'unknown') };
    if (!code || !store) return asked; // a new table (or no table: onCreate or Colyseus says so)
    const meta = await readOrRefuse(store.loadMeta(code));
    const refusal = meta && joinRefusal(meta, options);
    if (refusal) throw refusal;
    return asked;
  }

  /**
   * Colyseus keeps a place in the room (until its connection comes, or for reservationSeconds) for
   * each matchmaking request that passed onAuth, and refuses every join once the places and
   * clients reach maxClients ("locked"). Here, in the room Colyseus routed the request to, a place
   * is kept only for a join the table takes (joinRefusal on the room's own set-up, whatever the
   * request's path said); one address holds at most PLACES_PER_ADDRESS places for new players (its
   * newer one drops its oldest), and the table keeps at most its free seats plus SPARE_PLACES of
   * them (a newer one drops the oldest): so a stranger asking again and again only replaces their own
   * places and never pushes out a guest's, nor fills the room (Colyseus would lock it); and a seat
   * token has one place (its newest), so a seat's token holder always gets in, whatever strangers
   * asked for. Colyseus's own reconnection goes through as it is.
   */
  async _reserveSeat(sessionId, joinOptions = true, authData = undefined, seconds = this.seatReservationTime,
    allowReconnection = false, devModeReconnection = undefined) {
    if (allowReconnection) return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    if (!this.meta || this.meta.status === 'moved' || joinRefusal(this.meta, joinOptions)) return false;
    const holder = joinOptions.token !== undefined ? `token:${hashToken(joinOptions.token)}` : 'new';
    const address = String(authData?.address ?? 'unknown');
    const reserving = super._reserveSeat(sessionId, joinOptions, authData, seconds, false, devModeReconnection);
    if (this.reservedSeats[sessionId]) {
      // Kept (Colyseus keeps the place before its first await): drop the places it replaces, oldest
      // first. Only places Colyseus has finished keeping (their timer set) are dropped.
      const same = [];
      const sameAddress = [];
      for (const [id, place] of this.places) {
        if (!this.isWaitingPlace(id)) {
          this.places.delete(id); // used, or dropped by Colyseus
          continue;
        }
        if (place.holder !== holder) continue;
        same.push(id);
        if (place.address === address) sameAddress.push(id);
      }
      if (holder === 'new') {
        // This address's oldest beyond its share; then, over the table's room, the oldest place of
        // the address holding the most (a guest's one place goes last).
        const dropped = new Set(sameAddress.slice(0, Math.max(0, sameAddress.length - (PLACES_PER_ADDRESS - 1))));
        const room = freeSeats(this.meta).length + SPARE_PLACES - 1;
        let rest = same.filter((id) => !dropped.has(id));
        while (rest.length > room) {
          const held = new Map();
          for (const id of rest) held.set(this.places.get(id).address, (held.get(this.places.get(id).address) ?? 0) + 1);
          const most = Math.max(...held.values());
          const victim = rest.find((id) => held.get(this.places.get(id).address) === most);
          dropped.add(victim);
          rest = rest.filter((id) => id !== victim);
        }
        for (const id of dropped) this.dropPlace(id);
      } else {
        for (const id of same) this.dropPlace(id);
      }
      this.places.set(sessionId, { holder, address });
    }
    // A place dropped while Colyseus was still keeping it is dropped once kept.
    return reserving.then((kept) => {
      if (kept && this.doomed.delete(sessionId)) this.dropPlace(sessionId);
      return kept;
    });
  }

  /** Whether `sessionId` has a place kept that its connection has not taken yet. */
  isWaitingPlace(sessionId) {
    const place = this.reservedSeats[sessionId];
    return place !== undefined && !place[2] && !place[3];
  }

  /** Drops the place kept for `sessionId` as Colyseus does when its time is up; a place Colyseus is
   *  still keeping (its count not yet written, its timer not yet set) is dropped once it has. */
  dropPlace(sessionId) {
    this.places.delete(sessionId);
    if (!this.isWaitingPlace(sessionId)) return;
    if (!this.reservedSeatTimeouts[sessionId]) {
      this.doomed.add(sessionId); // _reserveSeat drops it once Colyseus has kept it
      return;
    }
    clearTimeout(this.reservedSeatTimeouts[sessionId]);
    delete this.reservedSeatTimeouts[sessionId];
    delete this.reservedSeats[sessionId];
    this._decrementClientCount().catch(() => {});
  }

  async onJoin(client, options = {}) {
    const refusal = joinRefusal(this.meta, options);
    if (refusal) throw refusal;
    let seats;
    let token = null;
    if (options.token !== undefined) {
      const hash = hashToken(options.token);
      seats = this.meta.seats.flatMap((s, i) => (s.tokenHash === hash ? [i] : []));
      token = options.token;
      // The same person coming back on a new connection takes the seats over from the old one.
      for (const other of this.clients) {
        if (other !== client && other.userData?.seats.some((s) => seats.includes(s))) {
          other.userData.seats = other.userData.seats.filter((s) => !seats.includes(s));
          if (other.userData.seats.length === 0) other.leave(4001);
        }
      }
    } else {
      const claim = options.claim ?? 1;
      const free = freeSeats(this.meta);
      seats = free.slice(0, claim);
      token = newToken();
      const hash = hashToken(token);
      const names = Array.isArray(options.names) ? options.names : [options.name];
      // The seats are the player's once stored: the set-up is changed in a copy, stored, then kept.
      const next = { ...this.meta, seats: this.meta.seats.map((s) => ({ ...s })) };
      seats.forEach((seat, k) => {
        next.seats[seat].tokenHash = hash;
        next.seats[seat].name = uniqueName(next.seats, seat, cleanName(names[k] ?? names[0], `Player ${seat + 1}`));
      });
      if (next.host === null) next.host = seats[0];
      await this.saveMetaOrRefuse(next);
      this.meta = next;
    }
    client.userData = { seats, limit: new RateLimit(this.cfg.rate, this.cfg.burst), suggesting: false };
    for (const seat of seats) this.connected.set(seat, client.sessionId);
    client.send('welcome', { code: this.meta.code, seats, token, host: this.meta.host });
    this.broadcastTable();
    await this.sendFreshViews(client);
    if (this.meta.status === 'finished') client.send('over', this.overMessage());
    await this.updateListing();
  }

  async onLeave(client, consented) {
    const data = client.userData;
    if (!data) return;
    const release = () => {
      for (const seat of data.seats) if (this.connected.get(seat) === client.sessionId) this.connected.delete(seat);
    };
    if (this.meta.status === 'waiting' && consented) {
      // Leaving before the start gives the seats back.
      release();
      await this.giveSeatsBack(data.seats);
      return;
    }
    release();
    this.broadcastTable({ waiting: consented ? 0 : this.cfg.reconnectSeconds });
    if (consented || data.seats.length === 0) return;
    try {
      const back = await this.allowReconnection(client, this.cfg.reconnectSeconds);
      for (const seat of back.userData.seats) this.connected.set(seat, back.sessionId);
      this.broadcastTable();
      await this.sendFreshViews(back);
      if (this.meta.status === 'finished') back.send('over', this.overMessage());
    } catch {
      // Gone for now. After the start the seat token still brings the player back; before it, the
      // seats of someone who did not come back in time are free again (someone who took a seat and
      // went away must not keep the table from starting), unless they came back meanwhile by code.
      if (this.meta.status === 'waiting') {
        const away = data.seats.filter((seat) => !this.connected.has(seat));
        if (away.length) return this.giveSeatsBack(away);
      }
      this.broadcastTable();
    }
  }

  /** Frees `seats` of a table that waits for players (their token and name forgotten; the host
   *  passes to the first seat still taken), stores it and tells everyone. */
  async giveSeatsBack(seats) {
    for (const seat of seats) Object.assign(this.meta.seats[seat], { tokenHash: null, name: '' });
    if (seats.includes(this.meta.host)) {
      this.meta.host = this.meta.seats.findIndex((s) => s.kind === 'human' && s.tokenHash);
      if (this.meta.host < 0) this.meta.host = null;
    }
    await this.store.saveMeta(this.meta);
    this.broadcastTable();
    await this.updateListing();
  }

  /** Stores `meta` as the table's set-up; a Redis that can't be reached refuses the join (4213, said
   *  plainly) with nothing changed. */
  async saveMetaOrRefuse(meta) {
    try {
      await this.store.saveMeta(meta);
    } catch (e) {
      if (!isStorageError(e)) throw e;
      console.error(`table ${this.meta.code}: could not store a join: ${e.message}`);
      throw fail(4213, STORAGE_DOWN);
    }
  }

  async onDispose() {
    this.disposed = true;
    clearTimeout(this.botTimer);
    await this.queue.catch(() => {});
    if (!this.meta?.code) return;
    localTables.delete(this.meta.code);
    try {
      await this.engine.request('close', { table: this.meta.code });
    } catch { /* the engine went away: nothing to close */ }
    await this.store.letGo(this.meta.code, matchMaker.processId);
  }

  async updateListing() {
    await this.setMetadata({
      code: this.meta.code,
      game: this.meta.game,
      status: this.meta.status,
      free: this.meta.seats.filter((s) => s.kind === 'human' && !s.tokenHash).length,
      players: this.meta.seats.map((s) => s.name),
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Messages to clients

  tableMessage(extra = {}) {
    return {
      code: this.meta.code,
      game: this.meta.game,
      options: this.meta.options,
      private: this.meta.private,
      status: this.meta.status,
      host: this.meta.host,
      position: this.actions.length,
      seats: this.meta.seats.map((s, i) => ({
        seat: i,
        kind: s.kind,
        name: s.name,
        taken: s.kind !== 'human' || Boolean(s.tokenHash),
        connected: s.kind !== 'human' || this.connected.has(i),
      })),
      ...extra,
    };
  }

  broadcastTable(extra) {
    this.broadcast('table', this.tableMessage(extra));
  }

  /** The seats someone is watching now: the engine works out observations for these only. */
  watchedSeats() {
    return [...this.connected.keys()];
  }

  /** Sends a client that just (re)joined the views of its seats, fresh from the engine. */
  async sendFreshViews(client) {
    if (this.meta.status === 'waiting') return;
    const { view } = await this.engineRequest('view', { seats: client.userData.seats });
    this.sendViews(client, view);
  }

  /** The views of the client's seats (its own observations, and nothing else). */
  viewsFor(client, view) {
    const views = [];
    if (this.meta.status === 'waiting' || !view) return views;
    for (const seat of client.userData.seats) {
      const own = view.seats[seat];
      if (!own.observation) continue; // not worked out: nobody held the seat then
      views.push({
        code: this.meta.code,
        seat,
        position: view.position,
        current: view.current,
        finished: view.finished,
        winners: view.winners,
        reason: view.reason,
        observation: own.observation,
        legal: own.legal,
      });
    }
    return views;
  }

  /** Sends each of the client's seats its view, one `view` message a seat. */
  sendViews(client, view) {
    for (const v of this.viewsFor(client, view)) client.send('view', v);
  }

  overMessage() {
    return { code: this.meta.code, winners: this.view.winners, reason: this.view.reason, record: this.record() };
  }

  sendError(client, code, message, extra = {}) {
    client.send('error', { code, message, ...extra });
  }

  // ---------------------------------------------------------------------------------------------
  // Messages from clients

  /** Rate limit, shape check and error reporting around every message handler, which gets the
   *  message as a map (`{}` for a message sent without a payload). A dropped message
   *  is answered once per flood, except an action (`answerDropped`): a person's move must never
   *  vanish without a word, so each dropped action is answered with its notation. */
  guard(client, message, handler, answerDropped = false) {
    const data = client.userData;
    if (!data) return;
    if (!data.limit.take()) {
      if (answerDropped && isPlainObject(message) && typeof message.action === 'string' && message.action.length <= MAX_ACTION) {
        this.sendError(client, 'rate-limited', 'too many messages: slow down', { action: message.action });
      } else if (data.limit.dropped === 1) {
        this.sendError(client, 'rate-limited', 'too many messages: slow down');
      }
      if (data.limit.dropped > this.cfg.burst * 10) client.leave(4429);
      return;
    }
    if (message !== undefined && !isPlainObject(message)) {
      this.sendError(client, 'bad-message', 'a message must be a map of fields');
      return;
    }
    const fields = message ?? {};
    Promise.resolve(fields).then(handler).catch((e) => {
      if (isStorageError(e)) {
        this.sendError(client, 'storage', 'the server could not reach its storage; try again');
        console.error(`table ${this.meta.code}: Redis: ${e.message}`);
        return;
      }
      this.sendError(client, 'server', 'the server could not do that; try again');
      console.error(`table ${this.meta.code}:`, e);
    });
  }

  /** The seat a message acts for: `message.seat` if given (it must be the client's), else the
   *  client's seat that is to act, else its first. Null (and an error sent) if not the client's. */
  seatFor(client, message) {
    const seats = client.userData.seats;
    if (message?.seat !== undefined) {
      if (!seats.includes(message.seat)) {
        this.sendError(client, 'not-your-seat', `seat ${String(message.seat).slice(0, 10)} is not yours`);
        return null;
      }
      return message.seat;
    }
    if (this.view && seats.includes(this.view.current)) return this.view.current;
    return seats[0];
  }

  onAct(client, message) {
    if (typeof message.action !== 'string' || message.action.length === 0 || message.action.length > MAX_ACTION) {
      return this.sendError(client, 'bad-message', `act needs "action": the action's notation (at most ${MAX_ACTION} characters)`);
    }
    if (this.meta.status !== 'playing') {
      return this.sendError(client, this.meta.status === 'waiting' ? 'not-started' : 'game-over',
        this.meta.status === 'waiting' ? 'the game has not started' : 'the game is over');
    }
    if (message.position !== undefined && !(Number.isInteger(message.position) && message.position >= 0)) {
      return this.sendError(client, 'bad-message', '"position", when given, is the number of actions the client has seen');
    }
    const seat = this.seatFor(client, message);
    if (seat === null) return;
    // While Redis has not confirmed the last action, nothing more is played (settle).
    if (this.unsure) return this.sendError(client, 'storage', STORAGE_SENTENCE, { action: message.action });
    return this.enqueue(() => this.apply(seat, message.action, client, message.position));
  }

  enqueue(job) {
    const run = this.queue.then(job);
    this.queue = run.catch(() => {});
    return run;
  }

  /** Applies an action through the engine, stores it, then tells everyone. `position` (from the
   *  client, optional): the number of actions it had seen; an action meant for another position (a
   *  move sent again after it was stored after all) is answered `stale` and never played twice. */
  async apply(seat, action, client, position) {
    if (this.meta.status !== 'playing') return;
    if (this.unsure) {
      if (client) return this.sendError(client, 'storage', STORAGE_SENTENCE, { action });
      throw new Error('the last action is not confirmed stored yet; trying again');
    }
    if (position !== undefined && position !== this.actions.length) {
      return this.sendError(client, 'stale', `the table is at move ${this.actions.length}, not ${position}: that action was not played`,
        { action, position: this.actions.length });
    }
    let result;
    try {
      result = await this.engineRequest('act', { seat, action, seats: this.watchedSeats() });
    } catch (e) {
      if (e instanceof EngineError && e.code === 'refused') {
        client?.send('refused', { seat, action, reason: e.message, position: this.actions.length });
        return;
      }
      throw e;
    }
    let stored;
    try {
      stored = await this.store.pushAction(this.meta.code, result.position, result.action);
    } catch (e) {
      // No answer in time, or the link broke: Redis may still store it (a command past its
      // deadline can be carried out once Redis answers again). Until Redis says which, nothing
      // more is played; the player is told now, and settle() finds out.
      console.error(`table ${this.meta.code}: could not store action ${result.position}:`, e.message);
      this.unsure = { seat, result };
      this.settle();
      if (client) return this.sendError(client, 'storage', STORAGE_SENTENCE, { action });
      // A computer seat has no one to try again: its turn is tried again later (scheduleBot).
      throw new Error(`could not store action ${result.position}; trying again`);
    }
    if (!stored) return this.moved();
    await this.commit(seat, result);
  }

  /** The stored record is not this room's any more: another process took the table over (this
   *  one was cut off from Redis or its peers). Everyone is sent there. */
  async moved() {
    console.error(`table ${this.meta.code}: its record moved on elsewhere; closing this room`);
    this.meta.status = 'moved';
    await this.disconnect(4409);
  }

  /**
   * Finds out whether the action of `this.unsure` was stored, asking Redis its record's length
   * every half second until it answers (on the table's queue, so nothing else is played before):
   * stored, it is played as usual (everyone is sent `played`); not stored, the engine goes back to
   * the stored record and everyone's views are sent again (the player tries again); anything else,
   * another process has the table (moved). Nothing is lost and nothing is played twice.
   */
  settle() {
    if (this.settling) return;
    this.settling = this.enqueue(async () => {
      while (this.unsure && !this.disposed) {
        let count;
        try {
          count = await this.store.actionCount(this.meta.code);
        } catch {
          await sleep(500);
          continue;
        }
        const { seat, result } = this.unsure;
        this.unsure = null;
        if (count === result.position) {
          console.error(`table ${this.meta.code}: action ${result.position} was stored after all`);
          // Views for whoever watches now (someone may have come back meanwhile).
          const { view } = await this.engineRequest('view', { seats: this.watchedSeats() });
          await this.commit(seat, { ...result, view });
        } else if (count === result.position - 1) {
          console.error(`table ${this.meta.code}: action ${result.position} was not stored; the table goes on without it`);
          await this.openInEngine();
          for (const c of this.clients) if (c.userData) await this.sendFreshViews(c).catch(() => {});
          this.scheduleBot();
        } else {
          await this.moved();
        }
      }
    }).catch((e) => {
      console.error(`table ${this.meta.code}: could not settle its last action:`, e.message);
    }).finally(() => { this.settling = null; });
  }

  /** Plays an action the engine applied and Redis stored: everyone is told. */
  async commit(seat, result) {
    const position = result.position;
    this.actions.push(result.action);
    this.view = summary(result.view);
    // One message to each client: the public log line with the new views of its own seats.
    const played = { position, seat, action: result.action, name: this.meta.seats[seat].name };
    for (const c of this.clients) if (c.userData) c.send('played', { ...played, views: this.viewsFor(c, result.view) });
    if (this.view.finished) await this.finish();
    else this.scheduleBot();
  }

  async finish() {
    this.meta.status = 'finished';
    // Every action is stored already: the finished record (for replays) and the status are stored
    // before anyone is told, or (Redis not answering) as soon as Redis answers again.
    const storeFinished = async () => {
      await this.store.saveFinishedRecord(this.meta.code, this.record());
      await this.store.saveMeta(this.meta);
    };
    try {
      await storeFinished();
    } catch (e) {
      if (!isStorageError(e)) throw e;
      console.error(`table ${this.meta.code}: could not store its end yet (${e.message}); trying again`);
      (async () => {
        for (let attempt = 0; attempt < 600; attempt++) { // ten minutes
          await sleep(1000);
          try {
            return await storeFinished();
          } catch { /* still not answering */ }
        }
      })();
    }
    this.broadcast('over', this.overMessage());
    this.broadcastTable();
    await this.updateListing();
  }

  async onStart(client) {
    if (this.meta.status !== 'waiting') return this.sendError(client, 'already-started', 'the game has already started');
    if (!client.userData.seats.includes(this.meta.host)) return this.sendError(client, 'not-host', 'only the host starts the game');
    const free = this.meta.seats.filter((s) => s.kind === 'human' && !s.tokenHash).length;
    if (free > 0) return this.sendError(client, 'seats-free', `${free} seat(s) still wait for a player`);
    await this.store.saveMeta({ ...this.meta, status: 'playing' });
    this.meta.status = 'playing';
    const view = await this.openInEngine(this.watchedSeats()); // with the players' names
    this.broadcastTable();
    for (const c of this.clients) if (c.userData) this.sendViews(c, view);
    await this.updateListing();
    this.scheduleBot();
  }

  async onName(client, message) {
    if (this.meta.status !== 'waiting') return this.sendError(client, 'already-started', 'names are fixed once the game starts');
    const seat = this.seatFor(client, message);
    if (seat === null) return;
    const next = { ...this.meta, seats: this.meta.seats.map((s) => ({ ...s })) };
    next.seats[seat].name = uniqueName(next.seats, seat, cleanName(message.name, next.seats[seat].name));
    await this.store.saveMeta(next);
    this.meta = next;
    this.broadcastTable();
    await this.updateListing();
  }

  async onSuggest(client, message) {
    if (this.meta.status !== 'playing') return this.sendError(client, 'not-playing', 'there is nothing to suggest now');
    const seat = this.seatFor(client, message);
    if (seat === null) return;
    const level = message.level ?? 'medium';
    if (!this.engine.hello.botLevels.includes(level)) return this.sendError(client, 'bad-message', `unknown level "${String(level).slice(0, 20)}"`);
    if (client.userData.suggesting) return this.sendError(client, 'busy', 'a suggestion is already being worked out');
    const heavy = HEAVY_LEVELS.has(level);
    if (heavy && this.heavySuggestion) {
      return this.sendError(client, 'busy', `a ${level} suggestion is already being worked out at this table; ask again in a moment`);
    }
    if (heavy && heavyInProcess >= this.cfg.hardSuggestions) {
      return this.sendError(client, 'busy', `the server is working out ${level} suggestions for other tables; ask again in a moment`);
    }
    client.userData.suggesting = true;
    if (heavy) {
      this.heavySuggestion = true;
      heavyInProcess += 1;
    }
    try {
      const d = await this.engineRequest('decide', { seat, level });
      client.send('suggestion', { seat, position: d.position, action: d.action, reason: d.reason });
    } catch (e) {
      if (!(e instanceof EngineError) || e.code !== 'refused') throw e;
      this.sendError(client, 'not-your-turn', e.message);
    } finally {
      client.userData.suggesting = false;
      if (heavy) {
        this.heavySuggestion = false;
        heavyInProcess -= 1;
      }
    }
  }

  async onCheck(client, message) {
    if (typeof message.action !== 'string' || message.action.length > MAX_ACTION) {
      return this.sendError(client, 'bad-message', 'check needs "action": the action\'s notation');
    }
    if (this.meta.status !== 'playing') return this.sendError(client, 'not-playing', 'the game is not being played');
    const seat = this.seatFor(client, message);
    if (seat === null) return;
    const r = await this.engineRequest('check', { seat, action: message.action });
    client.send('checked', { seat, action: message.action, legal: r.legal, reason: r.reason, position: this.actions.length });
  }

  // ---------------------------------------------------------------------------------------------
  // Computer seats: played here by the engine's bots, at a visible pace

  scheduleBot() {
    if (this.meta.status !== 'playing' || !this.view || this.view.finished || this.botTimer) return;
    const seat = this.view.current;
    const kind = this.meta.seats[seat]?.kind;
    if (!kind?.startsWith('bot:')) return;
    const position = this.view.position;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      this.enqueue(async () => {
        if (this.meta.status !== 'playing' || this.view.position !== position) return;
        const d = await this.engineRequest('decide', { seat, level: kind.slice(4) });
        if (this.view.position === position) await this.apply(seat, d.action, null);
      }).catch((e) => {
        console.error(`table ${this.meta.code}: computer seat ${seat}:`, e.message);
        this.botTimer = setTimeout(() => { this.botTimer = null; this.scheduleBot(); }, 1000);
      });
    }, this.cfg.botDelayMs);
  }
}

export { ErrorCode };
