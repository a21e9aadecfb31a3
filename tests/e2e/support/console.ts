import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** An admin route as the address bar shows it (docs/legacy-api.md §2): `tips` → `/dashboard/admin/tips`. */
export const adminPath = (route: string): string => `/dashboard/admin/${route}`;

/** The admin console's landmarks and parts, found the way a screen reader user finds them. */
export const adminConsole = {
  /** The console's toast: react-admin shows one at a time, as an alert. */
  toast: (page: Page): Locator => page.getByRole('alert'),
  /** The fixed bar at the top: the page's title and the Logout button. */
  bar: (page: Page): Locator => page.getByRole('banner'),
  logout: (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: 'Logout' }),
  /** The side menu, one entry per resource. */
  menu: (page: Page): Locator => page.getByRole('menu'),
  /** The page's title in the bar ("Tips", "Create Coupon", "Coupon WELCOME10"). */
  title: (page: Page): Locator => page.getByRole('banner').getByRole('heading'),
  /** The list's search box (the `q` filter). */
  search: (page: Page): Locator => page.getByRole('textbox', { name: /^Search / }),
  /** The list's body rows that mention `text`. */
  rows: (page: Page, text: string | RegExp): Locator =>
    page.getByRole('table').getByRole('row').filter({ hasText: text }),
  /** A form's Save button (not "Save and stay"). */
  save: (page: Page): Locator => page.getByRole('toolbar').getByRole('button', { name: 'Save', exact: true }),
  /** The admin login page's title; shown in the console's place to anyone who is not an admin. */
  loginTitle: (page: Page): Locator => page.getByRole('heading', { name: 'Login Page', level: 1 }),
};

/**
 * Whether a list call searches for `text`: `q` in a POST body or, for a GET list, the query; in
 * the REST mode's calls (/api/rest), `q` in the `filter` JSON of the query.
 */
const searchesFor = (request: Request, text: string): boolean => {
  const url = new URL(request.url());
  if (url.pathname.startsWith('/api/rest/'))
    return (JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: unknown }).q === text;
  if (!url.pathname.startsWith('/api/admin/')) return false;
  if (request.method() === 'GET') return url.searchParams.get('q') === text;
  try {
    return (request.postDataJSON() as { q?: unknown } | null)?.q === text;
  } catch {
    return false; // a multipart or empty body: not a list call
  }
};

/**
 * Types `text` into the list's search box and waits until the list has taken it up: the
 * address holds the search and the searched list has answered. The address alone is not
 * enough: react-router renders a navigation in a transition, and a click that comes before that
 * render is done abandons it, so the console would never remember the search.
 */
export async function searchList(page: Page, text: string): Promise<void> {
  const showsSearch = (url: URL) => JSON.parse(url.searchParams.get('filter') ?? '{}').q === text;
  // Already searched (and cached): typing the same text again sends nothing.
  const already = showsSearch(new URL(page.url()));
  const searched = page.waitForResponse((response) => searchesFor(response.request(), text));
  await adminConsole.search(page).fill(text);
  await expect(page).toHaveURL(showsSearch);
  if (!already) await searched;
}

/**
 * Deletes as a user does: the Delete button (of `scope`, a row or the form's toolbar), then
 * Confirm in the dialog that asks first. Answers the delete call the console sent.
 */
export async function deleteAndConfirm(page: Page, scope: Locator, title: string | RegExp): Promise<Request> {
  await scope.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const sent = page.waitForRequest(
    (request) =>
      request.method() === 'DELETE' || (request.method() !== 'GET' && /\/delete/.test(request.url())),
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const request = await sent;
  await expect(dialog).toHaveCount(0);
  return request;
}

/**
 * The next admin API call to `path` (below /api/admin/), for checking what the console sent.
 * Start waiting before the action that sends it.
 */
export function nextCall(page: Page, path: string, method = 'POST'): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === method && new URL(request.url()).pathname === `/api/admin/${path}`,
  );
}

/**
 * A choice in a select: open it by its label (within `scope`, a row say), pick the option by its
 * name in the list that opens.
 */
export async function choose(
  page: Page,
  label: string | RegExp,
  option: string,
  scope: Page | Locator = page,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** A reference (autocomplete) input: type part of the record's name and pick it from the list. */
export async function pickReference(page: Page, label: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).fill(name);
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(name);
}

/** The editable area of a rich text field, found by the field's label. */
export const richText = (page: Page, label: string): Locator =>
  page.getByRole('textbox', { name: label, exact: true });

/**
 * For `toHaveURL`: the address is `path`, whatever the query string. A list writes its page,
 * sort and search there once it has loaded, so a check on the path alone does not race it.
 */
export const at =
  (path: string) =>
  (url: URL): boolean =>
    url.pathname === path;

/** Closes the toast shown (Escape, as a keyboard user does), so the next one is told apart. */
export async function dismissToast(page: Page): Promise<void> {
  await expect(adminConsole.toast(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(adminConsole.toast(page)).toHaveCount(0);
}
