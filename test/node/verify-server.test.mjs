// examples/verify-server.mjs, the leaderboard example, run as a user runs it: a child
// process on 127.0.0.1 with its SQLite file in a temporary folder. A real game is played
// through the engine and submitted with forgeries of it; only the honest result may be
// kept, it must survive a restart, and the server must answer after every refusal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import initSqlJs from 'sql.js';
import { Game, MAX_ACTIONS } from 'montana-solitaire/engine';

const EXAMPLE = fileURLToPath(new URL('../../examples/verify-server.mjs', import.meta.url));
const WON = '2C3C4C5C6C7C8C9CTCJCQCKC--/2D3D4D5D6D7D8D9DTDJDQDKD--/2H3H4H5H6H7H8H9HTHJHQHKH--/2S3S4S5S6S7S8S9STSJSQSKS--';

/** Starts the example on a free port with `db`; resolves once it prints the URL it listens on. */
function startServer(db) {
  const child = spawn(process.execPath, [EXAMPLE], { env: { ...process.env, PORT: '0', DB: db }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 10 s:\n${output}`)), 10_000);
    const read = (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

/** Stops the server by its PID, as a user's Ctrl-C would; resolves with its exit code. */
function stopServer({ child }) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    process.kill(child.pid, 'SIGTERM');
  });
}

/** `method path` on the server, answered with the status and the JSON body. */
async function ask(server, method, path, body) {
  const response = await fetch(server.url + path, { method, body });
  return { status: response.status, body: await response.json() };
}

/** A real game of the issued deal, played by a fixed policy until over (or `maxActions`). */
function play(issued, maxActions = 1000) {
  const game = new Game({ variant: issued.variant, seed: issued.seed, redeals: issued.redeals });
  for (let step = 0; step < maxActions && game.status !== 'won' && game.status !== 'lost'; step++) {
    const moves = game.moves();
    // A 2 hopping from one column-0 gap to another changes nothing: take any other move first.
    const move = moves.find((candidate) => !(candidate.from.col === 0 && candidate.to.col === 0));
    if (move) game.play(move.from, move.to);
    else if (game.canRedeal()) game.redeal();
    else break;
  }
  return game;
}

/** The save of `game` with its JSON changed by `edit`. */
function edited(game, edit) {
  const save = JSON.parse(game.save());
  edit(save);
  return JSON.stringify(save);
}

/** The rows of the results table in the database file, read from disk. */
async function storedResults(db) {
  const SQL = await initSqlJs();
  const database = new SQL.Database(readFileSync(db));
  try {
    return database.exec('SELECT game_id, status, score, moves, save FROM results')[0]?.values ?? [];
  } finally {
    database.close();
  }
}

/** A leaderboard entry as GET /top lists it, its time left out. */
const entry = (player, game) => ({ player, variant: game.variant, redeals: game.redeals, status: game.status, score: game.score, moveCount: game.moveCount, redealsUsed: game.redealsUsed });

/** What the server answers to a request line that fetch cannot send (a raw HTTP/1.1 request over TCP; its JSON body, chunked or not). */
function rawRequest(server, requestLine) {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(`${requestLine}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1]), body: JSON.parse(answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1)) }));
    socket.on('error', reject);
  });
}
const withoutTime = ({ verifiedAt, ...rest }) => {
  assert.match(verifiedAt, /^\d{4}-\d\d-\d\dT/);
  return rest;
};

