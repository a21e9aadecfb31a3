/**
 * The vocabulary of `resources.config.ts`: what one admin resource may declare.
 *
 * Everything here is data. The console, the data provider, the reference server and the
 * contract tests all read the same declarations, so a path or a toast is written once.
 */

/** How a field is edited, validated, stored and shown. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'richText' // HTML, sanitized on the server and again when shown
  | 'number'
  | 'integer'
  | 'money' // GBP; pounds with two decimals on the wire, integer pence in the database
  | 'flag' // 0 or 1
  | 'choice' // one of `choices`
  | 'reference' // id of a record of `reference`
  | 'references' // array of ids of `reference`
  | 'image' // URL of an uploaded image
  | 'file' // URL of an uploaded file
  | 'email'
  | 'url'
  | 'password' // write-only: hashed by the server, never sent back
  | 'date' // YYYY-MM-DD
  | 'datetime' // ISO 8601
  | 'list'; // array of objects described by `fields` (exam questions, order items)

export interface FieldDef {
  name: string;
  kind: FieldKind;
  /**
   * A field this product adds to a resource of docs/legacy-api.md: the console shows it only
   * where the server names the `added-resources` extension, and a server in LEGACY_STRICT leaves
   * it out of its answers, as it does the resources this product adds.
   */
  extension?: boolean;
  /** Shown to people; defaults to the name in sentence case. */
  label?: string;
  /** Must be given on create (and cannot be emptied on update). */
  required?: boolean;
  /** A column of the admin list. */
  list?: boolean;
  /** Matched by the list's search box. */
  searchable?: boolean;
  /** The list can be sorted by it. */
  sortable?: boolean;
  /**
   * The list can be filtered by it: an exact match, or with `'range'` (a date or datetime)
   * between two days, from and to, either left open (src/contract/filterRange.ts).
   */
  filterable?: boolean | 'range';
  /** Allowed values of a `choice` field (numbers for role ids). */
  choices?: readonly (string | number)[];
  /** Labels of the choices when the value itself is not readable (role 1: Student). */
  choiceLabels?: Readonly<Record<string, string>>;
  /**
   * Resource key that a `reference` or `references` field points to; `resources.config.ts`
   * refuses to compile when it names no entry of the table.
   */
  reference?: string;
  /**
   * What deleting the referenced record does to this one (`reference`, `references`):
   * `restrict` (default) refuses the delete with 409, `cascade` deletes this record too (a
   * blog's comments), `detach` clears the reference (or drops the id from the list), `keep`
   * leaves the id as it was (a history names people who may since have gone).
   */
  onDelete?: 'restrict' | 'cascade' | 'detach' | 'keep';
  /** Computed by the server; never accepted from a client. */
  readOnly?: boolean;
  /** No two records may share the value (compared case-insensitively for text). */
  unique?: boolean;
  /** The server stores the value in upper case (coupon codes). */
  upperCase?: boolean;
  /** Length limit of text kinds; defaults by kind (see `src/resources/fieldRules.ts`). */
  maxLength?: number;
  /** Bounds of numeric kinds. */
  min?: number;
  max?: number;
  /** Value the server uses when a create leaves the field out. */
  defaultValue?: string | number | boolean | null;
  /**
   * Empty is a value of its own (an exam's attempts left blank: unlimited): a create that sends
   * it empty keeps it empty, and only one that leaves the field out gets `defaultValue`.
   */
  blankIsValue?: boolean;
  /** Optional on update even when required on create (passwords). */
  optionalOnUpdate?: boolean;
  /** Item shape of a `list` field. */
  fields?: readonly FieldDef[];
  /** Exact item count of a `list` field. */
  length?: number;
  /** Bounds of a `list` field's item count (an exam question's two to eight options). */
  minItems?: number;
  maxItems?: number;
  /** How one item of a `list` field is named in the console ("Question" 1, "Option" 2). */
  itemLabel?: string;
  /**
   * An `integer` naming one item, by its `id`, of the sibling `list` field given here (a
   * question's right answer among its options): the console offers a radio button beside each
   * item, and the server refuses an id no item has.
   */
  itemOf?: string;
  /**
   * A `reference` whose record must share this record's value of the named field (a lesson's
   * topic is a topic of the lesson's course): the picker offers only those, the server refuses others.
   */
  sameAs?: string;
  /** Must equal the named field; checked by the server, never stored (password_confirmation). */
  confirms?: string;
  /**
   * A `text` field holding an address name made from the named field when left empty on create
   * (`slugFrom: 'title'`): lower case, hyphenated, unique (`-2`, `-3`... when taken).
   */
  slugFrom?: string;
  /**
   * A `file` field holding a lesson's own media or its captions: the upload is checked as that
   * kind (MP4, M4A or MP3 with a readable length; WebVTT) and served only to those who may open
   * the record's lesson, never at its public `/uploads` address.
   */
  upload?: 'media' | 'captions';
  /** Short help shown under the input. */
  helperText?: string;
}

