import { useRef, useState } from 'react';
import type { HintResult, MontanaSolitaire } from 'montana-solitaire';
// <montana-solitaire> in JSX: its settings as props, its events as on<event> props.
import type {} from 'montana-solitaire/react';

const describe = ({ action }: HintResult) =>
  action === null ? 'The game is over' : action === 'redeal' ? 'Redeal' : `Move ${action.card} to row ${action.to.row + 1}, column ${action.to.col + 1}`;

export function App() {
  const board = useRef<MontanaSolitaire>(null);
  const [deals, setDeals] = useState(0);
  const [moves, setMoves] = useState(0);
  const [lastMove, setLastMove] = useState('');
  const [wins, setWins] = useState(0);
  const [hint, setHint] = useState('');

  async function askHint() {
    try {
      setHint(describe(await board.current!.hint()));
    } catch (error) {
      // The game changed while the solver thought, or the page cannot run its worker.
      setHint((error as Error).message);
    }
  }

  // React 19 sets seed and redeals as the element's properties and adds onnewgame, onmove
  // and onwin as listeners for newgame, move and win.
  return (
    <main>
      <h1>Montana solitaire in React</h1>
      <montana-solitaire
        ref={board}
        seed="1"
        redeals={3}
        onnewgame={() => setDeals((n) => n + 1)}
        onmove={(event) => {
          setMoves((n) => n + 1);
          setLastMove(event.detail.card);
        }}
        onwin={() => setWins((n) => n + 1)}
      />
      <p>
        <button id="hint" onClick={askHint}>Hint</button> <output id="hinted">{hint}</output>
      </p>
      <p>
        Deals <output id="newgames">{deals}</output>, moves <output id="moves">{moves}</output> (last:{' '}
        <output id="last-move">{lastMove}</output>), wins <output id="wins">{wins}</output>
      </p>
    </main>
  );
}
