// The terminal client (server/bin/tidepool-online) against a real server and Redis: two terminals
// that play by themselves (--bot) finish a whole Ripple game, also when the server's rate limit
// drops some of their messages (a dropped action is asked for again, never left waiting), and also
// when the server process is killed mid-game and started again on the same port (the clients come
// back with their tokens; no action is lost).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';

import { freePort } from '../src/server.js';
import { startRedis, startServer, until } from './harness.js';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/tidepool-online');
let redis;
const running = new Set();

before(async () => { redis = await startRedis(); });
after(async () => {
  for (const child of running) child.kill('SIGKILL');
  await redis?.stop();
});

/** One terminal: its output lines as they come, and how it ended; `type(line)` types a line
 *  (with `typing`: a person at the keyboard). */
function terminal(args, { typing = false } = {}) {
  const proc = spawn(process.execPath, [cli, ...args], { stdio: [typing ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
  running.add(proc);
  const lines = [];
  createInterface({ input: proc.stdout }).on('line', (line) => lines.push(line));
  createInterface({ input: proc.stderr }).on('line', (line) => lines.push(`stderr: ${line}`));
  const ended = new Promise((resolve) => proc.once('exit', (code) => { running.delete(proc); resolve(code); }));
  return { proc, lines, ended, type: (line) => proc.stdin.write(`${line}\n`) };
}

async function playRipple(server, { killMidGame = false } = {}) {
  // One round (the option `rounds`), so that the test stays short: a whole game all the same.
  const ann = terminal(['create', '--server', server.endpoint, '--game', 'ripple', '--seats', 'human,human',
    '--option', 'rounds=1', '--name', 'Ann', '--bot', 'easy', '--start']);
  const code = await until(() => ann.lines.map((l) => l.match(/^table (\S+): you play/)?.[1]).find(Boolean),
    10000, 'the table code');
  const ben = terminal(['join', code, '--server', server.endpoint, '--name', 'Ben', '--bot', 'easy']);
  let restarted = server;
  if (killMidGame) {
    await until(() => ann.lines.some((l) => /^#12 /.test(l)), 60000, 'twelve actions');
    const port = server.port;
    await server.kill();
    restarted = await startServer({ redis: redis.url, port });
  }
  const [annEnd, benEnd] = await Promise.all([ann.ended, ben.ended]);
  const tail = (t) => t.lines.slice(-8).join('\n');
  assert.equal(annEnd, 0, `Ann's terminal ends with the game:\n${tail(ann)}`);
  assert.equal(benEnd, 0, `Ben's terminal ends with the game:\n${tail(ben)}`);
  for (const t of [ann, ben]) assert.ok(t.lines.some((l) => /^game over: .+ won/.test(l)), tail(t));
  // Both end with the same record, whose actions are every one either terminal saw, each once and
  // in order (nothing lost, nothing played twice; a terminal away meanwhile misses some lines).
  const total = (t) => Number(t.lines.map((l) => l.match(/^game over: .*; (\d+) actions$/)?.[1]).find(Boolean));
  assert.ok(total(ann) > 0 && total(ann) === total(ben), `${total(ann)} and ${total(ben)} actions`);
  const numbers = (t) => t.lines.map((l) => Number(l.match(/^#(\d+) /)?.[1] ?? NaN)).filter((n) => !Number.isNaN(n));
  for (const t of [ann, ben]) {
    const seen = numbers(t);
    assert.ok(seen.every((n, i) => i === 0 || n > seen[i - 1]), `each action once, in order: ${seen.join(' ')}`);
  }
  const all = new Set([...numbers(ann), ...numbers(ben)]);
  assert.equal(Math.max(...all), total(ann), 'the last action seen is the record\'s last');
  if (!killMidGame) assert.equal(all.size, total(ann), 'with no drop, every action seen');
  return { ann, ben, server: restarted };
}

test('two bot terminals play a whole Ripple game under a tight rate limit', { timeout: 120000 }, async () => {
  // 3 messages a second, bursts of 6: the bots' suggest-then-act (a decision every 250 ms) runs
  // into it.
  const server = await startServer({ redis: redis.url, rate: 3 });
  try {
    const { ann, ben } = await playRipple(server);
    assert.ok([...ann.lines, ...ben.lines].some((l) => /rate-limited/.test(l)), 'the rate limit was met on the way');
  } finally {
    await server.kill();
  }
});

test('a server process killed mid-game: the terminals come back and finish the game', { timeout: 120000 }, async () => {
  const server = await startServer({ redis: redis.url });
  let last = server;
  try {
    const { ann, ben, server: restarted } = await playRipple(server, { killMidGame: true });
    last = restarted;
    for (const t of [ann, ben]) assert.ok(t.lines.includes('back at the table'), t.lines.slice(-8).join('\n'));
  } finally {
    await last.kill();
  }
});

test('an action typed while coming back is refused with a line, not lost; typed again once back, it is played', { timeout: 60000 }, async () => {
  const server = await startServer({ redis: redis.url });
  let last = server;
  try {
    // Two seats at this terminal (people at one screen): started at once, Ann's turn.
    const ann = terminal(['create', '--server', server.endpoint, '--game', 'ribbit', '--seats', 'human,human',
      '--claim', '2', '--name', 'Ann', '--start'], { typing: true });
    await until(() => ann.lines.some((l) => /to play: type an action or its number/.test(l)), 10000, 'Ann\'s turn');
    const port = server.port;
    await server.kill();
    await until(() => ann.lines.some((l) => /coming back\.\.\.$/.test(l)), 10000, 'the drop noticed');
    ann.type('1');
    await until(() => ann.lines.some((l) => /^not sent: "1" \(not at the table now: coming back\.\.\.\); type it again once back at the table$/.test(l)),
      5000, 'the line that says the action was not sent');
    last = await startServer({ redis: redis.url, port });
    await until(() => ann.lines.includes('back at the table'), 20000, 'back at the table');
    await until(() => ann.lines.filter((l) => /to play: type an action or its number/.test(l)).length >= 2, 10000, 'the turn shown again');
    ann.type('1');
    await until(() => ann.lines.some((l) => /^#1 seat 0 /.test(l)), 10000, 'the action played once back');
    ann.type('quit');
    assert.equal(await ann.ended, 0);
  } finally {
    await last.kill();
  }
});

test('join, create and list agree when no server runs: "cannot reach the server ...; is it running?"', async () => {
  const endpoint = `ws://127.0.0.1:${await freePort()}`;
  for (const args of [['join', 'K7QF3A'], ['create', '--game', 'ribbit', '--seats', 'human,human'], ['list']]) {
    const t = terminal([...args, '--server', endpoint]);
    assert.equal(await t.ended, 1, args[0]);
    assert.deepEqual(t.lines, [`stderr: tidepool-online: cannot reach the server at ${endpoint} (ECONNREFUSED); is it running? (bash scripts/serve)`], args[0]);
  }
});

test('what a server sends is printed escaped: another player\'s name can\'t write to the terminal', async () => {
  // A server that is not ours (or a name that got past the server's cleaning): its lobby lists a
  // table whose players' names carry an escape sequence, NEL, CSI, a bidi override, a line
  // separator and a line break.
  const hostile = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ tables: [{ code: 'K7QF3A', game: 'ribbit', status: 'waiting', free: 1,
      players: ['Ann\u001b[2J\u001b[31m', 'Ben\u0085NEL\u009b31m\u202eevil\u2028\nK7QF3A  ribbit  fake line'] }] }));
  });
  await new Promise((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  try {
    const t = terminal(['list', '--server', `ws://127.0.0.1:${hostile.address().port}`]);
    assert.equal(await t.ended, 0);
    assert.equal(t.lines.length, 1, t.lines.join('\n'));
    assert.equal(t.lines[0], 'K7QF3A  ribbit  waiting  1 free seat(s)  Ann\\u{1b}[2J\\u{1b}[31m, ' +
      'Ben\\u{85}NEL\\u{9b}31m\\u{202e}evil\\u{2028}\\u{a}K7QF3A  ribbit  fake line');
    assert.ok(!/[\u0000-\u001f\u007f-\u009f\u202e\u2028]/.test(t.lines[0]));
  } finally {
    hostile.close();
  }
});
