import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TerminalPage } from './TerminalPage';
import { parseTerminalPath } from './api';
import './terminal.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TerminalPage address={parseTerminalPath(window.location.pathname)} />
  </StrictMode>,
);
