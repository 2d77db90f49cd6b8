// A private game server for clients in other languages to test against (the app's tests,
// tests/app/tst_online.cpp): starts its own redis-server on a free loopback port in a temporary
// folder and one server process (harness.js, as the server's own tests do), prints one line
//   ready http://127.0.0.1:<port>
// and keeps them up until its standard input closes or it gets SIGTERM/SIGINT; then stops both.
// Options: --bot-delay MS (0), --reconnect SECONDS (20). Tables take the seed their creator gives.
import { startRedis, startServer } from './harness.js';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};

const redis = await startRedis();
const server = await startServer({ redis: redis.url, botDelayMs: arg('--bot-delay', 0), reconnectSeconds: arg('--reconnect', 20) });
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.kill('SIGTERM');
  await redis.stop();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
console.log(`ready ${server.http}`);
