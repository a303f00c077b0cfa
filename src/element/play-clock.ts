import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Playing time: runs while a game is under way, the element is in the page and the page
 * is visible. While the time is shown it asks for a render once a second; it leaves no
 * listener or timer behind when the element is removed.
 */
export class PlayClock implements ReactiveController {
  #shown?: boolean;

  readonly #host: ReactiveControllerHost;
  #banked = 0;
  #since: number | null = null;
  #wanted?: boolean;
  #connected?: boolean;
  #ticker: ReturnType<typeof setInterval> | undefined;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Ask for a render every second while running (the `show-timer` attribute). */
  set shown(shown: boolean) {
    this.#shown = shown;
    this.#sync();
  }

  /** Milliseconds played. */
  get ms(): number {
    return Math.round(this.#banked + (this.#since === null ? 0 : performance.now() - this.#since));
  }

  /** Starts a game's clock afresh at `ms` (a resumed game keeps its time), stopped. */
  reset(ms = 0): void {
    this.#banked = ms;
    this.#since = null;
    this.#wanted = false;
    this.#sync();
  }

  /** The game is under way (true) or over (false). */
  run(running: boolean): void {
    this.#wanted = running;
    this.#sync();
  }

  hostConnected(): void {
    this.#connected = true;
    document.addEventListener('visibilitychange', this.#sync);
    this.#sync();
  }

  hostDisconnected(): void {
    this.#connected = false;
    document.removeEventListener('visibilitychange', this.#sync);
    this.#sync();
  }

  /** Starts or stops the running time and the ticker to match the game, the element and the page. */
  readonly #sync = (): void => {
    const running = this.#wanted && this.#connected && document.visibilityState !== 'hidden';
    if (running && this.#since === null) this.#since = performance.now();
    if (!running && this.#since !== null) {
      this.#banked += performance.now() - this.#since;
      this.#since = null;
    }
    const ticking = running && this.#shown;
    if (ticking && this.#ticker === undefined) this.#ticker = setInterval(() => this.#host.requestUpdate(), 1000);
    if (!ticking && this.#ticker !== undefined) {
      clearInterval(this.#ticker);
      this.#ticker = undefined;
    }
  };

  /** `m:ss`, or `h:mm:ss` past an hour. */
  static format(ms: number): string {
    const seconds = Math.floor(ms / 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor(seconds / 60) % 60;
    return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${minutes}:${pad(seconds % 60)}`;
  }
}
