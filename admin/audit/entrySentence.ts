import {
  fieldLabel,
  getResource,
  isResourceKey,
  kindOf,
  type FieldDef,
  type ResourceDef,
} from '../../src/resources';
import type { AuditAction } from '../../src/resources/auditActions';
import { offersSelect, valueButtonLabel } from '../actions/actionLabels';
import { inSentence } from '../layout/pageTitle';
import { cardText } from '../list/cardText';

type Values = Record<string, unknown>;

/** One other record a change touched, as the server keeps it in the entry's detail. */
interface Touched {
  resource?: string;
  record_id?: number;
  done?: string;
  before?: Values;
  after?: Values;
}

/** What the server keeps of a change (server/audit.ts): its facts and each record's before and after. */
export interface EntryDetail {
  action?: string;
  value?: unknown;
  before?: Values;
  after?: Values;
  touched?: Touched[];
}

/** An audit log entry as the list answers it. */
export interface AuditEntryRecord {
  action: string;
  resource?: string | null;
  record_id?: number | null;
  detail?: string | null;
}

export function parseDetail(text: unknown): EntryDetail {
  if (typeof text !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as EntryDetail) : {};
  } catch {
    return {};
  }
}

/** What an entry that names no record says someone did. */
const DONE: Readonly<Record<Exclude<AuditAction, `record.${string}`>, string>> = {
  'login.success': 'signed in',
  'login.failure': 'failed to sign in',
  'login.throttled': 'was kept from signing in after too many tries',
  logout: 'signed out',
  register: 'registered',
  'auth.refused': 'was refused access',
  upload: 'uploaded a file',
  'account.reset_requested': 'asked to reset their password',
  'account.password_reset': 'reset their password',
  'account.email_verified': 'confirmed their email address',
  'account.email_change_requested': 'asked to change their email address',
  'account.email_changed': 'changed their email address',
  'account.exported': 'downloaded their data',
  'account.closed': 'closed their account',
};

const IRREGULAR: Readonly<Record<string, string>> = { make: 'made', set: 'set', send: 'sent' };

/** A verb of a button's label in the past tense: "Approve" → "approved", "Make featured" → "made featured". */
export function pastTense(label: string): string {
  const [first = '', ...rest] = label.trim().split(/\s+/);
  const verb = first.toLowerCase();
  const past =
    IRREGULAR[verb] ?? (verb.endsWith('ed') ? verb : verb.endsWith('e') ? `${verb}d` : `${verb}ed`);
  return [past, ...rest.map((word) => word.toLowerCase())].join(' ');
}

const LONGEST = 80;
const shortened = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > LONGEST ? `${line.slice(0, LONGEST - 1)}…` : line;
};

/** A kept value as a person reads it: the choice's label, money in pounds, a record by its name and number. */
export function valueText(field: FieldDef | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (field && kindOf(field).pointsTo === 'one' && field.reference && isResourceKey(field.reference))
    return `${getResource(field.reference).singular} #${String(value)}`;
  if (Array.isArray(value)) return value.length === 0 ? 'none' : shortened(value.map(String).join(', '));
  if (typeof value === 'object') return shortened(JSON.stringify(value));
  if (!field) return shortened(String(value));
  return shortened(cardText(field, value) ?? 'empty');
}

const fieldOf = (resource: ResourceDef | undefined, name: string) =>
  resource?.fields.find((field) => field.name === name);

/** A field's label inside a sentence: "Status" → "status", "IP address" stays as it is. */
const labelInSentence = (resource: ResourceDef | undefined, name: string): string => {
  const field = fieldOf(resource, name);
  const label = field ? fieldLabel(field) : name.replace(/_/g, ' ');
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
};

/**
 * Each field a change touched, as "status Paid → Refunded"; a record made or deleted gives its
 * fields as they were ("title Calm").
 */
export function fieldChanges(
  resourceKey: string | null | undefined,
  before?: Values,
  after?: Values,
): string[] {
  const resource = resourceKey && isResourceKey(resourceKey) ? getResource(resourceKey) : undefined;
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (name) => name !== 'id',
  );
  return names.map((name) => {
    const field = fieldOf(resource, name);
    const label = labelInSentence(resource, name);
    if (!before) return `${label} ${valueText(field, after?.[name])}`;
    if (!after) return `${label} ${valueText(field, before[name])}`;
    return `${label} ${valueText(field, before[name])} → ${valueText(field, after[name])}`;
  });
}

/** "course tag #3", or the resource's key when the table no longer has it. */
function recordName(resourceKey: string | null | undefined, id: unknown): string {
  const name =
    resourceKey && isResourceKey(resourceKey) ? inSentence(getResource(resourceKey).singular) : resourceKey;
  return `${name ?? 'record'} #${String(id)}`;
}

/** What was done to the entry's own record, in the past tense. */
function verbOf(entry: AuditEntryRecord, detail: EntryDetail): string {
  if (entry.action === 'record.create') return 'created';
  if (entry.action === 'record.delete') return 'deleted';
  if (entry.action === 'record.update') return 'changed';
  const resource = entry.resource && isResourceKey(entry.resource) ? getResource(entry.resource) : undefined;
  const action = resource?.actions?.find((candidate) => candidate.name === detail.action);
  if (!action) return pastTense(detail.action ?? 'changed');
  const field = fieldOf(resource, action.field ?? '');
  const value = detail.value as string | number | undefined;
  if (offersSelect(action, field) || value === undefined) return pastTense(action.label);
  return pastTense(valueButtonLabel(action, field, value));
}

/** What happened to another record the change touched: "revoked enrolment #12". */
function touchedText(touched: Touched): string {
  const done = touched.done ?? (!touched.before ? 'created' : !touched.after ? 'deleted' : 'changed');
  const name = recordName(touched.resource, touched.record_id);
  const changes =
    touched.before && touched.after ? fieldChanges(touched.resource, touched.before, touched.after) : [];
  return `${done} ${name}${changes.length ? `: ${changes.join(', ')}` : ''}`;
}

/**
 * An audit entry as a person would write it: "Ada refunded order #8: status Paid → Refunded;
 * revoked enrolment #12". Labels and choice labels come from the table, never the stored codes.
 */
export function entrySentence(entry: AuditEntryRecord, who: string): string {
  if (!entry.action.startsWith('record.'))
    return `${who} ${DONE[entry.action as keyof typeof DONE] ?? entry.action}`;
  const detail = parseDetail(entry.detail);
  const changes =
    entry.action === 'record.update' || entry.action === 'record.action'
      ? fieldChanges(entry.resource, detail.before ?? {}, detail.after ?? {})
      : fieldChanges(entry.resource, detail.before, detail.after);
  const own = `${who} ${verbOf(entry, detail)} ${recordName(entry.resource, entry.record_id)}`;
  const parts = [changes.length ? `${own}: ${changes.join(', ')}` : own];
  for (const touched of detail.touched ?? []) parts.push(touchedText(touched));
  return parts.join('; ');
}
