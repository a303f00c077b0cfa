#!/usr/bin/env node
/**
 * A leaderboard server for montana-solitaire: the whole of it, in one file, with Node's
 * own `http` and no framework. It issues games, checks each submitted save with
 * `Game.verify` (the only check there is: it replays every action through the rules on
 * the deal the server issued), keeps one result per game and serves the top ten.
 *
 *   node examples/verify-server.mjs [--port 8787] [--db examples/verify-server.sqlite]
 *   (or PORT=… DB=… node examples/verify-server.mjs; port 0 takes any free port)
 *
 *   POST /games              {"variant"?, "redeals"?, "player"?}  → 201 {id, variant, seed, redeals, player}
 *   POST /games/:id/result   the save text (game.save()) as the body → 201 {id, status, score, moveCount, redealsUsed}
 *   GET  /top[?variant=…&redeals=…] → 200 the ten best results of that board (montana with its
 *                            default redeals unless asked): won first, then more cards in place, fewer moves, earlier
 *   Every refusal is a 4xx with JSON {error}: 422 with Game.verify's own message, 409 for a
 *   second result of a game, 404 for an unknown game, 413 for a body over the limit, 400 for
 *   a request it cannot read.
 *
 * A board is one variant with one number of redeals: a game of spaces-and-aces (52 cards to
 * place) or one with a thousand redeals (which random moves win) is not ranked against
 * montana's two. The save kept is the one Game.verify replayed, not the text submitted:
 * a client's padding or fields of its own are not stored.
 *
 * Storage is SQLite through sql.js: SQLite compiled to WebAssembly, which installs from the
 * registry as plain files (no install script, no compiler, no download), so `npm ci` stays
 * fast. Its price: the database lives in memory, and after each change this server writes
 * the whole file again (to a temporary file beside it, then renamed over it, so a crash
 * leaves the old file or the new one, never half of one). That suits a small leaderboard;
 * a busy one would move to better-sqlite3 (SQLite on disk, compiled at install) or a
 * server database, and the SQL below stays the same.
 *
 * sql.js is a dev dependency of montana-solitaire, used by this example only; the element
 * and its engine need no database.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import initSqlJs from 'sql.js';
// What a user writes too: the package resolves its own name through package.json "exports".
import { Game, MAX_SAVE_LENGTH, isPlainText } from 'montana-solitaire/engine';

const { values: args } = parseArgs({ options: { port: { type: 'string' }, db: { type: 'string' } } });
const port = Number(args.port ?? process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The port is a whole number from 0 to 65535 (0: any free port), not ${args.port ?? process.env.PORT}`);
  process.exit(2);
}
const dbPath = args.db ?? process.env.DB ?? fileURLToPath(new URL('verify-server.sqlite', import.meta.url));

/**
 * The most a result's body may be, in bytes. Game.verify refuses text over MAX_SAVE_LENGTH
 * characters; a save is ASCII but for its seed (at most 200 characters, 600 bytes in
 * UTF-8), so this margin lets through every save verify could accept, and little more: a
 * larger body is refused while it arrives, never held in memory whole.
 */
const MAX_BODY_BYTES = MAX_SAVE_LENGTH + 4096;
/** The body of POST /games is a few small fields. */
const MAX_ISSUE_BYTES = 4096;
/** How much of a refused body is read and dropped before the connection is cut. */
const DRAIN_BYTES = 16_000_000;
const TOP_COUNT = 10;

// ---- the database ----------------------------------------------------------

const SQL = await initSqlJs();
const db = existsSync(dbPath) ? new SQL.Database(readFileSync(dbPath)) : new SQL.Database();
db.run(`
  CREATE TABLE IF NOT EXISTS games (
    id        TEXT PRIMARY KEY,
    variant   TEXT NOT NULL,
    seed      TEXT NOT NULL,
    redeals   INTEGER NOT NULL,
    player    TEXT NOT NULL,
    issued_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS results (
    game_id      TEXT PRIMARY KEY REFERENCES games (id), -- the key makes a second result of a game impossible
    status       TEXT NOT NULL,
    score        INTEGER NOT NULL,
    moves        INTEGER NOT NULL,
    redeals_used INTEGER NOT NULL,
    save         TEXT NOT NULL,                           -- kept, so a result can be checked again later
    verified_at  TEXT NOT NULL
  );
`);
persist(); // at once, so a database path that cannot be written stops the server before it takes a game

