/**
 * The element's line to the solver's Web Worker, dist/solver-worker.js, which sits beside
 * the script-tag file: the page never freezes while the solver thinks, and the solver
 * adds nothing to the script-tag file. One worker serves an element for as long as it is
 * in the page: it starts with the first request and keeps its tables between requests.
 * This client comes with the first request too (see on-demand.ts).
 */
import type { SolverAnswers, SolverQuestion, SolverRequest, SolverRequestType, SolverResponse } from '../worker/protocol.js';
import { gameChanged, solverWorker } from './solver-controller.js';

declare global {
  /**
   * Trusted Types, where the browser has them (TypeScript's DOM library does not declare
   * them). A TrustedScriptURL is typed as the string it stands for: a Worker takes either.
   */
  var trustedTypes: { createPolicy(name: string, rules: { createScriptURL(): string }): { createScriptURL(url: string): string } } | undefined;
}

/**
 * What a worker starts from, made when the first worker of the page starts. Where the page
 * enforces Trusted Types, a Worker takes only a URL made by a policy the page allows by name:
 * the element's is `montana-solitaire`. A page allows a name one policy, so it is made once
 * for all elements. It returns this one URL whatever it is asked, and is not kept, so it can
 * never pass a URL from anywhere else. Where the page refuses the name, creating it throws,
 * and the plain URL is tried: a page that enforces Trusted Types refuses it too, and hints
 * go off as on a page that forbids workers, with a message that names the refused policy.
 */
let script: string | undefined;
/** Why the page refused the policy, if it did, for the message when the worker then cannot start. */
let policyRefusal = '';

interface Pending {
  id: number;
  resolve(result: SolverAnswers[SolverRequestType]): void;
  reject(error: Error): void;
}

export class SolverClient {
  #worker: Worker | null = null;
  #pending: Pending | null = null;
  #lastId = 0;
  /** A worker has answered on this page, so the page lets it run and its file is there. */
  #answered = false;
  /** Why the worker cannot run on this page (a security policy, a missing file), once known. */
  failure: string | null = null;

  /** Sends one request to the worker; a request still being answered is cancelled first. */
  ask<Type extends SolverRequestType>(question: SolverQuestion<Type>): Promise<SolverAnswers[Type]> {
    this.cancel();
    return new Promise((resolve, reject) => {
      const worker = this.failure ? null : this.#start();
      if (!worker) return reject(new Error(this.failure!));
      this.#pending = { id: ++this.#lastId, resolve: resolve as Pending['resolve'], reject };
      // The union of the question's type with an id is a request; TypeScript cannot see it through the generic.
      const request = { ...question, id: this.#lastId } as SolverRequest;
      worker.postMessage(request);
    });
  }

  /**
   * Cancels the request being answered, if any. Its worker is ended: a search runs to its
   * end without reading messages, so only ending the worker stops it (the next request
   * starts another). An idle worker is left as it is.
   */
  cancel(): void {
    if (this.#pending) this.#end();
  }

  /** Ends the worker (the element left the page), cancelling the request being answered. */
  stop(): void {
    this.#end();
  }

  #end(reason: Error = gameChanged()): void {
    const pending = this.#pending;
    this.#pending = null;
    this.#worker?.terminate();
    this.#worker = null;
    pending?.reject(reason);
  }

  #start(): Worker | null {
    if (this.#worker) return this.#worker;
    const url = new URL(solverWorker.url, location.href);
    const opaque = globalThis.origin === 'null';
    try {
      // A worker must come from the page's origin; from another (a CDN), a same-origin
      // blob module imports it (cross-origin module imports only need CORS). The page's
      // origin, not its address's: a sandboxed frame's is opaque, so it takes the blob too
      // (read off globalThis, which a page's own top-level `const origin` does not shadow).
      // There Chromium starts no module worker from a blob, but a classic one, which loads
      // the worker's file as a classic script: the built one is (as an app's bundler
      // builds one by default); one that is not fails to load, as the module would have.
      if (!script) {
        const href = JSON.stringify(url.href);
        const source =
          url.origin === globalThis.origin ? url.href : URL.createObjectURL(new Blob([opaque ? `importScripts(${href})` : `import ${href}`], { type: 'text/javascript' }));
        script = source;
        try {
          script = self.trustedTypes?.createPolicy('montana-solitaire', { createScriptURL: () => source }).createScriptURL(source) ?? source;
        } catch (error) {
          // Refused by name: a page that does not enforce Trusted Types still takes the plain URL.
          policyRefusal = `; ${(error as Error).message}`;
        }
      }
      this.#worker = new Worker(script, { type: opaque ? 'classic' : 'module' });
    } catch (error) {
      this.#fail(`${url.href} could not start (${(error as Error).message}${policyRefusal})`);
      return null;
    }
    this.#worker.onmessage = ({ data }: MessageEvent<SolverResponse>) => {
      this.#answered = true;
      const pending = this.#pending;
      if (!pending || data?.id !== pending.id) return;
      this.#pending = null;
      if (data.error === undefined) pending.resolve(data.result);
      else pending.reject(new Error(data.error));
    };
    // A missing file or a security policy that forbids the worker shows up here, not as an
    // exception. Once a worker has answered, neither is the cause: that request fails (the
    // worker ran out of memory, say) and the next starts a new worker.
    this.#worker.onerror = (event) => {
      event.preventDefault();
      if (this.#answered) this.#end(new Error(`The solver's worker failed (${event.message || 'no reason given'}); the next request starts it again`));
      else this.#fail(`${url.href} could not be loaded or was refused by the page`);
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
