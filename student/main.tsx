// First: on a page load in the console, it asks for the console's code before anything else runs.
import './app/consoleCode';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ADMIN_ROOT } from '../src/resources/paths';
import { AdminEntry } from './app/AdminEntry';
import { App } from './app/App';
import './styles.css';

const inConsole = (pathname: string) => pathname === ADMIN_ROOT || pathname.startsWith(`${ADMIN_ROOT}/`);

/** The console went somewhere outside itself: load that page, so the student site takes over. */
function LeaveConsole() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/**
 * A page load under /dashboard/admin mounts the console alone: the student site's session
 * check, toasts and routes would only delay it (the console's opening). Reached from
 * the student site instead, the console opens inside it (AppRoutes), as before.
 */
const page = inConsole(window.location.pathname) ? (
  <Routes>
    <Route path={`${ADMIN_ROOT}/*`} element={<AdminEntry />} />
    <Route path="*" element={<LeaveConsole />} />
  </Routes>
) : (
  <App />
);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>{page}</BrowserRouter>
  </StrictMode>,
);
