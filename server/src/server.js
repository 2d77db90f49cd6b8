// Builds one Tidepool game server process: Colyseus with Redis presence and the Redis
// matchmaking driver (so that several processes share one set of tables), the engine bridge,
// the "table" room type and a few read-only HTTP routes for lobbies (docs/online.md).
import http from 'node:http';
import net from 'node:net';

import { Server, ServerError, matchMaker } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import Redis from 'ioredis';
import rateLimiter from 'rate-limiter-flexible';

import { Engine } from './engine.js';
import { requestAddress } from './address.js';
import { DEFAULT_COMMAND_TIMEOUT_MS, STORAGE_DOWN, hasCredentials, isStorageError, redactedUrl, redisOptions } from './redis.js';
import { readKeyFile } from './secrets.js';
import { IDLE_TTL_SECONDS, Store, normalizeCode } from './store.js';
import { JoinError, TableRoom, closeForShutdown, isPlainObject, refreshLocalTables } from './table-room.js';
import { SpreadPingTransport } from './transport.js';

export const defaults = {
  port: 2567,
  host: '127.0.0.1',
  redis: 'redis://127.0.0.1:6379',
  botDelayMs: 800,       // computer seats play at a pace people can follow
  reconnectSeconds: 60,  // a dropped client keeps its seat this long on the same process
  rate: 10,              // messages a second per client ...
  burst: 20,             // ... with bursts up to this many
  maxPayload: 4096,      // bytes: a larger WebSocket message closes that connection (code 1009)
  maxRequestBytes: 16384, // bytes: a larger matchmaking request is refused (HTTP 413)
  clientSeeds: false,    // tests and benchmarks only: a table's creator may choose its seed
  keepSeconds: IDLE_TTL_SECONDS, // a table no process holds (all left, or its process died) is kept this long
  hardSuggestions: 2,    // Hard suggestions worked out at once on a process, over all its tables
  tablesPerMinute: 30,   // new tables one address may make a minute, over every process of a Redis (0: no limit)
  joinsPerMinute: 60,    // joins by code (and restores) one address may ask for a minute, likewise (0: no limit)
  reservationSeconds: 5, // a place kept in a room for a join whose connection has not come yet
  trustProxy: false,     // behind a proxy: a request's address is its X-Real-IP header (set by the proxy)
  redisTimeoutMs: DEFAULT_COMMAND_TIMEOUT_MS, // every Redis command's deadline
  keyFile: null,         // the server's key (src/secrets.js); required unless `key` (32 bytes) is given
  insecureRedis: false,  // tests only: a Redis URL without a password is accepted
};

/** Colyseus's Redis matchmaking driver, whose list of rooms survives a Redis that did not answer:
 *  the stock driver shares one pending HGETALL between callers and forgets it only when it succeeds,
 *  so after one command past its deadline (a paused Redis) every later query got that same failure
 *  for ever (the lobby answered 503 until the process restarted). */
class RedisDriverAfterTimeouts extends RedisDriver {
  getRooms(roomName) {
    const request = super.getRooms(roomName);
    request.catch(() => {
      if (this._roomCacheRequestByName[roomName] === request) delete this._roomCacheRequestByName[roomName];
      this._concurrentRoomCacheRequest = undefined;
    });
    return request;
  }
}

/** Refusal code of a create over the address's tables-per-minute limit, and of a join by code over
 *  its joins-per-minute limit (Colyseus's 4xxx range). */
export const TOO_MANY_TABLES = 4429;

export { isStorageError, requestAddress };

/** What Redis (ioredis) says of a password it refused. */
const PASSWORD_REFUSED = /NOAUTH|WRONGPASS|invalid password|invalid username/i;

/** Resolves once Redis answers PING; rejects with a message that says what to do. A URL without a
 *  password is refused unless `insecure` (tests): a Redis anyone on the machine can write to lets
 *  them write a table's actions (docs/online.md, "Attacks and what answers them"). */
