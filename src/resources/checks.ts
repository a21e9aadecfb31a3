import { kindOf } from './kinds';
import type { Endpoint, FieldDef, ResourceDef } from './types';

/**
 * Like Django's ModelAdminChecks: every problem of the table, each naming the entry at fault.
 * The server refuses to start on a non-empty answer, and a test keeps it empty.
 */
export function checkTable(table: readonly ResourceDef[]): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  const routes = new Map<string, string>();
  const calls = new Map<string, string>();

  for (const r of table) {
    if (keys.has(r.key)) problems.push(`${r.key}: the key is declared twice`);
    keys.add(r.key);
  }

  for (const r of table) {
    const where = (what: string) => `${r.key}: ${what}`;
    const other = routes.get(r.route);
    if (other) problems.push(where(`route "${r.route}" is also the route of ${other}`));
    routes.set(r.route, r.key);
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(r.route))
      problems.push(where(`route "${r.route}" is not a path`));

    const names = new Set(r.fields.map((field) => field.name));
    checkFields(r.fields, where, keys, problems);
    if (r.recordRepresentation !== 'id' && !names.has(r.recordRepresentation))
      problems.push(where(`recordRepresentation "${r.recordRepresentation}" is not a field`));
    if (r.defaultSort && r.defaultSort.field !== 'id') {
      const field = r.fields.find((x) => x.name === r.defaultSort?.field);
      if (!field?.sortable)
        problems.push(where(`defaultSort "${r.defaultSort.field}" is not a sortable field`));
    }

    const endpoints: [string, Endpoint | undefined][] = [
      ['list', r.endpoints.list],
      ['create', r.endpoints.create],
      ['update', r.endpoints.update],
      ['delete', r.endpoints.delete],
      ...Object.entries(r.endpoints.extra ?? {}),
      ...(r.actions ?? []).map((a): [string, Endpoint] => [`action ${a.name}`, a]),
    ];
    for (const [name, endpoint] of endpoints) {
      if (!endpoint) continue;
      const call = `${endpoint.method} ${endpoint.path}`;
      const owner = calls.get(call);
      if (owner) problems.push(where(`${name} call "${call}" is also ${owner}`));
      calls.set(call, `${r.key} ${name}`);
      for (const sent of endpoint.body?.fields ?? [])
        if (!names.has(sent)) problems.push(where(`${name} sends "${sent}", which is not a field`));
    }
    // Without an update call the records are made and deleted, never edited (enrolments).
    if (!r.readOnly && !r.single && !r.fixedRows && !r.endpoints.create)
      problems.push(where('a resource that is not read-only needs a create call'));
    // Its one record is made by its migration and must stay.
    if (r.fixedRows && (r.endpoints.create || r.endpoints.delete || !r.endpoints.update))
      problems.push(where('a fixed set of records has an update call and no create or delete call'));
    if (r.single && (r.endpoints.create || r.endpoints.delete || !r.endpoints.update))
      problems.push(where('a single-record resource has an update call and no create or delete'));

    for (const rule of r.rules ?? []) {
      const named = [rule.field, rule.when?.field, rule.notAbove, rule.notBelow];
      for (const name of named)
        if (name !== undefined && !names.has(name))
          problems.push(where(`a rule on "${rule.field}" names "${name}", which is not a field`));
    }
    if (r.orderedWithin !== undefined) {
      const within = r.fields.find((field) => field.name === r.orderedWithin);
      if (within?.kind !== 'reference' || !within.required)
        problems.push(where(`orderedWithin "${r.orderedWithin}" is not a required reference`));
      if (r.fields.find((field) => field.name === 'sort_order')?.kind !== 'integer')
        problems.push(where('orderedWithin needs an integer field "sort_order"'));
      if (!r.endpoints.update) problems.push(where('orderedWithin needs an update call'));
    }
    if (r.deletableWhen) {
      const kept = r.fields.find((field) => field.name === r.deletableWhen?.field);
      if (kept?.kind !== 'choice')
        problems.push(where(`deletableWhen names "${r.deletableWhen.field}", which is not a choice field`));
      for (const value of r.deletableWhen.values)
        if (kept?.choices && !kept.choices.some((choice) => choice === value))
          problems.push(where(`deletableWhen allows "${value}", which is not one of its choices`));
      if (!r.endpoints.delete) problems.push(where('deletableWhen needs a delete call'));
    }
    for (const change of r.confirmChanges ?? [])
      if (!names.has(change.field))
        problems.push(where(`a confirmation asks about "${change.field}", which is not a field`));

    for (const action of r.actions ?? []) {
      if (action.field && !names.has(action.field))
        problems.push(where(`action ${action.name} changes "${action.field}", which is not a field`));
      for (const [bodyKey, source] of Object.entries(action.body))
        if (source !== '$value' && source !== 'id' && !names.has(source))
          problems.push(
            where(`action ${action.name} sends ${bodyKey} from "${source}", which is not a field`),
          );
    }
  }
  return problems;
}

function checkFields(
  fields: readonly FieldDef[],
  where: (what: string) => string,
  keys: ReadonlySet<string>,
  problems: string[],
  prefix = '',
): void {
  const seen = new Set<string>();
  for (const field of fields) {
    const name = prefix + field.name;
    if (seen.has(field.name)) problems.push(where(`field "${name}" is declared twice`));
    seen.add(field.name);
    if (!/^[a-z][a-z0-9_]*$/.test(field.name)) problems.push(where(`field "${name}" is not snake_case`));
    if (kindOf(field).pointsTo && !keys.has(field.reference ?? ''))
      problems.push(where(`field "${name}" references "${field.reference ?? ''}", which is not a resource`));
    if (field.kind === 'choice' && !field.choices?.length)
      problems.push(where(`choice field "${name}" has no choices`));
    if (field.kind === 'list') {
      if (!field.fields?.length) problems.push(where(`list field "${name}" has no item fields`));
      else checkFields(field.fields, where, keys, problems, `${name}.`);
    }
    if (field.confirms && !fields.some((other) => other.name === field.confirms))
      problems.push(where(`field "${name}" confirms "${field.confirms}", which is not a field`));
    if (field.upload && field.kind !== 'file')
      problems.push(where(`field "${name}" names an upload kind but is not a file field`));
    if (field.filterable === 'range' && !kindOf(field).calendar)
      problems.push(where(`field "${name}" is filtered by range but is no date`));
    if (field.searchable && !kindOf(field).searchable)
      problems.push(where(`field "${name}" is searchable but is not text`));
  }
}
