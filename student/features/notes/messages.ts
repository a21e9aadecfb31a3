/** The student notes toasts (docs/legacy-api.md §8, with the legacy misspellings corrected). */
export const noteMessages = {
  added: 'Notes added',
  updated: 'Note updated',
  deleted: 'Note Deleted',
  failed: 'Something went wrong',
} as const;
