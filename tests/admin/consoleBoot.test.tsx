import { afterEach, describe, expect, it, vi } from 'vitest';
import { asDataProvider, fakeAuthProvider, fakeDataProvider, holdList } from './support/fakeProviders';

afterEach(() => {
  vi.doUnmock('../../admin/providers');
  vi.doUnmock('../../admin/AdminApp');
});

describe("the console's start, as a page load under /dashboard/admin begins it", () => {
  it("asks for the console's own code only once every list's first page is in the cache", async () => {
    const dataProvider = fakeDataProvider();
    const { release } = holdList(dataProvider, 'lessons');
    const authProvider = fakeAuthProvider();
    vi.doMock('../../admin/providers', () => ({ authProvider, dataProvider: asDataProvider(dataProvider) }));
    const evaluated: string[] = [];
    vi.doMock('../../admin/AdminApp', () => {
      evaluated.push('console');
      return { default: () => null };
    });
    // Nothing else in the suite imports these modules: this is their first evaluation.
    const boot = await import('../../admin/consoleBoot');
    const consoleApp = boot.loadConsoleApp();
    await vi.waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('lessons', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(evaluated).toEqual([]);
    release();
    expect((await consoleApp).default).toBeTypeOf('function');
    expect(evaluated).toEqual(['console']);
    expect(authProvider.checkAuth).toHaveBeenCalledTimes(1);
  });
});
