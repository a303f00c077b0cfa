// The published engine in plain Node 20, as a server checking a submitted game uses it:
// `import { Game } from 'montana-solitaire/engine'` resolved through package.json's exports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Game, MAX_ACTIONS, VARIANTS, dailySeed, findWinnableSeed, solve, winnableDealSeed } from 'montana-solitaire/engine';

test('deals the documented first deal of seed 1 in Node', () => {
  assert.equal(
    new Game({ seed: '1' }).position,
    '--JH4S4C2S6CTH8S3S9HQSJS5D/TC--QD7DKS9CQH4DTDQC6D5S6H/KD7H2C3C8D3H--9S6S3DTS8H7S/KH4HJC5C9DKC--2D8C5HJD7C2H',
  );
  assert.equal(Object.keys(VARIANTS).length, 21);
  assert.deepEqual(Object.keys(VARIANTS).slice(0, 2), ['montana', 'descending']);
});

test("checks a daily result as a server would: the day's seed, its winnable deal, the game verified", () => {
  // The deal every page played on 2 December 2026 (UTC), as the element's `daily` chose it.
  const seed = findWinnableSeed('montana', dailySeed(new Date('2026-12-02T08:00:00Z')));
  assert.match(seed, /^daily:2026-12-02(:\d+)?$/);
  const player = new Game({ seed });
  for (let step = 0; step < 10 && player.moves().length; step++) player.play(player.moves()[0].card, player.moves()[0].to);
  const verdict = Game.verify(player.save(), { variant: 'montana', seed, redeals: 2 });
  assert.equal(verdict.ok, true, verdict.error);
  assert.equal(verdict.moveCount, player.moveCount);
  // A game of the day before is not the day's.
  assert.equal(Game.verify(new Game({ seed: dailySeed(new Date('2026-12-01T23:59:59Z')) }).save(), { variant: 'montana', seed, redeals: 2 }).ok, false);
});

test("computes the daily deal a page played also on a day none of the day's 30 seeds is proven", () => {
  // Blue moon on 25 December 2026: no deal of the 30 seeds is proven within winnable's
  // search, so findWinnableSeed throws, and the element deals the day's seed itself.
  const unproven = dailySeed(new Date('2026-12-25T12:00:00Z'));
  assert.throws(() => findWinnableSeed('blue-moon', unproven), { message: `No winnable deal proven among the 30 seeds from "${unproven}"` });
  assert.equal(winnableDealSeed('blue-moon', unproven), unproven);
  const player = new Game({ variant: 'blue-moon', seed: unproven });
  player.play(player.moves()[0].card, player.moves()[0].to);
  const issued = { variant: 'blue-moon', seed: winnableDealSeed('blue-moon', unproven) };
  assert.deepEqual(Game.verify(player.save(), issued), { ok: true, status: player.status, score: player.score, moveCount: 1, redealsUsed: 0, save: player.save() });
  // On a day with a proven seed (the third, for blue moon on 1 December 2026), findWinnableSeed's.
  const proven = dailySeed(new Date('2026-12-01T12:00:00Z'));
  assert.equal(winnableDealSeed('blue-moon', proven), findWinnableSeed('blue-moon', proven));
  assert.equal(winnableDealSeed('blue-moon', proven), `${proven}:2`);
  // A request it cannot take is refused, not answered with the seed.
  assert.throws(() => winnableDealSeed('poker', proven), { message: 'A winnable request needs a known variant, got "poker"' });
});

test('replays a submitted game and recognises each way of tampering with it', () => {
  const player = new Game({ seed: 'server', redealAnytime: true });
  for (let step = 0; step < 40; step++) {
    const moves = player.moves();
    // Prefer moves that are not a 2 hopping between column-0 gaps, so the game progresses.
    const move = moves.find((candidate) => candidate.to.col !== 0) ?? moves[0];
    if (move) player.play(move.card, move.to);
    else if (player.canRedeal()) player.redeal();
    else break;
  }
  const submitted = player.save();
  const checked = Game.load(submitted);
  assert.equal(checked.position, player.position);
  assert.equal(checked.score, player.score);
  assert.equal(checked.status, player.status);

  assert.equal(JSON.parse(submitted).actions.length, 40);

  // Each way of tampering, refused at the action it breaks, saying how. (The deal of seed
  // "server" and the moves above are fixed, so the messages are.)
  const refusal = (tamper) => {
    const save = JSON.parse(submitted);
    tamper(save);
    return Game.validate(JSON.stringify(save));
  };
  const first = '{"type":"move","card":"9S","from":{"row":2,"col":7},"to":{"row":1,"col":10}}';
  const tamperings = [
    ['a move sent to another cell', (save) => (save.actions[0].to = { row: 1, col: 11 }),
      'Cannot load save: action 1 of 40 ({"type":"move","card":"9S","from":{"row":2,"col":7},"to":{"row":1,"col":11}}): Illegal move: 9S cannot go to row 1, column 11 (that cell holds 8H, not a gap)'],
    ['a move of another card', (save) => (save.actions[0].card = '3S'),
      'Cannot load save: action 1 of 40 ({"type":"move","card":"3S","from":{"row":2,"col":7},"to":{"row":1,"col":10}}): it says "3S" leaves {"row":2,"col":7}, but that cell holds 9S'],
    ['a move from another cell', (save) => (save.actions[0].from = { row: 1, col: 2 }),
      'Cannot load save: action 1 of 40 ({"type":"move","card":"9S","from":{"row":1,"col":2},"to":{"row":1,"col":10}}): it says "9S" leaves {"row":1,"col":2}, but that cell holds 3S'],
    ['a move left out', (save) => save.actions.splice(5, 1),
      'Cannot load save: action 6 of 39 ({"type":"move","card":"8S","from":{"row":1,"col":9},"to":{"row":3,"col":3}}): Illegal move: 8S cannot go to row 3, column 3 (the cell left of that gap is a gap too, so nothing fits there)'],
    ['a move made twice', (save) => save.actions.splice(5, 0, save.actions[5]),
      'Cannot load save: action 7 of 41 ({"type":"move","card":"7S","from":{"row":3,"col":7},"to":{"row":3,"col":2}}): it says "7S" leaves {"row":3,"col":7}, but that cell holds no card'],
    ['a move added at the end', (save) => save.actions.push(save.actions[0]),
      `Cannot load save: action 41 of 41 (${first}): it says "9S" leaves {"row":2,"col":7}, but that cell holds 3S`],
    ['another seed (another deal)', (save) => (save.seed = 'server2'),
      `Cannot load save: action 1 of 40 (${first}): it says "9S" leaves {"row":2,"col":7}, but that cell holds TC`],
  ];
  for (const [name, tamper, error] of tamperings) assert.deepEqual(refusal(tamper), { ok: false, error }, name);
  assert.equal(JSON.stringify(JSON.parse(submitted).actions[0]), first);
});

