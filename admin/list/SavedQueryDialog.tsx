import { AddSavedQueryDialog, RemoveSavedQueryDialog } from 'react-admin';

/** react-admin's own dialogs that name the list's current query, or remove it, as saved queries. */
export default function SavedQueryDialog({ kind, onClose }: { kind: 'add' | 'remove'; onClose(): void }) {
  return kind === 'add' ? (
    <AddSavedQueryDialog open onClose={onClose} />
  ) : (
    <RemoveSavedQueryDialog open onClose={onClose} />
  );
}
