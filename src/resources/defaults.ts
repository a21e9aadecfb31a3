import type { Messages, RedirectRule, ResourceDef } from './types';

/** The generic toasts of docs/legacy-api.md §8, for a resource that names none of its own. */
export function resolveMessages(
  resource: ResourceDef,
): Required<Omit<Messages, 'splitErrorsOf'>> & Pick<Messages, 'splitErrorsOf'> {
  const m = resource.messages ?? {};
  const thing = resource.singular;
  return {
    created: m.created === undefined ? `${thing} successfully created!` : m.created,
    updated: m.updated === undefined ? `${thing} successfully Updated!` : m.updated,
    deleted: m.deleted === undefined ? `${thing} successfully deleted!` : m.deleted,
    createFailed: m.createFailed ?? null,
    updateFailed: m.updateFailed ?? null,
    deleteFailed: m.deleteFailed ?? 'Delete Failed',
    forceFailureText: m.forceFailureText ?? false,
    splitErrorsOf: m.splitErrorsOf,
  };
}

/**
 * The failure toast: the entry's own text when it insists on it, else the server's message,
 * else the network error's text, else the entry's fallback text.
 */
export function failureText(
  resource: ResourceDef,
  op: 'create' | 'update' | 'delete',
  serverMessage: string | undefined,
): string | null {
  const own = resource.messages?.[`${op}Failed`];
  if (own && resource.messages?.forceFailureText) return own;
  if (serverMessage) return serverMessage;
  const resolved = resolveMessages(resource);
  return resolved[`${op}Failed`] ?? 'Something went wrong';
}

/** docs/legacy-api.md §2: saves go back to the list; deletes stay, unless the entry says otherwise. */
export function resolveRedirect(resource: ResourceDef): RedirectRule {
  const r = resource.redirect ?? {};
  return {
    afterCreate: r.afterCreate ?? 'list',
    afterUpdate: r.afterUpdate ?? 'list',
    afterDelete: r.afterDelete ?? false,
    reloadAfterSave: r.reloadAfterSave ?? false,
    noRedirectFlag: r.noRedirectFlag,
  };
}
