import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Edit from '@mui/icons-material/Edit';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Loading, useDataProvider, useGetList, type RaRecord } from 'react-admin';
import type { MindWellDataProvider } from '../../src/api/dataProvider';
import { ORDER_FIELD as ORDER } from '../../src/contract/recordExtensions';
import type { ResourceDef } from '../../src/resources';
import { serverMessageOf } from '../feedback/errorText';
import { useToast } from '../feedback/useToast';
import { InlineRecordForm } from './InlineRecordForm';
import { SortableRow } from './SortableRow';
import { orderAnnouncements } from './orderAnnouncements';
import { moved, orderChanges, saveOrderChanges } from './reorder';

export interface OrderedRecordsProps {
  /** Topics or lessons: a resource with `course_id` and `sort_order`. */
  resource: ResourceDef;
  courseId: number;
}

/** A row's name in its controls' labels and in what a screen reader hears: "lesson Arrive". */
const rowName = (thing: string, record: RaRecord) => `${thing} ${String(record.title)}`;

/**
 * A course's topics or lessons in their order: dragged (or moved up and down with buttons) to a
 * new place, the new order saved as a whole (src/contract/recordExtensions.ts), each edited in place
 * with its own form, and new ones added at the end.
 */
export function OrderedRecords({ resource, courseId }: OrderedRecordsProps) {
  const toast = useToast();
  const dataProvider = useDataProvider<MindWellDataProvider>();
  const thing = resource.singular.toLowerCase();
  const { data, isPending, error, refetch } = useGetList(resource.route, {
    filter: { course_id: courseId },
    sort: { field: ORDER, order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  // The order shown while a new one is being saved, so the rows do not jump back meanwhile.
  const [pending, setPending] = useState<RaRecord[] | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const records = useMemo(() => pending ?? data ?? [], [pending, data]);
  // Made once per order shown, so a drag keeps the same announcer from lifting to dropping.
  const announcements = useMemo(
    () => orderAnnouncements(records.map((record) => ({ id: record.id, name: rowName(thing, record) }))),
    [records, thing],
  );
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const saveOrder = async (next: RaRecord[]) => {
    setPending(next);
    try {
      await saveOrderChanges(dataProvider, resource.route, courseId, orderChanges(next));
      toast(`${resource.plural} reordered`, 'success');
    } catch (failure) {
      toast(
        serverMessageOf(failure) ?? `The new order of the ${resource.plural.toLowerCase()} was not saved`,
        'error',
      );
    } finally {
      await refetch();
      setPending(null);
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = records.findIndex((record) => record.id === active.id);
    const to = records.findIndex((record) => record.id === over.id);
    if (from >= 0 && to >= 0) void saveOrder(moved(records, from, to));
  };

  if (isPending) return <Loading />;
  if (error) return <Typography role="alert">{serverMessageOf(error) ?? 'Something went wrong'}</Typography>;

  const nextOrder = records.reduce((highest, record) => Math.max(highest, Number(record[ORDER]) || 0), 0) + 1;
  const done = () => {
    setEditing(null);
    void refetch();
  };

  return (
    <Box>
      {records.length === 0 ? (
        <Typography sx={{ p: 2 }}>No {resource.plural.toLowerCase()} yet.</Typography>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <SortableContext items={records.map((record) => record.id)} strategy={verticalListSortingStrategy}>
          <List aria-label={resource.plural}>
            {records.map((record, index) => {
              const name = rowName(thing, record);
              return (
                <SortableRow key={record.id} id={record.id as number} name={name}>
                  <Typography sx={{ flex: 1 }}>
                    {index + 1}. {String(record.title)}
                  </Typography>
                  <IconButton
                    aria-label={`Move ${name} up`}
                    disabled={index === 0 || pending !== null}
                    onClick={() => void saveOrder(moved(records, index, index - 1))}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${name} down`}
                    disabled={index === records.length - 1 || pending !== null}
                    onClick={() => void saveOrder(moved(records, index, index + 1))}
                  >
                    <ArrowDownward />
                  </IconButton>
                  <IconButton aria-label={`Edit ${name}`} onClick={() => setEditing(record.id as number)}>
                    <Edit />
                  </IconButton>
                  {editing === record.id ? (
                    <Box sx={{ width: '100%', pl: 6 }}>
                      <InlineRecordForm
                        resource={resource}
                        record={record}
                        fixed={{ course_id: courseId }}
                        hidden={[ORDER]}
                        onDone={done}
                      />
                    </Box>
                  ) : null}
                </SortableRow>
              );
            })}
          </List>
        </SortableContext>
      </DndContext>
      {editing === 'new' ? (
        <Box sx={{ p: 2 }}>
          <Typography component="h3" variant="subtitle1">
            New {thing}
          </Typography>
          <InlineRecordForm
            resource={resource}
            fixed={{ course_id: courseId, [ORDER]: nextOrder }}
            onDone={done}
          />
        </Box>
      ) : (
        <Button startIcon={<Add />} onClick={() => setEditing('new')} sx={{ m: 1 }}>
          Add {thing}
        </Button>
      )}
    </Box>
  );
}
