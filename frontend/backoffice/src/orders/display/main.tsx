import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DisplayBoard } from './DisplayBoard';
import { parseBoardPath } from '../../api/boardUrl';
import './board.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DisplayBoard address={parseBoardPath(window.location.pathname)} />
  </StrictMode>,
);
