import type { FieldDef, FieldKind, ResourceDef } from '../../src/resources';
import { fieldLabel } from '../../src/resources';
import { offersSelect } from '../actions/actionLabels';

/**
 * About how narrow a column of each kind can be drawn, in CSS pixels with its padding, its
 * text wrapped where it has spaces (measured in Chromium over the demo data).
 */
const KIND_WIDTH: Readonly<Partial<Record<FieldKind, number>>> = {
  longText: 240,
  richText: 240,
  number: 70,
  integer: 70,
  money: 85,
  flag: 85,
  choice: 95,
  reference: 120,
  references: 180,
  image: 65,
  file: 100,
  email: 180,
  url: 180,
  password: 0,
  date: 100,
  datetime: 110,
  list: 180,
};

/** A header stays on one line: about 7 px a letter, with the sort arrow and padding beside it. */
const headerWidth = (field: FieldDef) => fieldLabel(field).length * 7 + 36;

const columnWidth = (field: FieldDef): number => Math.max(KIND_WIDTH[field.kind] ?? 130, headerWidth(field));

/**
 * Which columns give way first when the window is narrow: the short ones (states, amounts,
 * dates, references) say more in their width than an address or a paragraph.
 */
const GIVES_WAY: Readonly<Partial<Record<FieldKind, number>>> = {
  text: 1,
  image: 1,
  // How a person is reached and told apart (users): before a link or a paragraph.
  email: 1,
  url: 2,
  file: 2,
  references: 2,
  list: 2,
  longText: 2,
  richText: 2,
};

/** Beside the list: the menu and the page's margins (1280 − 1024 in Chromium). */
const OUTSIDE_LIST = 256;
/** The checkbox and the ID columns. */
const ALWAYS_SHOWN = 40 + 72;

/** Width of the columns every row ends with: its actions, its Delete, the expand arrow. */
function trailingWidth(resource: ResourceDef, expandable: boolean): number {
  let width = resource.endpoints.delete ? 120 : 0;
  if (expandable) width += 48;
  for (const action of resource.actions ?? []) {
    const field = resource.fields.find((candidate) => candidate.name === action.field);
    width += offersSelect(action, field) ? 172 : Math.max(1, action.values?.length ?? 1) * 100;
  }
  return width;
}

/**
 * The listed fields that do not fit a window `windowWidth` wide, hidden by default (react-admin's
 * DatagridConfigurable `omit`; the Columns button brings them back). The first field, what a
 * record is known by, always stays; the others are taken in the order they give way, each
 * kind in the table's order, while there is room.
 */
export function columnsToOmit(
  resource: ResourceDef,
  listed: readonly FieldDef[],
  windowWidth: number,
  expandable: boolean,
): string[] {
  let room = windowWidth - OUTSIDE_LIST - ALWAYS_SHOWN - trailingWidth(resource, expandable);
  const [first, ...others] = listed;
  if (first) room -= columnWidth(first);
  const byPriority = others
    .map((field, order) => ({ field, order, rank: GIVES_WAY[field.kind] ?? 0 }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  const omitted: string[] = [];
  for (const { field } of byPriority) {
    const width = columnWidth(field);
    if (width <= room) room -= width;
    else omitted.push(field.name);
  }
  return omitted;
}
