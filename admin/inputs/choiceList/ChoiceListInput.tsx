import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentType, useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { fieldLabel, type FieldDef } from '../../../src/resources';
import { OptionsEditor } from './OptionsEditor';
import { blankItem, choiceParts, itemFields, itemName } from './listParts';

/** What the generic form renders one field with; handed in, so the two never import each other. */
export interface ItemInputProps {
  field: FieldDef;
  op: 'create' | 'update';
  source: string;
}

export interface ChoiceListInputProps extends ItemInputProps {
  Input: ComponentType<ItemInputProps>;
}

function Item({
  list,
  index,
  count,
  op,
  source,
  Input,
  move,
  remove,
}: {
  list: FieldDef;
  index: number;
  count: number;
  op: ItemInputProps['op'];
  source: string;
  Input: ComponentType<ItemInputProps>;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const headingId = useId();
  const parts = choiceParts(list);
  const name = itemName(list, index);
  const plain = itemFields(list).filter(
    (field) => field.name !== parts?.options.name && field.name !== parts?.choice.name,
  );
  const [first, ...rest] = plain;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ width: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {name}
        </Typography>
        {first ? <Input field={first} op={op} source={`${source}.${first.name}`} /> : null}
        {parts ? (
          <OptionsEditor source={source} owner={name} options={parts.options} choice={parts.choice} />
        ) : null}
        {rest.map((field) => (
          <Input key={field.name} field={field} op={op} source={`${source}.${field.name}`} />
        ))}
        <Stack direction="row" spacing={1}>
          <Button
            startIcon={<ArrowUpward />}
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
            aria-label={`Move ${name.toLowerCase()} up`}
          >
            Move up
          </Button>
          <Button
            startIcon={<ArrowDownward />}
            disabled={index === count - 1}
            onClick={() => move(index, index + 1)}
            aria-label={`Move ${name.toLowerCase()} down`}
          >
            Move down
          </Button>
          <Button
            color="error"
            startIcon={<Delete />}
            onClick={() => remove(index)}
            aria-label={`Remove ${name.toLowerCase()}`}
          >
            Remove
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * A list whose items each choose one of their own options (exam questions and their right
 * answers): every item a card with its fields, its options with a radio button each, Move up,
 * Move down and Remove; Add below. Which lists get it is the table's doing (`itemOf`).
 */
export function ChoiceListInput({ field, op, source, Input }: ChoiceListInputProps) {
  const { fields, append, move, remove } = useFieldArray({ name: source, keyName: 'key' });
  const label = fieldLabel(field);
  return (
    // The class react-admin gives every input's wrapper, so the form's tests and styles find it.
    <Box
      component="fieldset"
      className={`ra-input ra-input-${source}`}
      sx={{ border: 0, p: 0, m: 0, width: '100%' }}
    >
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={2}>
        {fields.map((item, index) => (
          <Item
            key={item.key}
            list={field}
            index={index}
            count={fields.length}
            op={op}
            source={`${source}.${index}`}
            Input={Input}
            move={move}
            remove={remove}
          />
        ))}
      </Stack>
      <Button startIcon={<Add />} onClick={() => append(blankItem(field))} sx={{ mt: 1 }}>
        Add {(field.itemLabel ?? 'item').toLowerCase()}
      </Button>
    </Box>
  );
}
