// How a server process talks to Redis (docs/online.md, "Attacks and what answers them"): one set of connection options
// for every connection it opens (its own, Colyseus's presence and matchmaking driver), with a
// deadline on every command, so that a Redis that stops answering (paused, or its link dropped
// without a reset) gives each caller an error within the deadline instead of no answer at all.
import ioredisUtils from 'ioredis/built/utils/index.js';

/** Milliseconds a Redis command may take before it fails (the default of --redis-timeout). */
export const DEFAULT_COMMAND_TIMEOUT_MS = 2000;

/**
 * ioredis options for the Redis at `url` (redis://[USER:PASSWORD@]HOST:PORT[/DB], rediss:// for
 * TLS, or a unix socket path): `commandTimeoutMs` is every command's deadline (ioredis rejects the
 * command with "Command timed out"); a command that was sent on a connection that then broke is never
 * sent again on the next one (autoResendUnfulfilledCommands: false): a table must learn whether an
 * action it wrote was stored before it goes on (src/table-room.js, settle), and a command sent again
 * later could store it after the table had been told it was not.
 */
export function redisOptions(url, { commandTimeoutMs = DEFAULT_COMMAND_TIMEOUT_MS } = {}) {
  const options = ioredisUtils.parseURL(url);
  if (/^rediss:\/\//i.test(url)) options.tls = {};
  return {
    ...options,
    commandTimeout: commandTimeoutMs,
    connectTimeout: Math.max(1000, commandTimeoutMs),
    maxRetriesPerRequest: 2,
    autoResendUnfulfilledCommands: false,
    enableAutoPipelining: true,
  };
}

/** Whether the Redis URL carries a password (redis://:PASSWORD@... or redis://USER:PASSWORD@...). */
export function hasCredentials(url) {
  return Boolean(ioredisUtils.parseURL(url).password);
}

/** `url` with its password replaced by "***", for messages and logs. */
export function redactedUrl(url) {
  return String(url).replace(/^(rediss?:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}

/** What a client is told while a server process can't reach Redis (matchmaking's 4213, the lobby's
 *  503, a join that could not be stored). */
export const STORAGE_DOWN = 'the server cannot reach its storage (Redis) now; try again later';

/** Whether an error is ioredis's for a Redis it can't reach or that did not answer in time
 *  (connection refused, closed, or given up on; a command past its deadline). */
export function isStorageError(e) {
  return /max retries per request|Connection is closed|ECONNREFUSED|ECONNRESET|ETIMEDOUT|Stream isn't writeable|enableOfflineQueue|Command timed out/i
    .test(String(e?.message));
}
