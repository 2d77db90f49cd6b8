// Tables in Redis: the source of truth that lets any server process take a table over
// (docs/online.md, "Nothing lost"). Keys, for a table whose code is C:
//   tp:table:C    JSON: the table's set-up (game, options, seed, seats with hashed seat tokens,
//                 status, host, private) — written when it changes (create, join, start, finish)
//   tp:actions:C  list: the record's actions in order — one RPUSH after every action, before the
//                 action's result is sent to anyone
//   tp:owner:C    the Colyseus process id of the one process whose room holds the table now
//   tp:record:C   JSON: the whole record of a finished game, kept for replay (no expiry)
// A table whose people all left expires a day later (both tp:table and tp:actions).
import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Table codes: no look-alike characters (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTWXY34679';
export const CODE_LENGTH = 6;
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

export class Store {
  /** @param {import('ioredis').Redis} redis */
  constructor(redis) {
    this.redis = redis;
    // Appends an action only if the list has the expected length: a process that lost a table
    // (another one restored it) can never add to its record.
    redis.defineCommand('tpPushAction', {
      numberOfKeys: 1,
      lua: `if redis.call('LLEN', KEYS[1]) == tonumber(ARGV[1]) then
              return redis.call('RPUSH', KEYS[1], ARGV[2])
            end
            return -1`,
    });
    // Takes the owner key from `expected` (a process known to be gone) to `mine`.
    redis.defineCommand('tpTakeOwner', {
      numberOfKeys: 1,
      lua: `local current = redis.call('GET', KEYS[1])
            if (current == false and ARGV[1] == '') or current == ARGV[1] then
              redis.call('SET', KEYS[1], ARGV[2])
              return 1
            end
            return 0`,
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

  /** Stores a new table under a fresh code; returns the code. */
  async createTable(meta) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = newCode();
      const stored = { ...meta, code };
      if (await this.redis.set(key.table(code), JSON.stringify(stored), 'NX')) return code;
    }
    throw new Error('no free table code found');
  }

  async saveMeta(meta) {
    await this.redis.set(key.table(meta.code), JSON.stringify(meta));
  }

  /** The table's set-up and actions, or null when there is no such table (or it expired). */
  async load(code) {
    const [[e1, text], [e2, actions]] = await this.redis.multi()
      .get(key.table(code)).lrange(key.actions(code), 0, -1).exec();
    if (e1 || e2) throw e1 ?? e2;
    if (!text) return null;
    return { meta: JSON.parse(text), actions };
  }

  /** Appends the action that made the record `position` actions long; false if the stored record
   *  is not `position - 1` long (this process no longer holds the table). */
  async pushAction(code, position, action) {
    return (await this.redis.tpPushAction(key.actions(code), position - 1, action)) === position;
  }

  /** Makes this process the table's owner. `isAlive(processId)` says whether another owner still
   *  runs; returns true if this process now owns the table, false if a live process holds it. */
  async takeOwner(code, processId, isAlive) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await this.redis.get(key.owner(code));
      if (current === processId) return true;
      if (current && await isAlive(current)) return false;
      if (await this.redis.tpTakeOwner(key.owner(code), current ?? '', processId)) return true;
    }
    return false;
  }

  /** This process lets the table go: if it still owns it, the table expires in `seconds`. */
  async letGo(code, processId, seconds) {
    return (await this.redis.tpLetGo(key.owner(code), key.table(code), key.actions(code), processId, seconds)) === 1;
  }

  /** The table's keys are kept with no expiry (someone is at the table again). */
  async keep(code) {
    await this.redis.multi().persist(key.table(code)).persist(key.actions(code)).exec();
  }

  async saveFinishedRecord(code, record) {
    await this.redis.set(key.record(code), JSON.stringify(record));
  }

  async finishedRecord(code) {
    const text = await this.redis.get(key.record(code));
    return text ? JSON.parse(text) : null;
  }
}
