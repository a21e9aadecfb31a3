import { afterEach, describe, expect, it, vi } from 'vitest';
import { asDataProvider, fakeAuthProvider, fakeDataProvider, holdList } from './support/fakeProviders';

afterEach(() => {
  vi.doUnmock('../../admin/providers');
  vi.doUnmock('../../admin/mountConsole');
});

describe("the console's page, as it loads", () => {
  it("asks for the console's own code only once every list's first page is in the cache", async () => {
    const dataProvider = fakeDataProvider();
    const { release } = holdList(dataProvider, 'lessons');
    const authProvider = fakeAuthProvider();
    vi.doMock('../../admin/providers', () => ({ authProvider, dataProvider: asDataProvider(dataProvider) }));
    const mounted: unknown[] = [];
    vi.doMock('../../admin/mountConsole', () => ({
      mountConsole: (_container: HTMLElement, start: unknown) => mounted.push(start),
    }));
    // Nothing else in the suite imports the page's module: this is its first evaluation.
    await import('../../admin/main');
    await vi.waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('lessons', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mounted).toEqual([]);
    release();
    await vi.waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toMatchObject({ queryClient: expect.anything(), access: expect.any(Promise) });
    expect(authProvider.checkAuth).toHaveBeenCalledTimes(1);
  });
});
