// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The console's start as the student site sees it: whether it was evaluated, and the console it hands over. */
function fakeConsoleStart(loadConsoleApp = () => Promise.resolve({ default: () => null })) {
  const seen = { evaluated: 0, asked: 0 };
  vi.doMock('../../admin/consoleBoot', () => {
    seen.evaluated += 1;
    return {
      loadConsoleApp: () => {
        seen.asked += 1;
        return loadConsoleApp();
      },
    };
  });
  return seen;
}

/** The student entry's first import, evaluated afresh as on a page load at `path`. */
async function loadPageAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return import('../../student/app/consoleCode');
}

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  vi.doUnmock('../../admin/consoleBoot');
  window.history.replaceState(null, '', '/');
});

describe("the admin console's code, as the student site asks for it", () => {
  it("asks for the console's start as a page under /dashboard/admin loads, before anything draws", async () => {
    const seen = fakeConsoleStart();
    await loadPageAt('/dashboard/admin/courses');
    await vi.waitFor(() => expect(seen).toEqual({ evaluated: 1, asked: 1 }));
  });

  it('asks for nothing of the console on a page load elsewhere in the site', async () => {
    const seen = fakeConsoleStart();
    await loadPageAt('/dashboard/admin-guide');
    await aMoment();
    expect(seen).toEqual({ evaluated: 0, asked: 0 });
  });

  it('asks once, however many times the console is mounted', async () => {
    const seen = fakeConsoleStart();
    const { loadConsole } = await loadPageAt('/courses');
    const [first, second] = await Promise.all([loadConsole(), loadConsole()]);
    expect(first).toBe(second);
    expect(await loadConsole()).toBe(first);
    expect(seen).toEqual({ evaluated: 1, asked: 1 });
  });

  it('asks again after a download failed', async () => {
    const consoleApp = { default: () => null };
    const load = vi
      .fn<() => Promise<typeof consoleApp>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(consoleApp);
    fakeConsoleStart(load);
    const { loadConsole } = await loadPageAt('/courses');
    await expect(loadConsole()).rejects.toThrow('Failed to fetch');
    expect(await loadConsole()).toBe(consoleApp);
  });
});
