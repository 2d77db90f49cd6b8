// Tables in Redis: the source of truth that lets any server process take a table over
// (docs/online.md, "Nothing lost"). Keys, for a table whose code is C:
//   tp:table:C    the table's set-up (game, options, seed, seats with hashed seat tokens, status,
//                 host, private) as JSON sealed with the server's key (src/secrets.js: AES-256-GCM,
//                 so a Redis dump shows neither the seed nor a token hash, and a set-up written
//                 without the key is refused) — written when it changes (create, join, start, finish)
//   tp:actions:C  list: the record's actions in order (in clear: every action is public, sent to
//                 every seat as it is played) — one RPUSH after every action, before the
//                 action's result is sent to anyone
//   tp:owner:C    the Colyseus process id of the one process whose room holds the table now
//   tp:record:C   JSON: the whole record of a finished game, kept for replay (no expiry; public:
//                 GET /tables/C/record, its seed included, as every finished game's record is)
// tp:table, tp:actions and tp:owner always carry an expiry (`keepSeconds`, a day by default): every
// write sets it again, and the owning process sets it again for each of its tables well inside
// that time (refresh()). So a live table never expires, and one whose people all left, or whose
// process died with no one coming back, is removed `keepSeconds` after its last refresh.
import { createHash, randomBytes, randomInt } from 'node:crypto';

import { SealError, seal, unseal } from './secrets.js';

/** Table codes: no look-alike characters (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTWXY34679';
export const CODE_LENGTH = 6;
/** How long a table nobody holds is kept (the default of --keep / TIDEPOOL_KEEP_SECONDS). */
export const IDLE_TTL_SECONDS = 24 * 60 * 60;

