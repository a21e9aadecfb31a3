import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { inRow } from './queries';

/** Waits for a form, then clicks its Save. */
export async function save(user: UserEvent, label = 'Save'): Promise<void> {
  await user.click(await screen.findByRole('button', { name: label }));
}

/** Replaces the text of an input found by its label. */
export async function retype(user: UserEvent, label: RegExp, text: string): Promise<void> {
  const input = await screen.findByRole('textbox', { name: label });
  await user.clear(input);
  await user.type(input, text);
}

/** Deletes the record of the list row holding `text`, confirming in the dialog. */
export async function deleteRow(user: UserEvent, text: string): Promise<void> {
  await screen.findByText(text);
  await user.click(inRow(text).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

/** The toast now showing (react-admin shows one at a time). */
export const toast = (text: string) => screen.findByText(text);