/** Runs `insert`, then writes the file; if the write fails, `undo` takes the row out again, so memory never holds what the file lacks. */
function store(insert, undo, params) {
  db.run(insert, params);
  try {
    persist();
  } catch (error) {
    db.run(undo, [params[0]]);
    throw error;
  }
}

/** Writes the whole database to its file: to a temporary file beside it, flushed to disk, then renamed over it. */
function persist() {
  const temporary = `${dbPath}.${process.pid}.tmp`;
  const file = openSync(temporary, 'w');
  try {
    writeSync(file, db.export());
    fsyncSync(file);
  } finally {
    closeSync(file);
  }
  renameSync(temporary, dbPath);
}

/** The rows of a query as plain objects. (Statements are made per query: sql.js's export() frees any kept ones.) */
function rows(sql, params = []) {
  const statement = db.prepare(sql);
  try {
    statement.bind(params);
    const found = [];
    while (statement.step()) found.push(statement.getAsObject());
    return found;
  } finally {
    statement.free();
  }
}

// ---- requests --------------------------------------------------------------

/** An error that is the client's: answered with its status and message. */
class Refusal extends Error {
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/**
 * The body as text, kept up to `limit` bytes (`holds`: what the request carries, said in the
 * refusal). Past it, a 413 goes out at once and nothing
 * more is kept: what the client still sends is read and dropped, so it sees the answer
 * (a connection closed under a client still sending loses it), up to DRAIN_BYTES, then
 * the connection is cut.
 */
function readBody(request, limit, holds) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let refused = false;
    const refuse = () => {
      refused = true;
      chunks.length = 0;
      reject(new Refusal(413, `The body is over the limit of ${limit} bytes (${holds})`));
    };
    // A client that says how much it sends is answered before any of it is read.
    if (Number(request.headers['content-length']) > limit) refuse();
    request.on('data', (chunk) => {
      size += chunk.length;
      if (!refused && size > limit) refuse();
      if (!refused) chunks.push(chunk);
      else if (size > limit + DRAIN_BYTES) request.destroy();
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** POST /games: a new game with a fresh random seed. */
async function issueGame(request) {
  const text = await readBody(request, MAX_ISSUE_BYTES, 'POST /games takes a few small fields');
  let asked = {};
  if (text.trim() !== '') {
    try {
      asked = JSON.parse(text);
    } catch {
      throw new Refusal(400, 'The body of POST /games is JSON: {"variant"?, "redeals"?, "player"?}');
    }
    if (asked === null || typeof asked !== 'object' || Array.isArray(asked)) throw new Refusal(400, 'The body of POST /games is a JSON object');
  }
  const player = asked.player ?? 'anonymous';
  if (typeof player !== 'string' || !isPlainText(player)) throw new Refusal(400, 'A player name is text of 1 to 200 characters, with no control characters');
  // The seed is the server's, never the player's: 96 random bits as plain text.
  const seed = randomBytes(12).toString('base64url');
  let game;
  try {
    // The engine checks the variant and the redeals, and answers with what it accepts.
    game = new Game({ variant: asked.variant, redeals: asked.redeals, seed });
  } catch (error) {
    throw new Refusal(400, error.message);
  }
  const issued = { id: randomUUID(), variant: game.variant, seed, redeals: game.redeals, player };
  store('INSERT INTO games (id, variant, seed, redeals, player, issued_at) VALUES (?, ?, ?, ?, ?, ?)', 'DELETE FROM games WHERE id = ?', [
    issued.id, issued.variant, issued.seed, issued.redeals, player, new Date().toISOString(),
  ]);
  return [201, issued];
}

/** POST /games/:id/result: the save of the game issued as `id`, verified, and kept if honest. */
async function submitResult(request, id) {
  const save = await readBody(request, MAX_BODY_BYTES, `a save is at most ${MAX_SAVE_LENGTH} characters`);
  const [game] = rows('SELECT variant, seed, redeals FROM games WHERE id = ?', [id]);
  if (!game) throw new Refusal(404, `No game ${JSON.stringify(id)} was issued here`);
  if (rows('SELECT 1 FROM results WHERE game_id = ?', [id]).length > 0) {
    throw new Refusal(409, `Game ${id} already has its result: a game counts once`);
  }
  const verdict = Game.verify(save, { variant: game.variant, seed: game.seed, redeals: game.redeals });
  if (!verdict.ok) throw new Refusal(422, verdict.error);
  // Kept: the game as verify replayed it (what the client sent beside its actions is not stored).
  const { status, score, moveCount, redealsUsed } = verdict;
  store(
    'INSERT INTO results (game_id, status, score, moves, redeals_used, save, verified_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    'DELETE FROM results WHERE game_id = ?',
    [id, status, score, moveCount, redealsUsed, verdict.save, new Date().toISOString()],
  );
  return [201, { id, status, score, moveCount, redealsUsed }];
}

/** GET /top: the ten best results of one board, a variant with its number of redeals (montana and its default unless asked). */
function top(query) {
  const variant = query.get('variant') ?? 'montana';
  const redeals = query.get('redeals');
  if (redeals !== null && !/^\d{1,4}$/.test(redeals)) throw new Refusal(400, `GET /top's redeals is a whole number, not ${JSON.stringify(redeals)}`);
  let board;
  try {
    // The engine checks the variant and the redeals, and gives the variant's default.
    board = new Game({ variant, redeals: redeals === null ? undefined : Number(redeals), seed: 'top' });
  } catch (error) {
    throw new Refusal(400, error.message);
  }
  return [
    200,
    rows(
      `SELECT games.player, games.variant, games.redeals, results.status, results.score, results.moves AS moveCount,
              results.redeals_used AS redealsUsed, results.verified_at AS verifiedAt
         FROM results JOIN games ON games.id = results.game_id
        WHERE games.variant = ? AND games.redeals = ?
        ORDER BY results.status = 'won' DESC, results.score DESC, results.moves ASC, results.verified_at ASC, results.rowid ASC
        LIMIT ?`,
      [board.variant, board.redeals, TOP_COUNT],
    ),
  ];
}

/** The game id in a path, or a 404 for one that cannot be an id. */
function decodeId(encoded) {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw new Refusal(404, `No game ${JSON.stringify(encoded)} was issued here`);
  }
}

/** Which handler a request goes to, or why none. */
function route(request) {
  let url;
  try {
    url = new URL(request.url, 'http://localhost');
  } catch {
    throw new Refusal(400, `Cannot read the request's target ${JSON.stringify(request.url)}`);
  }
  const { pathname } = url;
  const only = (method, handler) => {
    if (request.method === method) return handler();
    throw new Refusal(405, `${pathname} takes ${method} only, not ${request.method}`, { Allow: method });
  };
  if (pathname === '/games') return only('POST', () => issueGame(request));
  if (pathname === '/top') return only('GET', () => top(url.searchParams));
  const result = /^\/games\/([^/]+)\/result$/.exec(pathname);
  if (result) return only('POST', () => submitResult(request, decodeId(result[1])));
  throw new Refusal(404, `Nothing at ${request.method} ${pathname}: see POST /games, POST /games/:id/result, GET /top`);
}

// A save of a megabyte arrives in well under 30 seconds; a client sending slower holds a connection no longer.
const server = createServer({ requestTimeout: 30_000 }, async (request, response) => {
  let status;
  let body;
  let headers = {};
  try {
    [status, body] = await route(request);
  } catch (error) {
    if (error instanceof Refusal) [status, body, headers] = [error.status, { error: error.message }, error.headers];
    else {
      // A bug or a full disk: logged here, and the client learns no more than that.
      console.error(error);
      [status, body] = [500, { error: 'Internal error' }];
    }
  }
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Leaderboard listening on http://127.0.0.1:${server.address().port} (database ${dbPath})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Every change is already on disk (persist() runs before each answer): stop taking requests and go.
    server.close(() => {
      db.close();
      process.exit(0);
    });
  });
}
