import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { DependentCount } from '../../src/contract/recordExtensions';
import type { MindWellDataProvider } from '../../src/api/dataProvider';
import type { ResourceDef } from '../../src/resources';

export interface DeleteConfirmContentProps {
  resource: ResourceDef;
  ids: readonly Identifier[];
  /** What goes, as the dialog names it: "Coupon SAVE10", "3 coupons". */
  what: string;
  /** react-admin's own question, asked first ("Are you sure you want to delete this Coupon?"). */
  question?: string;
}

const sentence = (items: readonly DependentCount[]) => {
  const texts = items.map((item) => item.text);
  return texts.length > 1 ? `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}` : (texts[0] ?? '');
};

/**
 * The body of a delete's confirmation, for a record's page and for a list's bulk delete alike:
 * what will go, what goes with it (the table's `onDelete: 'cascade'`, at any depth), what stays
 * but loses its link, and what stops the delete, counted by the server before anything happens
 * (src/contract/recordExtensions.ts). Against a server that cannot count, it names the records only.
 */
export function DeleteConfirmContent({ resource, ids, what, question }: DeleteConfirmContentProps) {
  const dataProvider = useDataProvider<MindWellDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: [resource.route, 'getDependents', ids.map(String)],
    queryFn: () => dataProvider.getDependents(resource.route, ids),
    staleTime: 0,
  });
  const them = ids.length === 1 ? 'it' : 'them';
  return (
    <>
      {question ? <p>{question}</p> : null}
      <p>{what} will be deleted. This cannot be undone.</p>
      {isPending ? <p>Counting what goes with {them}…</p> : null}
      {isError ? <p>What goes with {them} could not be counted.</p> : null}
      {data?.deleted.length ? (
        <p>
          Deleted with {them}: {sentence(data.deleted)}.
        </p>
      ) : null}
      {data?.detached.length ? (
        <p>
          Kept, but no longer linked to {them}: {sentence(data.detached)}.
        </p>
      ) : null}
      {data?.blocking.length ? (
        <p>
          Still used by {sentence(data.blocking)}: the delete will be refused until those are changed or
          deleted.
        </p>
      ) : null}
      {data && !data.deleted.length && !data.detached.length && !data.blocking.length ? (
        <p>Nothing else goes with {them}.</p>
      ) : null}
    </>
  );
}
