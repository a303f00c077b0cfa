import { Component, CUSTOM_ELEMENTS_SCHEMA, ElementRef, signal, viewChild } from '@angular/core';
import type { HintResult, MontanaSolitaire, MoveEvent } from 'montana-solitaire';

const describe = ({ action }: HintResult) =>
  action === null ? 'The game is over' : action === 'redeal' ? 'Redeal' : `Move ${action.card} to row ${action.to.row + 1}, column ${action.to.col + 1}`;

/**
 * The element's events reach (newgame), (move) and (win) typed by its addEventListener:
 * $event is a NewGameEvent, MoveEvent or WinEvent. [redeals] sets the element's property.
 */
@Component({
  selector: 'app-root',
  // Lets the template use <montana-solitaire>, an element Angular does not know.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Montana solitaire in Angular</h1>
      <montana-solitaire #board seed="1" [redeals]="3" (newgame)="deals.set(deals() + 1)" (move)="moved($event)" (win)="wins.set(wins() + 1)" />
      <p>
        <button id="hint" (click)="askHint()">Hint</button> <output id="hinted">{{ hint() }}</output>
      </p>
      <p>
        Deals <output id="newgames">{{ deals() }}</output>, moves <output id="moves">{{ moves() }}</output> (last:
        <output id="last-move">{{ lastMove() }}</output>), wins <output id="wins">{{ wins() }}</output>
      </p>
    </main>
  `,
})
export class App {
  readonly board = viewChild.required<ElementRef<MontanaSolitaire>>('board');
  readonly deals = signal(0);
  readonly moves = signal(0);
  readonly lastMove = signal('');
  readonly wins = signal(0);
  readonly hint = signal('');

  moved(event: MoveEvent) {
    this.moves.update((n) => n + 1);
    this.lastMove.set(event.detail.card);
  }

  async askHint() {
    try {
      this.hint.set(describe(await this.board().nativeElement.hint()));
    } catch (error) {
      // The game changed while the solver thought, or the page cannot run its worker.
      this.hint.set((error as Error).message);
    }
  }
}
