/** The history state a page is opened with right after the visitor made their account. */
export interface ArrivalState {
  newAccount?: boolean;
}

export const NEW_ACCOUNT: ArrivalState = { newAccount: true };

/** Whether a page was reached straight from registration (its history state says so). */
export const isNewAccount = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as ArrivalState).newAccount === true;
