#!/usr/bin/env node
// One Tidepool game server process (docs/online.md):
//   node src/index.js [--port N] [--host ADDR] [--redis URL] [--public-address HOST[:PORT][/PATH]] [--bot-delay MS] [--reconnect S]
//   [--rate N] [--burst N] [--keep S] [--tables-per-minute N] [--joins-per-minute N] [--reservation S] [--trust-proxy]
//   [--hard-suggestions N] [--redis-timeout MS] [--key-file FILE] [--insecure-redis] [--client-seeds]
// Settings may also come from the environment (fromEnvironment below, TIDEPOOL_TRUST_PROXY=1 and
// TIDEPOOL_ENGINE, the engine program; --help lists them).
import { parseArgs } from 'node:util';

import { redactedUrl } from './redis.js';
import { defaults, startServer } from './server.js';

/** Each option that takes a value: the environment variable that gives its default when the option
 *  is not given, and its default when neither is. */
const fromEnvironment = {
  port: ['TIDEPOOL_PORT', defaults.port],
  host: ['TIDEPOOL_HOST', defaults.host],
  redis: ['TIDEPOOL_REDIS', defaults.redis],
  'public-address': ['TIDEPOOL_PUBLIC_ADDRESS', ''],
  'bot-delay': ['TIDEPOOL_BOT_DELAY_MS', defaults.botDelayMs],
  rate: ['TIDEPOOL_RATE', defaults.rate],
  burst: ['TIDEPOOL_BURST', defaults.burst],
  reconnect: ['TIDEPOOL_RECONNECT_SECONDS', defaults.reconnectSeconds],
  keep: ['TIDEPOOL_KEEP_SECONDS', defaults.keepSeconds],
  'tables-per-minute': ['TIDEPOOL_TABLES_PER_MINUTE', defaults.tablesPerMinute],
  'joins-per-minute': ['TIDEPOOL_JOINS_PER_MINUTE', defaults.joinsPerMinute],
  reservation: ['TIDEPOOL_RESERVATION_SECONDS', defaults.reservationSeconds],
  'hard-suggestions': ['TIDEPOOL_HARD_SUGGESTIONS', defaults.hardSuggestions],
  'redis-timeout': ['TIDEPOOL_REDIS_TIMEOUT_MS', defaults.redisTimeoutMs],
  'key-file': ['TIDEPOOL_KEY_FILE', ''],
};

const usage = 'usage: node src/index.js --key-file FILE [--port N] [--host ADDR] [--redis URL] [--public-address HOST[:PORT][/PATH]] [--bot-delay MS]\n' +
  '  [--reconnect SECONDS] [--rate MESSAGES_PER_SECOND] [--burst MESSAGES] [--keep SECONDS] [--tables-per-minute N] [--joins-per-minute N]\n' +
  '  [--reservation SECONDS] [--trust-proxy] [--hard-suggestions N] [--redis-timeout MS] [--insecure-redis] [--client-seeds]\n' +
  '--key-file: the server\'s key, which seals each table\'s secrets in Redis: a file only you can read (mode 600) with 64 hexadecimal digits,\n' +
  '  the same for every process sharing a Redis; make one with (umask 077; openssl rand -hex 32 > FILE)\n' +
  '--redis: redis://:PASSWORD@HOST:PORT (a Redis without a password is refused); best given as TIDEPOOL_REDIS, which other users can\'t read\n' +
  '--redis-timeout: how long a Redis command may take before the player is told the server can\'t save now (2000 ms)\n' +
  '--keep: how long a table no process holds (everyone left, or its process died) is kept (86400, a day)\n' +
  '--tables-per-minute: new tables one address may make a minute, counted over every process sharing the Redis (30; 0: no limit)\n' +
  '--joins-per-minute: joins by code (and restores) one address may ask for a minute, likewise (60; 0: no limit)\n' +
  '--reservation: seconds a place is kept in a table for a join whose connection has not come (5)\n' +
  '--insecure-redis: tests only: accept a Redis URL without a password\n' +
  '--trust-proxy: a request\'s address is its X-Real-IP header (only behind a proxy that sets it)\n' +
  '--hard-suggestions: Hard suggestions worked out at once by this process, over all its tables (2); others are told busy\n' +
  '--client-seeds: tests and benchmarks only: a table\'s creator may choose its seed (and so know every deal)\n' +
  `The environment may give the defaults: ${Object.values(fromEnvironment).map(([variable]) => variable).join(', ')}, ` +
  'TIDEPOOL_TRUST_PROXY=1; TIDEPOOL_ENGINE (the engine program)';
