import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { readPageState } from './ssr/readPageState';
import './styles.css';

const root = document.getElementById('root') as HTMLElement;
const { user, answers } = readPageState();
const site = (
  <StrictMode>
    <BrowserRouter>
      <App user={user} answers={answers} />
    </BrowserRouter>
  </StrictMode>
);
// A page the server rendered becomes interactive in place; any other is drawn here.
if (root.firstElementChild) hydrateRoot(root, site);
else createRoot(root).render(site);
