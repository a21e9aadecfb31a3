import { choiceLabel, type ActionDef, type FieldDef } from '../../src/resources';

/** Verbs for the states an action sets, so a button says what it does. */
const VERBS: Readonly<Record<string, string>> = {
  approved: 'Approve',
  rejected: 'Reject',
  pending: 'Mark pending',
  published: 'Publish',
  draft: 'Unpublish',
  active: 'Activate',
  inactive: 'Deactivate',
};

/**
 * The label of the button that sets `value`: the action's own label when it sets one value
 * only ("Make featured"), else a verb for the value ("Approve", "Reject").
 */
export function valueButtonLabel(
  action: ActionDef,
  field: FieldDef | undefined,
  value: string | number,
): string {
  if ((action.values ?? []).length <= 1) return action.label;
  return VERBS[String(value)] ?? `${action.label}: ${field ? choiceLabel(field, value) : String(value)}`;
}

/** How an action is offered: buttons, or a select when its values have names of their own (roles). */
export const offersSelect = (action: ActionDef, field: FieldDef | undefined): boolean =>
  (action.values ?? []).length > 1 && Boolean(field?.choiceLabels);

/**
 * The failure toast of an action: none when the table says `null`, else the server's message,
 * else the action's own text.
 */
export function actionFailureText(action: ActionDef, serverMessage: string | undefined): string | null {
  if (action.failure === null) return null;
  return serverMessage ?? action.failure ?? `${action.label} failed`;
}
