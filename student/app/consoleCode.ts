import { ADMIN_ROOT } from '../../src/resources/paths';

const consoleCode = () => import('../../admin/consoleBoot').then((boot) => boot.loadConsoleApp());

let loading: ReturnType<typeof consoleCode> | undefined;

/**
 * The admin console's code, asked for once: only someone who opens the console downloads it.
 * Its start comes first (admin/consoleBoot.tsx), a small part that checks access and asks for
 * every list's first page as soon as it is evaluated, then the console itself.
 */
export function loadConsole(): ReturnType<typeof consoleCode> {
  loading ??= consoleCode().catch((error: unknown) => {
    // A failed download is not kept: the next attempt asks again.
    loading = undefined;
    throw error;
  });
  return loading;
}

// A page load in the console asks now, before React and the router are evaluated: this module
// is the student entry's first import (student/main.tsx).
const { pathname } = window.location;
if (pathname === ADMIN_ROOT || pathname.startsWith(`${ADMIN_ROOT}/`)) void loadConsole();