/** How a request body is put together from a record. */
export interface BodyShape {
  /**
   * Key the fields are wrapped in: `{course_data: {...}}`. Absent: the fields are the body.
   */
  wrap?: string;
  /**
   * Where the record id goes on update and delete:
   * - `'outside'` (default when `wrap` is set and `idKey` given): `{bundle_data, id}`
   * - `'inside'`: inside the wrapper, `{coupon_data: {id, ...}}`
   * - absent with no wrap: beside the fields, `{id, title, ...}`
   */
  id?: 'inside' | 'outside';
  /** Name of the id key when it is not `id` (`course_id` for courses). */
  idKey?: string;
  /** Only these fields are sent (a comment update sends author, author_email, content). */
  fields?: readonly string[];
  /**
   * - `json` (default)
   * - `multipart`: every field a form part, files as file parts (create_blog_post)
   * - `jsonMultipart`: multipart whose `wrap` part holds the JSON-encoded fields (create_course)
   */
  encoding?: 'json' | 'multipart' | 'jsonMultipart';
}

/** How a list call pages. */
export type Paging =
  | 'none' // no body (transcripts/transcripts) or a GET with no parameters
  | 'page' // {page}
  | 'pageNumber' // {pageNumber}
  | 'perPageItem' // {perPageItem, pageNumber}
  | 'per_page_item'; // {page, per_page_item}

/** Where the answer's payload sits. */
export type ReadShape =
  | 'data' // body.data is the item (or, when it is an array, its first element)
  | 'data[0]' // body.data is an array; the item is its first element
  | 'paged' // body is {data: [...], total, current_page, last_page, from, to}
  | 'featured+all.data'; // body is {featured, all: paged}

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** One call of the legacy API, relative to `/api/admin/`. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  body?: BodyShape;
  read?: ReadShape;
}

export interface ListEndpoint extends Endpoint {
  paging: Paging;
  /** Page size the legacy client asked for (course categories: 500). */
  perPage?: number;
}

/**
 * An action beyond create, update and delete: approve a comment, feature a tip, change a role.
 * `body` maps each body key to the record key (or `'$value'` for the chosen value).
 */
export interface ActionDef {
  name: string;
  label: string;
  method: HttpMethod;
  path: string;
  body: Readonly<Record<string, string>>;
  /** The record field the action changes, and the values it can set. */
  field?: string;
  values?: readonly (string | number)[];
  read?: ReadShape;
  /** Toasts; `null` means none. */
  success?: string | null;
  failure?: string | null;
  /** After a success, every other record gets `field = resetOthersTo` (tip featuring). */
  resetOthersTo?: string | number;
  /**
   * A field the admin writes when running the action (a revocation's reason): asked for
   * first, required, sent under the body key that maps to it and saved with the value.
   */
  input?: string;
}

/** Toast texts of docs/legacy-api.md §8. A failure text is the fallback when the server gives none. */
export interface Messages {
  created?: string | null;
  updated?: string | null;
  deleted?: string | null;
  createFailed?: string | null;
  updateFailed?: string | null;
  deleteFailed?: string | null;
  /** Always show the failure text, never the server's message (bundle deletes). */
  forceFailureText?: boolean;
  /** Each message under `errors[field]` of a failed create is its own toast (instructors). */
  splitErrorsOf?: string;
}

export type RedirectTarget = 'list' | false;

export interface RedirectRule {
  afterCreate: RedirectTarget;
  afterUpdate: RedirectTarget;
  afterDelete: RedirectTarget;
  /** The list is fetched anew after a save (blogs, lessons). */
  reloadAfterSave?: boolean;
  /** An update may carry a flag that keeps the page where it is (bundles). */
  noRedirectFlag?: string;
}

