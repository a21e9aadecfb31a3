import Delete from '@mui/icons-material/Delete';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { TextInput, required } from 'react-admin';
import { fieldLabel, type FieldDef } from '../../../src/resources';
import { attributeOf, itemFields, itemName, nextId } from './listParts';

interface Option {
  id?: number;
  [key: string]: unknown;
}

export interface OptionsEditorProps {
  /** Where the item lives in the form: `questions.2`. */
  source: string;
  /** The name of the item, for the buttons' and radios' names ("Question 3"). */
  owner: string;
  options: FieldDef;
  choice: FieldDef;
}

const requiredText = required();

/**
 * The options of one item (a question's), each with a radio button that makes it the chosen one
 * (the right answer), a text, and Remove; Add option below. The stored shape is the table's:
 * options `{id, text}` and the chosen option's id (docs/legacy-api.md §10).
 */
export function OptionsEditor({ source, owner, options, choice }: OptionsEditorProps) {
  const listName = `${source}.${options.name}`;
  const choiceName = `${source}.${choice.name}`;
  const { getValues } = useFormContext();
  // Our items have ids of their own: the array's keys go elsewhere.
  const { fields, append, remove } = useFieldArray({ name: listName, keyName: 'key' });
  const items = (useWatch({ name: listName }) as Option[] | undefined) ?? [];
  const textField = itemFields(options).find((field) => field.name !== 'id');
  const min = options.minItems ?? 0;
  const max = options.maxItems ?? Number.POSITIVE_INFINITY;
  const { field: chosen, fieldState } = useController({
    name: choiceName,
    rules: {
      validate: (value: unknown) => {
        if (value === null || value === undefined || value === '')
          return `Choose the ${attributeOf(choice)}.`;
        const current = (getValues(listName) as Option[] | undefined) ?? [];
        return current.some((item) => item.id === value)
          ? undefined
          : `Choose the ${attributeOf(choice)} among the ${fieldLabel(options).toLowerCase()}.`;
      },
    },
  });
  const error = fieldState.error?.message;

  const removeAt = (index: number) => {
    if (items[index]?.id === chosen.value) chosen.onChange(null);
    remove(index);
  };

  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%', my: 1 }}>
      <FormLabel component="legend">
        {fieldLabel(options)}: pick the {attributeOf(choice)}
      </FormLabel>
      <RadioGroup
        name={choiceName}
        value={chosen.value === null || chosen.value === undefined ? '' : String(chosen.value)}
        onChange={(event) => chosen.onChange(Number(event.target.value))}
      >
        {fields.map((item, index) => {
          const name = itemName(options, index);
          return (
            <Stack key={item.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Radio
                value={String(items[index]?.id ?? '')}
                inputProps={{
                  'aria-label': `${name} of ${owner.toLowerCase()} is the ${attributeOf(choice)}`,
                }}
              />
              <TextInput
                source={`${listName}.${index}.${textField?.name ?? 'text'}`}
                label={name}
                validate={requiredText}
                sx={{ flex: 1 }}
              />
              <IconButton
                aria-label={`Remove ${name.toLowerCase()} of ${owner.toLowerCase()}`}
                disabled={fields.length <= min}
                onClick={() => removeAt(index)}
              >
                <Delete />
              </IconButton>
            </Stack>
          );
        })}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
      <Stack direction="row">
        <Button
          startIcon={<Add />}
          disabled={fields.length >= max}
          onClick={() => append({ id: nextId(items), [textField?.name ?? 'text']: '' })}
        >
          Add {(options.itemLabel ?? 'item').toLowerCase()}
        </Button>
      </Stack>
    </FormControl>
  );
}