test('the leaderboard example keeps the honest result only, through a restart, and answers after every forgery', { timeout: 60_000 }, async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'verify-server-'));
  const db = join(folder, 'leaderboard.sqlite');
  let server = await startServer(db);
  t.after(async () => {
    await stopServer(server);
    rmSync(folder, { recursive: true, force: true });
  });

  // Two games issued: the first is played in full and attacked, the second submitted after a restart.
  const issued = await ask(server, 'POST', '/games', JSON.stringify({ player: 'Ada' }));
  assert.equal(issued.status, 201);
  const { id, seed } = issued.body;
  assert.deepEqual(issued.body, { id, variant: 'montana', seed, redeals: 2, player: 'Ada' });
  const later = await ask(server, 'POST', '/games', JSON.stringify({ player: 'Bob', variant: 'spaces', redeals: 1 }));
  assert.equal(later.status, 201);
  assert.notEqual(later.body.id, id);
  assert.notEqual(later.body.seed, seed);

  const honest = play(issued.body);
  assert.ok(honest.moveCount > 0 && honest.history.length > 0, 'the game was played');

  // The forgeries, each refused with its message, and each followed by a request that works.
  const firstMove = honest.history.findIndex((action) => action.type === 'move');
  const before = new Game({ seed, redeals: 2 });
  for (let redeal = 0; redeal < firstMove; redeal++) before.redeal(); // what comes before the first move is redeals
  const moved = honest.history[firstMove];
  const occupied = before.board.flatMap((row, r) => row.map((card, c) => ({ card, cell: { row: r, col: c } }))).find(({ card }) => card !== null && card !== moved.card);
  const illegal = { ...moved, to: occupied.cell };
  const cheater = play({ variant: 'montana', seed: 'lucky', redeals: 2 });
  const result = `/games/${id}/result`;
  const forgeries = [
    [
      'a position save (a won board)',
      result,
      new Game({ seed, redeals: 2, position: WON }).save(),
      422,
      'Cannot verify: the save starts from a position, not from the deal of its seed',
    ],
    ['a game of a changed seed', result, cheater.save(), 422, `Cannot verify: the save's seed is "lucky", but the game issued has "${seed}"`],
    [
      'an illegal move',
      result,
      edited(honest, (save) => (save.actions[firstMove] = illegal)),
      422,
      `Cannot verify: action ${firstMove + 1} of ${honest.history.length} (${JSON.stringify(illegal)}) is refused: ` +
        `Illegal move: ${moved.card} cannot go to row ${occupied.cell.row}, column ${occupied.cell.col} (that cell holds ${occupied.card}, not a gap)`,
    ],
    [
      'a 2 MB body',
      result,
      edited(honest, (save) => (save.padding = 'x'.repeat(2_000_000))),
      413,
      'The body is over the limit of 1004096 bytes (a save is at most 1000000 characters)',
    ],
    [
      `${MAX_ACTIONS + 1} actions`,
      result,
      edited(honest, (save) => (save.actions = Array(MAX_ACTIONS + 1).fill(0))),
      422,
      `Cannot verify: it holds ${MAX_ACTIONS + 1} actions (undone ones counted), over the limit of ${MAX_ACTIONS}`,
    ],
    ['the honest save sent for a game never issued', '/games/not-issued/result', honest.save(), 404, 'No game "not-issued" was issued here'],
  ];
  for (const [forgery, path, body, status, error] of forgeries) {
    assert.deepEqual(await ask(server, 'POST', path, body), { status, body: { error } }, forgery);
    assert.deepEqual(await ask(server, 'GET', '/top'), { status: 200, body: [] }, `the server answers, and keeps nothing, after ${forgery}`);
  }

  // The honest game: verified, kept, listed; a second result of it is refused. Sent padded, with a field of its own: the save kept is the game verify replayed, without them.
  const verdict = { id, status: honest.status, score: honest.score, moveCount: honest.moveCount, redealsUsed: honest.redealsUsed };
  const padded = `${edited(honest, (save) => (save.note = 'x'.repeat(100_000)))}${' '.repeat(100_000)}`;
  assert.deepEqual(await ask(server, 'POST', result, padded), { status: 201, body: verdict });
  const twice = { status: 409, body: { error: `Game ${id} already has its result: a game counts once` } };
  assert.deepEqual(await ask(server, 'POST', result, honest.save()), twice);
  assert.deepEqual(await ask(server, 'POST', result, cheater.save()), twice);
  const top = await ask(server, 'GET', '/top');
  assert.equal(top.status, 200);
  assert.deepEqual(top.body.map(withoutTime), [entry('Ada', honest)]);

  // Wrong routes, methods, targets and boards are refused as JSON too, 4xx, never 500.
  assert.deepEqual(await ask(server, 'GET', '/games'), { status: 405, body: { error: '/games takes POST only, not GET' } });
  assert.deepEqual(await rawRequest(server, 'GET http://a:99999/top HTTP/1.1'), { status: 400, body: { error: `Cannot read the request's target "http://a:99999/top"` } });
  assert.deepEqual(await ask(server, 'GET', '/top?redeals=two'), { status: 400, body: { error: `GET /top's redeals is a whole number, not "two"` } });
  assert.equal((await ask(server, 'GET', '/top?variant=poker')).body.error.startsWith('Cannot start a game: unknown variant "poker"'), true);
  assert.deepEqual(await ask(server, 'POST', '/games', 'x'.repeat(5000)), { status: 413, body: { error: 'The body is over the limit of 4096 bytes (POST /games takes a few small fields)' } });
  assert.equal((await ask(server, 'GET', '/admin')).status, 404);
  assert.equal((await ask(server, 'POST', '/games', JSON.stringify({ variant: 'poker' }))).body.error.startsWith('Cannot start a game: unknown variant "poker"'), true);

  // On disk: the one honest result. Then a restart on the same file keeps it, and the game issued before it.
  assert.equal(await stopServer(server), 0, 'the server exits cleanly on SIGTERM');
  assert.deepEqual(await storedResults(db), [[id, honest.status, honest.score, honest.moveCount, honest.save()]]);
  server = await startServer(db);
  assert.deepEqual((await ask(server, 'GET', '/top')).body, top.body, 'the result survived the restart');
  assert.deepEqual(await ask(server, 'POST', result, honest.save()), twice);
  const short = play(later.body, 3);
  assert.equal((await ask(server, 'POST', `/games/${later.body.id}/result`, short.save())).status, 201);
  // Each board apart: Bob's spaces with one redeal is not ranked against montana with two.
  assert.deepEqual((await ask(server, 'GET', '/top')).body.map(withoutTime), [entry('Ada', honest)]);
  assert.deepEqual((await ask(server, 'GET', '/top?variant=spaces&redeals=1')).body.map(withoutTime), [entry('Bob', short)]);
  assert.deepEqual((await ask(server, 'GET', '/top?variant=spaces')).body, [], "spaces with its default redeals (2): no game yet");
  // On one board: won first, then more cards in place, then fewer moves, then the earlier result.
  const third = await ask(server, 'POST', '/games', JSON.stringify({ player: 'Cy' }));
  const brief = play(third.body, 5);
  assert.equal((await ask(server, 'POST', `/games/${third.body.id}/result`, brief.save())).status, 201);
  const better = (a, b) => (a.status === 'won') - (b.status === 'won') || a.score - b.score || b.moveCount - a.moveCount;
  const expected = better(honest, brief) >= 0 ? [entry('Ada', honest), entry('Cy', brief)] : [entry('Cy', brief), entry('Ada', honest)];
  assert.deepEqual((await ask(server, 'GET', '/top?variant=montana&redeals=2')).body.map(withoutTime), expected);
});
