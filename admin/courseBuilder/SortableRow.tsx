import DragIndicator from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import type { ReactNode } from 'react';

/**
 * One row of a list ordered by dragging: the handle (also a keyboard control: Space to lift,
 * arrows to move, Space to drop), then the row's own content.
 */
export function SortableRow({ id, name, children }: { id: number; name: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <ListItem
      ref={setNodeRef}
      divider
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        flexWrap: 'wrap',
        gap: 1,
        bgcolor: isDragging ? 'action.selected' : undefined,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        aria-label={`Drag ${name}`}
        sx={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIndicator />
      </IconButton>
      {children}
    </ListItem>
  );
}