/** The console menu's groups, in the order the menu shows them. */
export const MENU_GROUPS = ['Catalogue', 'Content', 'People', 'Sales', 'Settings'] as const;
export type MenuGroupTitle = (typeof MENU_GROUPS)[number];

/**
 * A rule between two fields of one record, checked by the console's form and again by the
 * server (422 with `message` on `field`). Either value left empty passes: `required` says
 * whether it may be.
 */
export interface CrossFieldRule {
  /** The field the message is given on. */
  field: string;
  /** The rule holds only while another field has this value (a percentage discount). */
  when?: { field: string; equals: string | number };
  /** The field may not be greater than this number... */
  max?: number;
  /**
   * ...or than another field (a sale price and its price; dates by the calendar; a list by its
   * number of items)...
   */
  notAbove?: string;
  /** ...or smaller than another field (an expiry and its start). */
  notBelow?: string;
  message: string;
}

/**
 * Asking before a change that matters: saving `field` with `value` when the record did not have
 * it already (granting the administrator role). `{name}` in the texts is the record's name.
 */
export interface ConfirmChange {
  field: string;
  value: string | number;
  title: string;
  content: string;
}

export interface ResourceDef {
  /** react-admin resource name and database table; `ResourceKey` is the union of them all. */
  key: string;
  singular: string;
  plural: string;
  /** Admin list route below /dashboard/admin (docs/legacy-api.md §2). */
  route: string;
  /** Menu icon: a name of @mui/icons-material, loaded by path. */
  icon: string;
  /** Field shown when a record is referenced (in selects and titles). */
  recordRepresentation: string;
  /**
   * Where the console's menu lists it: its group, and its place in the group (lowest first).
   * Without one it is listed under "Other", after every group, so it is never unreachable.
   */
  menu?: { group: MenuGroupTitle; order: number };
  fields: readonly FieldDef[];
  endpoints: {
    list: ListEndpoint;
    create?: Endpoint;
    update?: Endpoint;
    delete?: Endpoint;
    /** Extra calls: a select list (lessons), a multipart create (blogs). */
    extra?: Readonly<Record<string, Endpoint | ListEndpoint>>;
  };
  actions?: readonly ActionDef[];
  /** Rules between fields, for the form and the server alike. */
  rules?: readonly CrossFieldRule[];
  /** Changes the console asks about before saving them. */
  confirmChanges?: readonly ConfirmChange[];
  messages?: Messages;
  redirect?: Partial<RedirectRule>;
  /**
   * A resource this product adds to docs/legacy-api.md (docs/API.md): the legacy backend has none
   * of its calls, so a server in LEGACY_STRICT answers them 404 and the console offers the
   * resource only where the server names the `added-resources` extension (src/contract/batchLists.ts).
   */
  extension?: boolean;
  /** No create or edit in the console (orders). */
  readOnly?: boolean;
  /**
   * Records this server keeps: one may be deleted only while `field` holds one of `values`;
   * otherwise the delete answers 409 with `message` (a paid order is an accounting record). Any
   * other value, one added later included, keeps the record. A rule of this server, not of the
   * legacy one (docs/legacy-api.md §11): the console hides Delete for a kept record only where the
   * server names the `kept-records` extension (src/contract/recordExtensions.ts).
   */
  deletableWhen?: { field: string; values: readonly string[]; message: string };
  /**
   * One record, made by its migration and only ever edited (a settings page): the console opens
   * its form from the menu, with no list, create or delete; the entry has no create or delete call.
   */
  single?: boolean;
  /**
   * A fixed set of records, made by its migration and only ever edited (the legal pages, each at
   * its own address): a list and an edit form, with no create or delete call.
   */
  fixedRows?: boolean;
  /** Default sort of the list. */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /**
   * A required reference whose records put this resource's records in an order of their own, by
   * `sort_order` (a course's topics): a new order is saved as a whole (src/contract/recordExtensions.ts).
   */
  orderedWithin?: string;
  /** Where code specific to this resource lives, relative to the repository root. */
  custom?: {
    /** Console views of its own, a module under admin/custom/ (`admin/custom/orders.tsx`). */
    admin?: string;
    /**
     * The views that module replaces, when it says: the others stay generated and load without
     * waiting for it (the course list does not download the course builder).
     */
    views?: readonly ('list' | 'create' | 'edit' | 'show')[];
  };
}
