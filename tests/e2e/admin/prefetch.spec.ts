import type { Request } from '@playwright/test';
import {
  BATCH_LISTS_PATH,
  type BatchListsRequest,
  type BatchedListCall,
} from '../../../src/contract/batchLists';
import { defaultListParams, listCall } from '../../../src/api/lists';
import { allResources } from '../../../src/resources';
import { admin } from '../support/accounts';
import { adminConsole, adminPath, at } from '../support/console';
import { expect, test } from '../support/fixtures';

test.use({ signedInAs: admin });

/** Each list call of the table as "METHOD /path body", the body being its first page. */
const firstPageCalls = allResources.map((resource) => {
  const call = listCall(resource, defaultListParams(resource).pagination);
  return `${call.method} ${call.url} ${call.data === undefined ? '' : JSON.stringify(call.data)}`.trim();
});

const describe = (request: Request) => {
  const { pathname } = new URL(request.url());
  return `${request.method()} ${pathname} ${request.postData() ?? ''}`.trim();
};

/** A list call inside the batch call, written as `describe` writes the call made on its own. */
const describeBatched = ({ method, path, options }: BatchedListCall) => {
  const body = method !== 'GET' && options && Object.keys(options).length > 0 ? JSON.stringify(options) : '';
  return `${method} /api/admin/${path} ${body}`.trim();
};

const isBatch = (request: Request) => new URL(request.url()).pathname === `/api/admin/${BATCH_LISTS_PATH}`;

const isAdminList = (request: Request) => {
  const { pathname } = new URL(request.url());
  return allResources.some((resource) => pathname === `/api/admin/${resource.endpoints.list.path}`);
};

test.describe('Every list loaded when the console opens', () => {
  test('opening the console asks for the first page of every list at once, in two calls: the one opened with those it refers to, then the others', async ({
    page,
  }) => {
    // Each list call as it leaves, alone or inside the server's batch call (src/contract/batchLists.ts).
    const asked: string[] = [];
    let calls = 0;
    page.on('request', (request) => {
      if (isAdminList(request)) {
        calls += 1;
        asked.push(describe(request));
      } else if (isBatch(request)) {
        calls += 1;
        for (const call of (request.postDataJSON() as BatchListsRequest).calls)
          asked.push(describeBatched(call));
      }
    });

    // The menu's first list (the console's home is its dashboard, which prefetches the same).
    await page.goto(adminPath('courses'));
    await expect(adminConsole.title(page)).toHaveText('Courses');
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(allResources.length);

    expect(firstPageCalls).toHaveLength(allResources.length);
    expect(asked.slice(0, allResources.length).sort()).toEqual([...firstPageCalls].sort());
    // The list being opened leaves first, with the lists of its reference columns; the others share one call.
    expect(asked[0]).toBe('GET /api/admin/get_course');
    expect(calls).toBe(2);
    // docs/legacy-api.md §7's bodies, spot-checked against the table's.
    expect(asked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/tips',
        'POST /api/admin/coupon/list {"page":1}',
        'POST /api/admin/course-categories {"page":1,"per_page_item":500}',
        'POST /api/admin/exam/get_all {"pageNumber":1}',
        'POST /api/admin/quiz/question/tags {"perPageItem":10,"pageNumber":1}',
        'POST /api/admin/transcripts/transcripts',
      ]),
    );
  });

  test('moving to another list shows its rows from what was loaded, without asking again', async ({
    page,
  }) => {
    // The menu's first list (the console's home is its dashboard, which prefetches the same).
    await page.goto(adminPath('courses'));
    await expect(adminConsole.title(page)).toHaveText('Courses');
    await expect(adminConsole.rows(page, 'Foundations of Mental Health Awareness')).toBeVisible();

    // The lists visited next: each one's own list call must not be made again.
    const visited = ['transcripts/transcripts', 'tips', 'coupon/list', 'topic-type/get_all'];
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (visited.some((path) => new URL(request.url()).pathname === `/api/admin/${path}`))
        listCalls.push(describe(request));
    });
    // Wait for the prefetch to have landed: the last list of the menu shows straight from it.
    await adminConsole.menu(page).getByRole('menuitem', { name: 'Transcripts' }).click();
    await expect(page).toHaveURL(at(adminPath('transcript')));
    await expect(adminConsole.rows(page, 'Digital certificate')).toBeVisible();

    await adminConsole.menu(page).getByRole('menuitem', { name: 'Tips' }).click();
    await expect(adminConsole.title(page)).toHaveText('Tips');
    await expect(adminConsole.rows(page, 'Take a three-minute breathing space')).toBeVisible();

    await adminConsole.menu(page).getByRole('menuitem', { name: 'Coupons' }).click();
    await expect(adminConsole.title(page)).toHaveText('Coupons');
    await expect(adminConsole.rows(page, 'WELCOME10')).toBeVisible();

    await adminConsole.menu(page).getByRole('menuitem', { name: 'Topic Types' }).click();
    await expect(adminConsole.title(page)).toHaveText('Topic Types');
    await expect(adminConsole.rows(page, 'Core learning')).toBeVisible();

    expect(listCalls, 'no list was asked for again').toEqual([]);
  });
});