async function checkRedis(url, { insecure, commandTimeoutMs }) {
  if (!hasCredentials(url) && !insecure) {
    throw new Error(`the Redis URL ${redactedUrl(url)} has no password. Give Redis a password (requirepass, or an ACL user) ` +
      'and put it in the URL (redis://:PASSWORD@HOST:PORT, or redis://USER:PASSWORD@HOST:PORT), best through TIDEPOOL_REDIS ' +
      '(the command line is readable by every user); bash scripts/serve does this. Tests only: --insecure-redis');
  }
  const probe = new Redis({ ...redisOptions(url, { commandTimeoutMs }), lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let reported = null; // ioredis reports a refused password here, then closes ("Connection is closed.")
  probe.on('error', (e) => { reported = e; });
  try {
    await probe.connect();
    await probe.ping();
  } catch (thrown) {
    const e = reported && PASSWORD_REFUSED.test(reported.message) ? reported : thrown;
    if (PASSWORD_REFUSED.test(e.message)) {
      throw new Error(`Redis at ${redactedUrl(url)} refused the password (${e.message}): give the right one in the URL`);
    }
    throw new Error(`cannot reach Redis at ${redactedUrl(url)} (${e.message}). Start it (bash scripts/serve starts one), ` +
      'or give its address with --redis / TIDEPOOL_REDIS');
  } finally {
    probe.disconnect();
  }
}



function json(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
  res.end(JSON.stringify(body));
}

/** A TCP port that is free on `host` now. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Rejects (an error with code EADDRINUSE) when something listens on `port` already: checked before
 *  anything starts, since Colyseus would print the listen error's stack first. */
function checkPortFree(port, host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** Starts a server process's parts and listens; resolves to {port, close()}. */
export async function startServer(options = {}) {
  const cfg = { ...defaults, ...options };
  if (!cfg.port) cfg.port = await freePort(cfg.host);
  else await checkPortFree(cfg.port, cfg.host);
  // Clients open a room's WebSocket at its process's public address (each process has its own;
  // docs/online.md, "Several processes").
  const publicAddress = cfg.publicAddress || `${cfg.host.includes(':') ? `[${cfg.host}]` : cfg.host}:${cfg.port}`;
  if (!cfg.key && !cfg.keyFile) {
    throw new Error('the server needs its key, to keep each table\'s secrets sealed in Redis: --key-file FILE ' +
      '(or TIDEPOOL_KEY_FILE), a file only you can read with 64 hexadecimal digits; make one with: ' +
      '(umask 077; openssl rand -hex 32 > tidepool.key). Every process sharing a Redis needs the same key');
  }
  const key = cfg.key ?? readKeyFile(cfg.keyFile);
  const connection = redisOptions(cfg.redis, { commandTimeoutMs: cfg.redisTimeoutMs });
  await checkRedis(cfg.redis, { insecure: cfg.insecureRedis, commandTimeoutMs: cfg.redisTimeoutMs });
  const engine = new Engine({ path: cfg.enginePath, threads: cfg.engineThreads });
  await engine.start();

  const redis = new Redis(connection);
  redis.on('error', (e) => console.error(`redis: ${e.message}`));
  // Ready before the first request (matchmaking is refused while it is not: below).
  await new Promise((resolve) => {
    if (redis.status === 'ready') return resolve();
    const timer = setTimeout(resolve, 5000);
    redis.once('ready', () => { clearTimeout(timer); resolve(); });
  });
  const store = new Store(redis, { key, keepSeconds: cfg.keepSeconds });
  await store.checkKey(); // the same key as every other process of this Redis
  // New tables per address and minute, counted in Redis so that every process of a pool shares the
  // count (rate-limiter-flexible): each table is kept up to a day (keepSeconds), so one client
  // making tables in a loop would otherwise fill Redis. Coming back to a table (create with
  // `restore`) makes no new table and is not counted.
  const tableLimit = cfg.tablesPerMinute > 0
    ? new rateLimiter.RateLimiterRedis({ storeClient: redis, keyPrefix: 'tp:limit:create', points: cfg.tablesPerMinute, duration: 60 })
    : null;
  // Joins by code (and restores) per address and minute, likewise: each join that passes the
  // table's checks keeps a place in its room for a few seconds (reservationSeconds), so a stranger
  // asking over and over is slowed down here, over every process (src/table-room.js,
  // _reserveSeat, keeps those places from ever shutting out the table's own players).
  const joinLimit = cfg.joinsPerMinute > 0
    ? new rateLimiter.RateLimiterRedis({ storeClient: redis, keyPrefix: 'tp:limit:join', points: cfg.joinsPerMinute, duration: 60 })
    : null;
  TableRoom.config = { ...cfg, engine, store };
  // Every table's keys expire keepSeconds after they were last set (src/store.js): the tables this
  // process holds are kept again every sixth of that time, so a live table never expires and one
  // whose process died is removed keepSeconds after its last refresh.
  const keeper = setInterval(() => refreshLocalTables(store), Math.max(100, (cfg.keepSeconds * 1000) / 6));
  keeper.unref();

  const httpServer = http.createServer(async (req, res) => {
    try {
      let url;
      try {
        url = new URL(req.url, 'http://server');
      } catch {
        return json(res, 400, { error: 'the request path is not a valid URL' });
      }
      if (req.method !== 'GET') return json(res, 405, { error: 'only GET here' });
      if (url.pathname === '/games') {
        return json(res, 200, { games: engine.hello.games, botLevels: engine.hello.botLevels });
      }
      if (url.pathname === '/tables') {
        if (redis.status !== 'ready') return json(res, 503, { error: STORAGE_DOWN });
        const rooms = await matchMaker.query({ name: 'table', private: false });
        return json(res, 200, { tables: rooms.map((r) => r.metadata).filter(Boolean) });
      }
      const match = url.pathname.match(/^\/tables\/([^/]+)\/record$/);
      if (match) {
        let text;
        try {
          text = decodeURIComponent(match[1]);
        } catch {
          return json(res, 400, { error: 'the table code in the path is not valid percent-encoding (UTF-8)' });
        }
        const code = normalizeCode(text);
        if (code && redis.status !== 'ready') return json(res, 503, { error: STORAGE_DOWN });
        const record = code && await store.finishedRecord(code);
        if (!record) return json(res, 404, { error: 'no finished game has that code' });
        return json(res, 200, record);
      }
      return json(res, 404, { error: 'not found' });
    } catch (e) {
      if (isStorageError(e)) return json(res, 503, { error: STORAGE_DOWN });
      return json(res, 500, { error: e.message });
    }
  });

  // Longer than the clients' and proxies' idle times, so that a kept-alive connection is never
  // closed by the server just as a client sends a matchmaking request on it.
  httpServer.keepAliveTimeout = 65000;
  httpServer.headersTimeout = 66000;

  const gameServer = new Server({
    // A ping every 10 s (not Colyseus's 3 s): a link that stops answering is dropped within ~30 s,
    // well inside the seat's reconnection time, at a third of the wake-ups per idle client; the
    // pings are spread over the 10 s (src/transport.js), not sent to every client at once.
    transport: new SpreadPingTransport({ server: httpServer, maxPayload: cfg.maxPayload, pingInterval: 10000, pingMaxRetries: 2 }),
    // Colyseus's own connections, with the same deadline on every command (src/redis.js).
    presence: new RedisPresence(connection),
    driver: new RedisDriverAfterTimeouts(connection),
    publicAddress,
    // A table is made (or restored) by the process that was asked, never sent to another one
    // (Colyseus picks the process with the fewest rooms): over Colyseus's inter-process call a
    // refusal keeps only its message, so a bad table refused there came back as 4213 instead of
    // 4422, a missing one instead of 4404, and a client could not tell what to do (a restore of a
    // table open elsewhere, 4409, is asked again). Tables are spread over the processes by the
    // matchmaking pool in front of them (docs/online.md), with no Redis round trip to choose.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
    greet: false,
    gracefullyShutdown: false,
  });
  gameServer.define('table', TableRoom);
  // Tables are made (create) and found by code (joinById); Colyseus's "join" and "joinOrCreate"
  // would seat a request at any public table it picks, so they are not offered.
  matchMaker.controller.exposedMethods = ['create', 'joinById', 'reconnect'];
  // Matchmaking while Redis can't be reached fails inside Colyseus's presence and driver with
  // ioredis's own words ("Reached the max retries per request limit ...", after 10-30 s, when the
  // SDK's client has long given up with "socket hang up"): while this process's own connection to
  // Redis is down, a request is answered at once with what it means, and one that fails that way
  // anyway gets the same sentence (same code, Colyseus's 4213); the log keeps the original.
  const invokeMethod = matchMaker.controller.invokeMethod;
  matchMaker.controller.invokeMethod = async function (...args) {
    if (redis.status !== 'ready') throw new ServerError(4213, STORAGE_DOWN);
    try {
      const [method, roomName, clientOptions, authOptions] = args;
      const restoring = isPlainObject(clientOptions) && clientOptions.restore !== undefined; // as TableRoom.onAuth reads it
      if (method === 'joinById') {
        // Colyseus routes on the path's letters, digits, _ and - only (so /joinById/CODE%00 and
        // /joinById/CODE%2F..%2Fx reach room CODE): a join is taken only when its path names the
        // code exactly, and the table's checks (TableRoom.onAuth) read that same code.
        const prefix = '/matchmake/joinById/';
        const path = String(authOptions?.req?.url ?? '').split('?')[0];
        const code = normalizeCode(roomName);
        if (!code || code !== roomName || path !== `${prefix}${roomName}`) {
          throw new ServerError(JoinError.NO_TABLE, `"${path.slice(prefix.length, prefix.length + 20)}" is not a table code`);
        }
        authOptions.tableCode = code;
      }
      // Who asks (the table keeps at most a few places per address: TableRoom._reserveSeat).
      const address = requestAddress(authOptions?.req, cfg.trustProxy);
      if (authOptions) authOptions.address = address;
      // A join with a seat token (coming back) is never counted: a player must always get back to
      // their seat, and a wrong token is refused at once (4401) without keeping a place.
      const withToken = isPlainObject(clientOptions) && clientOptions.token !== undefined;
      const limit = (method === 'create' && !restoring) ? tableLimit
        : ((method === 'joinById' || restoring) && !withToken) ? joinLimit : null;
      if (limit) {
        try {
          await limit.consume(address);
        } catch (refused) {
          if (refused instanceof Error) throw refused; // Redis: reported below
          const seconds = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
          throw new ServerError(TOO_MANY_TABLES, limit === tableLimit
            ? `too many new tables from your address (at most ${cfg.tablesPerMinute} a minute); try again in ${seconds} s`
            : `too many joins from your address (at most ${cfg.joinsPerMinute} a minute); try again in ${seconds} s`);
        }
      }
      return await invokeMethod.apply(this, args);
    } catch (e) {
      // Only Colyseus's unhandled errors (4213, or an ioredis error's own code): never a refusal
      // of ours (44xx), whose message may quote what a client sent.
      const unhandled = !(typeof e.code === 'number' && e.code !== 4213);
      if (!unhandled || !isStorageError(e)) throw e;
      console.error(`matchmaking ${args[0]}: Redis: ${e.message}`);
      throw new ServerError(4213, STORAGE_DOWN);
    }
  };
  // Colyseus reads a matchmaking request's whole body: refuse large ones (and ones of unknown
  // length) before it does. A table's options are a few hundred bytes.
  const colyseusListeners = httpServer.listeners('request');
  httpServer.removeAllListeners('request');
  httpServer.on('request', (req, res) => {
    const length = Number(req.headers['content-length']);
    if (req.method === 'POST' && !(length <= cfg.maxRequestBytes)) {
      res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(JSON.stringify({ code: 413, error: `a request body must have a Content-Length of at most ${cfg.maxRequestBytes} bytes` }));
      req.destroy();
      return;
    }
    for (const listener of colyseusListeners) listener.call(httpServer, req, res);
  });
  await gameServer.listen(cfg.port, cfg.host);
  const port = httpServer.address().port;

  let closing = null;
  const close = () => {
    closing ??= (async () => {
      clearInterval(keeper);
      // Players are told to come back (4003), not that they left (Colyseus's 4000).
      await closeForShutdown();
      await gameServer.gracefullyShutdown(false).catch(() => {});
      await engine.stop();
      redis.disconnect();
    })();
    return closing;
  };
  return { port, close, engine, processId: matchMaker.processId };
}