let args;
try {
  ({ values: args } = parseArgs({
    options: {
      ...Object.fromEntries(Object.entries(fromEnvironment).map(([name, [variable, fallback]]) =>
        [name, { type: 'string', default: process.env[variable] ?? String(fallback) }])),
      'trust-proxy': { type: 'boolean', default: false },
      'insecure-redis': { type: 'boolean', default: false },
      'client-seeds': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (e) {
  console.error(`${e.message}\n${usage}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
/** A whole number min..max written in digits only (an empty text, "0x10" or "1e2" is refused:
 *  Number() would read them as 0, 16 and 100). */
const number = (name, text, min, max) => {
  const value = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    const source = fromEnvironment[name] ? ` (or ${fromEnvironment[name][0]})` : '';
    console.error(`--${name}${source}: "${text}" is not a whole number ${min}..${max}`);
    process.exit(2);
  }
  return value;
};
/** TIDEPOOL_TRUST_PROXY: 1, true or yes; 0, false, no or empty; anything else is refused. */
const trustProxyFromEnvironment = (() => {
  const text = (process.env.TIDEPOOL_TRUST_PROXY ?? '').trim().toLowerCase();
  if (['1', 'true', 'yes'].includes(text)) return true;
  if (['', '0', 'false', 'no'].includes(text)) return false;
  console.error(`TIDEPOOL_TRUST_PROXY: "${process.env.TIDEPOOL_TRUST_PROXY}" is not 1, true, yes, 0, false or no`);
  process.exit(2);
})();

const config = {
  port: number('port', args.port, 0, 65535),
  host: args.host,
  redis: args.redis,
  publicAddress: args['public-address'],
  botDelayMs: number('bot-delay', args['bot-delay'], 0, 60000),
  rate: number('rate', args.rate, 1, 100000),
  burst: number('burst', args.burst, 1, 100000),
  reconnectSeconds: number('reconnect', args.reconnect, 0, 86400),
  keepSeconds: number('keep', args.keep, 1, 366 * 86400),
  tablesPerMinute: number('tables-per-minute', args['tables-per-minute'], 0, 100000),
  joinsPerMinute: number('joins-per-minute', args['joins-per-minute'], 0, 100000),
  reservationSeconds: number('reservation', args.reservation, 1, 60),
  redisTimeoutMs: number('redis-timeout', args['redis-timeout'], 100, 60000),
  keyFile: args['key-file'] || null,
  insecureRedis: args['insecure-redis'],
  trustProxy: args['trust-proxy'] || trustProxyFromEnvironment,
  hardSuggestions: number('hard-suggestions', args['hard-suggestions'], 1, 1000),
  clientSeeds: args['client-seeds'],
};

// Exit statuses: 1 cannot start (no Redis, no engine, ...); 2 bad arguments; 3 the port is taken
// (a supervisor such as scripts/serve does not start it again: it would fail the same way).
let server;
try {
  server = await startServer(config);
} catch (e) {
  if (e.code === 'EADDRINUSE') {
    console.error(`tidepool-server: port ${config.port} on ${config.host} is already in use (another server?); ` +
      'stop that program or choose another port with --port');
    process.exit(3);
  }
  console.error(`tidepool-server: ${e.message}`);
  process.exit(1);
}
console.log(`tidepool-server: listening on ws://${config.host}:${server.port} (process ${server.processId}, Redis ${redactedUrl(config.redis)})`);

// TIDEPOOL_LOOP_STATS=1: every 10 s, how long the event loop was held up (benchmarks).
if (process.env.TIDEPOOL_LOOP_STATS) {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  setInterval(() => {
    const ms = (ns) => (ns / 1e6).toFixed(1);
    console.log(`event loop delay: p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`);
    delay.reset();
  }, 10000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
