/**
 * The element's line to the solver's Web Worker, dist/solver-worker.js, which sits beside
 * the script-tag file: the page never freezes while the solver thinks, and the solver
 * adds nothing to the script-tag file.
 */

/** A name, not a literal `new URL('./…', import.meta.url)`, so bundlers leave the file where it is. */
const WORKER_FILE = 'solver-worker.js';

/**
 * How hard each deal tried for `winnable` is searched: until the solver's table of 2^19
 * positions (4 MB) is full, with no time limit. A fixed number of positions, not a fixed
 * time, so the deal found from a seed is the same on every machine, fast or slow (a time
 * limit let a deal at the margin be proven on one machine and not on another). About
 * 0.3 s a montana deal on our test machine (seeds 1 to 200: mean 275 ms, at most 1 s),
 * and 60% of montana deals are proven so.
 */
export const WINNABLE_SEARCH = { timeLimitMs: Infinity, tableSize: 1 << 19 };

/** A cancelled request rejects with this name, like a fetch that was aborted. */
export const CANCELLED = 'AbortError';

export class SolverClient {
  #worker: Worker | null = null;
  #pending: { id: number; resolve(result: any): void; reject(error: Error): void } | null = null;
  #lastId = 0;
  /** Why the worker cannot run on this page (a security policy, a missing file), once known. */
  failure: string | null = null;

  /** Sends one request; a request still running is cancelled first. */
  ask<T>(request: object): Promise<T> {
    this.stop();
    return new Promise((resolve, reject) => {
      const worker = this.failure ? null : this.#start();
      if (!worker) return reject(new Error(this.failure!));
      this.#pending = { id: ++this.#lastId, resolve, reject };
      worker.postMessage({ ...request, id: this.#lastId });
    });
  }

  /**
   * Stops the worker, cancelling the running request. A solve cannot be interrupted by a
   * message, and the solver's table is allocated per request anyway, so a worker lives
   * for one request.
   */
  stop(): void {
    const pending = this.#pending;
    this.#pending = null;
    this.#worker?.terminate();
    this.#worker = null;
    pending?.reject(new DOMException('The solver was stopped: the game changed', CANCELLED));
  }

  #start(): Worker | null {
    if (this.#worker) return this.#worker;
    const url = new URL(WORKER_FILE, import.meta.url);
    try {
      // A worker must come from the page's origin; from another (a CDN), a same-origin
      // blob module imports it (cross-origin module imports only need CORS).
      const source =
        url.origin === location.origin ? url : URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)}`], { type: 'text/javascript' }));
      this.#worker = new Worker(source, { type: 'module' });
    } catch (error) {
      this.#fail(`${url.href} could not start (${(error as Error).message})`);
      return null;
    }
    this.#worker.onmessage = ({ data }) => {
      const pending = this.#pending;
      if (!pending || data?.id !== pending.id) return;
      this.#pending = null;
      if (data.error === undefined) pending.resolve(data.result);
      else pending.reject(new Error(data.error));
    };
    // A missing file or a security policy that forbids the worker shows up here, not as an exception.
    this.#worker.onerror = (event) => {
      event.preventDefault();
      this.#fail(`${url.href} could not be loaded or was refused by the page`);
    };
    return this.#worker;
  }

  #fail(reason: string): void {
    this.failure = `The solver is off on this page: its worker ${reason}`;
    this.#worker?.terminate();
    this.#worker = null;
    const pending = this.#pending;
    this.#pending = null;
    pending?.reject(new Error(this.failure));
  }
}
