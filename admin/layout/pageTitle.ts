import { ADMIN_ROOT, allResources, type ResourceDef } from '../../src/resources';
import { routeOfPath } from '../table/resourceByRoute';

/** What every console tab's title ends with. */
export const TITLE_SUFFIX = ' · MindWell Academy admin';

/** The console page a path shows, as far as its title needs to know. */
export type ConsolePage =
  | { view: 'dashboard' }
  | { view: 'list' | 'create'; resource: ResourceDef }
  | { view: 'edit' | 'show' | 'history'; resource: ResourceDef; id: string }
  | { view: 'unknown' };

/** Reads a console path the way react-admin's routes do: list, `create`, `:id`, `:id/show`, `:id/history`. */
export function consolePageOf(
  pathname: string,
  basename: string = ADMIN_ROOT,
  table: readonly ResourceDef[] = allResources,
): ConsolePage {
  const path = pathname.replace(/\/+$/, '');
  if (path === basename) return { view: 'dashboard' };
  const route = routeOfPath(path, table, basename);
  const resource = table.find((entry) => entry.route === route);
  if (!resource) return { view: 'unknown' };
  const rest = path.slice(`${basename}/${resource.route}`.length).split('/').filter(Boolean);
  if (rest.length === 0) return { view: 'list', resource };
  if (rest.length === 1 && rest[0] === 'create') return { view: 'create', resource };
  const id = decodeURIComponent(rest[0]!);
  if (rest.length === 1) return { view: 'edit', resource, id };
  if (rest.length === 2 && rest[1] === 'show') return { view: 'show', resource, id };
  if (rest.length === 2 && rest[1] === 'history') return { view: 'history', resource, id };
  return { view: 'unknown' };
}

/** A resource's name inside a sentence: "course category", but "FAQ" stays as it is. */
export const inSentence = (name: string): string =>
  name
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');

/**
 * The tab's title of a console page: "Courses", "Create course", "Edit course 'Calm Mind'",
 * "Order #12", "History of order #12". `recordName` is the record's representation once it is loaded; a record
 * represented by its id is named by its number.
 */
export function pageTitle(page: ConsolePage, recordName?: string): string {
  switch (page.view) {
    case 'dashboard':
      return `Dashboard${TITLE_SUFFIX}`;
    case 'list':
      return `${page.resource.plural}${TITLE_SUFFIX}`;
    case 'create':
      return `Create ${inSentence(page.resource.singular)}${TITLE_SUFFIX}`;
    case 'edit':
    case 'show': {
      const byId = page.resource.recordRepresentation === 'id';
      const name = byId ? `#${page.id}` : recordName ? `'${recordName}'` : '';
      const what =
        page.view === 'edit' ? `Edit ${inSentence(page.resource.singular)}` : page.resource.singular;
      return `${[what, name].filter(Boolean).join(' ')}${TITLE_SUFFIX}`;
    }
    case 'history':
      return `History of ${inSentence(page.resource.singular)} #${page.id}${TITLE_SUFFIX}`;
    default:
      return `Page not found${TITLE_SUFFIX}`;
  }
}
