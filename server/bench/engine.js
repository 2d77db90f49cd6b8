#!/usr/bin/env node
// Measures the bridge to the engine (docs/performance.md, "Online tables"): the round trip of one
// request at a time through src/engine.js and tidepool-engine, the throughput with many requests
// in flight, and that a Hard computer's decision on a worker thread does not hold up other
// tables' requests.   node bench/engine.js [--games 200]
import { parseArgs } from 'node:util';

import { Engine } from '../src/engine.js';
import { rng } from '../test/play.js';

const { values: args } = parseArgs({ options: { games: { type: 'string', default: '200' } } });
const games = Number(args.games);
const random = rng(1);
const pick = (view) => { const legal = view.seats[view.current].legal; return legal[Math.floor(random() * legal.length)].action; };

const engine = new Engine();
await engine.start();

const record = (game, seed, players = 4) => ({
  format: 'tidepool-record', version: 1, game, options: {}, seed, setup: null, actions: [],
  players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, kind: 'human' })),
});

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${(pct(s, 50) * 1000).toFixed(0)} µs, p99 ${(pct(s, 99) * 1000).toFixed(0)} µs (${s.length} requests)`;
};

// 1. One request at a time: whole games (random legal actions), each action an "act" (check + apply + the view of
//    all four seats: observation and legal actions), and a "view" after each.
for (const game of ['ribbit', 'mini', 'ripple']) {
  const acts = [];
  const views = [];
  let bytes = 0;
  for (let g = 0; g < games / 4; g++) {
    let { view } = await engine.request('open', { table: 'bench', record: record(game, g) });
    while (!view.finished) {
      const action = pick(view);
      let t = performance.now();
      const r = await engine.request('act', { table: 'bench', seat: view.current, action });
      acts.push(performance.now() - t);
      bytes += JSON.stringify(r).length;
      view = r.view;
      t = performance.now();
      await engine.request('view', { table: 'bench' });
      views.push(performance.now() - t);
    }
  }
  console.log(`${game}, 4 seats, one request at a time: act ${summary(acts)}, ${(bytes / acts.length / 1024).toFixed(1)} KiB a response; view ${summary(views)}`);
}

// 2. Throughput: 100 Ripple tables, every table's next action in flight at once, whole games.
{
  const tables = 100;
  const views = await Promise.all(Array.from({ length: tables }, (_, i) =>
    engine.request('open', { table: `t${i}`, record: record('ripple', 1000 + i) }).then((r) => r.view)));
  let count = 0;
  const t0 = performance.now();
  await Promise.all(views.map(async (view, i) => {
    while (!view.finished) {
      const action = pick(view);
      view = (await engine.request('act', { table: `t${i}`, seat: view.current, action })).view;
      count += 1;
    }
  }));
  const seconds = (performance.now() - t0) / 1000;
  console.log(`throughput: ${count} Ripple actions over ${tables} tables in ${seconds.toFixed(2)} s = ${(count / seconds).toFixed(0)} actions/s (one engine process)`);
}

// 3. A Hard decision in flight does not stall another table's requests.
{
  await engine.request('open', { table: 'hard', record: record('ripple', 7) });
  const { view } = await engine.request('open', { table: 'other', record: record('ripple', 8) });
  const t0 = performance.now();
  const decision = engine.request('decide', { table: 'hard', seat: 0, level: 'hard' }).then(() => performance.now() - t0);
  const during = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await engine.request('view', { table: 'other' });
    during.push(performance.now() - t);
  }
  console.log(`a Hard Ripple decision took ${(await decision).toFixed(0)} ms; meanwhile another table's view: ${summary(during)}`);
  void view;
}
await engine.stop();