export function newCode() {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A code as typed by a person: upper case, spaces and dashes dropped; null if it can't be one. */
export function normalizeCode(text) {
  if (typeof text !== 'string') return null;
  const code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return null;
  return code;
}

export function newToken() {
  return randomBytes(18).toString('base64url');
}

export function hashToken(token) {
  return createHash('sha256').update(String(token)).digest('base64url');
}

const key = {
  table: (code) => `tp:table:${code}`,
  actions: (code) => `tp:actions:${code}`,
  owner: (code) => `tp:owner:${code}`,
  record: (code) => `tp:record:${code}`,
};

/** A table whose stored set-up can't be read with this server's key (damaged, written without the
 *  key, or by a server with another key): `table` is its code. */
export class UnreadableTableError extends Error {
  constructor(code, cause) {
    super(`table ${code} can't be read with this server's key (${cause.message})`);
    this.table = code;
    /** Stored in clear, as servers before sealing (issue 41) stored every table. */
    this.unsealed = cause instanceof SealError && /not a sealed value/.test(cause.message);
  }
}

/** The Redis key of a value sealed with the key of the servers sharing this Redis: a server with
 *  another key refuses to start (checkKey) rather than take every table for damaged. */
const KEY_CHECK = 'tp:key-check';

export class Store {
  /** @param {import('ioredis').Redis} redis
   *  `key`: the server's key (32 bytes, src/secrets.js) that seals each table's set-up;
   *  `keepSeconds`: the expiry of a table's keys, set again on every write and refresh. */
  constructor(redis, { key, keepSeconds = IDLE_TTL_SECONDS } = {}) {
    if (!Buffer.isBuffer(key) || key.length !== 32) throw new Error('the store needs the server\'s 32-byte key');
    this.redis = redis;
    this.key = key;
    this.keepSeconds = keepSeconds;
    // Appends an action only if the list has the expected length: a process that lost a table
    // (another one restored it) can never add to its record. The table's keys are kept again.
    // KEYS: actions, table, owner; ARGV: expected length, action, seconds.
    redis.defineCommand('tpPushAction', {
      numberOfKeys: 3,
      lua: `if redis.call('LLEN', KEYS[1]) == tonumber(ARGV[1]) then
              local n = redis.call('RPUSH', KEYS[1], ARGV[2])
              for i = 1, 3 do redis.call('EXPIRE', KEYS[i], ARGV[3]) end
              return n
            end
            return -1`,
    });
    // Takes the owner key from `expected` (a process known to be gone) to `mine`, with an expiry.
    redis.defineCommand('tpTakeOwner', {
      numberOfKeys: 1,
      lua: `local current = redis.call('GET', KEYS[1])
            if (current == false and ARGV[1] == '') or current == ARGV[1] then
              redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
              return 1
            end
            return 0`,
    });
    // Keeps a table: only if this process owns it, its keys' expiry is set again to ARGV[2] seconds.
    // KEYS: owner, table, actions; ARGV: process id, seconds.
    redis.defineCommand('tpRefresh', {
      numberOfKeys: 3,
      lua: `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
            for i = 1, 3 do redis.call('EXPIRE', KEYS[i], ARGV[2]) end
            return 1`,
    });
    // Lets a table go (its room closed): only if this process still owns it, the owner key goes
    // and the table's keys expire after ARGV[2] seconds.
    redis.defineCommand('tpLetGo', {
      numberOfKeys: 3,
      lua: `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
            redis.call('DEL', KEYS[1])
            redis.call('EXPIRE', KEYS[2], ARGV[2])
            redis.call('EXPIRE', KEYS[3], ARGV[2])
            return 1`,
    });
  }

  /** Checks that this server's key is the one this Redis's tables are sealed with (the first server
   *  to start on a Redis leaves a sealed check value); throws an Error that says what to do. */
  async checkKey() {
    const check = await this.redis.get(KEY_CHECK);
    if (check === null) {
      await this.redis.set(KEY_CHECK, seal(this.key, 'tidepool', KEY_CHECK), 'NX');
      return;
    }
    try {
      unseal(this.key, check, KEY_CHECK);
    } catch {
      throw new Error(`this server's key is not the one the tables in this Redis are sealed with (${KEY_CHECK}): ` +
        'every server process sharing a Redis needs the same key file (--key-file / TIDEPOOL_KEY_FILE)');
    }
  }

  /** The stored form of a table's set-up: sealed with the key, for its own Redis key only. */
  sealMeta(meta) {
    return seal(this.key, JSON.stringify(meta), key.table(meta.code));
  }

  /** The set-up stored for `code` (null if none); throws UnreadableTableError when it does not open
   *  with the key. */
  openMeta(code, stored) {
    if (stored === null || stored === undefined) return null;
    try {
      return JSON.parse(unseal(this.key, stored, key.table(code)));
    } catch (e) {
      if (e instanceof SealError || e instanceof SyntaxError) throw new UnreadableTableError(code, e);
      throw e;
    }
  }

  /** Stores a new table under a fresh code; returns the code. */
  async createTable(meta) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = newCode();
      if (await this.redis.set(key.table(code), this.sealMeta({ ...meta, code }), 'EX', this.keepSeconds, 'NX')) return code;
    }
    throw new Error('no free table code found');
  }

  async saveMeta(meta) {
    await this.redis.set(key.table(meta.code), this.sealMeta(meta), 'EX', this.keepSeconds);
  }

  /** The table's set-up (without its actions), or null when there is no such table; throws
   *  UnreadableTableError when it can't be read with the key. */
  async loadMeta(code) {
    return this.openMeta(code, await this.redis.get(key.table(code)));
  }

  /** The table's set-up and actions, or null when there is no such table (or it expired); throws
   *  UnreadableTableError when its set-up can't be read with the key. */
  async load(code) {
    const [[e1, text], [e2, actions]] = await this.redis.multi()
      .get(key.table(code)).lrange(key.actions(code), 0, -1).exec();
    if (e1 || e2) throw e1 ?? e2;
    const meta = this.openMeta(code, text);
    if (!meta) return null;
    return { meta, actions };
  }

  /** How many actions the stored record of `code` has. */
  async actionCount(code) {
    return this.redis.llen(key.actions(code));
  }

  /** Appends the action that made the record `position` actions long; false if the stored record
   *  is not `position - 1` long (this process no longer holds the table). */
  async pushAction(code, position, action) {
    return (await this.redis.tpPushAction(key.actions(code), key.table(code), key.owner(code),
      position - 1, action, this.keepSeconds)) === position;
  }

  /** Makes this process the table's owner. `isAlive(processId)` says whether another owner still
   *  runs; returns true if this process now owns the table, false if a live process holds it. */
  async takeOwner(code, processId, isAlive) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await this.redis.get(key.owner(code));
      if (current === processId) return true;
      if (current && await isAlive(current)) return false;
      if (await this.redis.tpTakeOwner(key.owner(code), current ?? '', processId, this.keepSeconds)) return true;
    }
    return false;
  }

  /** This process lets the table go: if it still owns it, the owner key goes and the table
   *  expires `keepSeconds` from now. */
  async letGo(code, processId) {
    return (await this.redis.tpLetGo(key.owner(code), key.table(code), key.actions(code), processId, this.keepSeconds)) === 1;
  }

  /** Keeps the table `keepSeconds` more from now, if `processId` owns it (a live table: its owner
   *  calls this well inside that time); false if another process (or none) owns it. */
  async refresh(code, processId) {
    return (await this.redis.tpRefresh(key.owner(code), key.table(code), key.actions(code), processId, this.keepSeconds)) === 1;
  }

  async saveFinishedRecord(code, record) {
    await this.redis.set(key.record(code), JSON.stringify(record));
  }

  async finishedRecord(code) {
    const text = await this.redis.get(key.record(code));
    return text ? JSON.parse(text) : null;
  }
}
