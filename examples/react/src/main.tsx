import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Defines <montana-solitaire>; its types in JSX come from montana-solitaire/react (App.tsx).
import 'montana-solitaire';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