test('verifies a submitted game against the game issued, in plain Node', () => {
  const issued = { variant: 'montana', seed: 'leaderboard-1', redeals: 2 };
  const player = new Game(issued);
  for (let step = 0; step < 30 && player.moves().length > 0; step++) player.play(player.moves()[0].from, player.moves()[0].to);
  assert.deepEqual(Game.verify(player.save(), issued), {
    ok: true,
    status: player.status,
    score: player.score,
    moveCount: player.moveCount,
    redealsUsed: 0,
    save: player.save(),
  });
  const reseeded = player.save().replace('"seed":"leaderboard-1"', '"seed":"leaderboard-2"');
  assert.deepEqual(Game.verify(reseeded, issued), {
    ok: false,
    error: `Cannot verify: the save's seed is "leaderboard-2", but the game issued has "leaderboard-1"`,
  });
});

test('answers hostile saves in little memory: a 10 MB seed, a million actions, deep JSON, one action more than a save holds', () => {
  const issued = { variant: 'montana', seed: 'hostile', redeals: 2 };
  const save = JSON.parse(new Game(issued).save());
  const hostile = [
    [JSON.stringify({ ...save, seed: 'x'.repeat(10_000_000) }), /over the limit of 1000000 \(1 MB\)$/],
    [JSON.stringify({ ...save, actions: Array(1_000_000).fill({ type: 'redeal', redeal: 1 }) }), /over the limit of 1000000 \(1 MB\)$/],
    ['['.repeat(500_000) + ']'.repeat(500_000), /it nests lists and objects more than 4 deep, deeper than a save$/],
    [JSON.stringify({ ...save, actions: Array(MAX_ACTIONS + 1).fill(0) }), new RegExp(`it holds ${MAX_ACTIONS + 1} actions \\(undone ones counted\\), over the limit of ${MAX_ACTIONS}$`)],
  ];
  // The peak resident memory of this process, in KB: parsing the deep list alone would add about 70 MB.
  const peakBefore = process.resourceUsage().maxRSS;
  for (const [text, why] of hostile) {
    const verdict = Game.verify(text, issued);
    assert.equal(verdict.ok, false);
    assert.match(verdict.error, why);
    assert.throws(() => Game.load(text), why);
  }
  const grownKB = process.resourceUsage().maxRSS - peakBefore;
  assert.ok(grownKB < 16 * 1024, `the peak memory grew by ${grownKB} KB`);
});

test('the engine entry pulls in no lit and touches no DOM', () => {
  const entry = new URL(import.meta.resolve('montana-solitaire/engine'));
  const files = [entry];
  for (const match of readFileSync(entry, 'utf8').matchAll(/from\s*["']\.\/([^"']+)["']/g)) {
    files.push(new URL(match[1], entry));
  }
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    assert.doesNotMatch(code, /from\s*["']lit|@lit\//, `${file.pathname} imports lit`);
    assert.doesNotMatch(code, /\bdocument\.|\bwindow\.|customElements|Math\.random/, `${file.pathname} touches the DOM or Math.random`);
  }
});

// A server proving a deal lost gives the search a longer budget and a larger table; above
// the default 2^22 entries the complete search also takes the gaps' lines' persistent sets
// (src/engine/gap-lines.ts), so the same loss is proven in fewer positions (1.1 million
// against 1.8 for montana 60, a loss), where searches the size of the solver's worker's
// keep the positions they always took.
test('proves a loss in fewer positions given a table above the default, by the same answer', () => {
  const deal = () => new Game({ variant: 'montana', seed: '60', redeals: 0 });
  const asWorkerSearches = solve(deal(), { timeLimitMs: Infinity });
  const long = solve(deal(), { timeLimitMs: Infinity, tableSize: 2 ** 23 });
  assert.equal(asWorkerSearches.result, 'loss');
  assert.equal(long.result, 'loss');
  assert.ok(long.states < 0.75 * asWorkerSearches.states, `${long.states} positions against ${asWorkerSearches.states}`);
});
