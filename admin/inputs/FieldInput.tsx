import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
  type Validator,
} from 'react-admin';
import { fieldLabel, type FieldDef } from '../../src/resources';
import { choicesOf } from '../table/choices';
import { ChoiceListInput } from './choiceList/ChoiceListInput';
import { choiceParts } from './choiceList/listParts';
import { routeOfKey } from '../table/resourceByRoute';
import { FlagInput } from './FlagInput';
import { LazyRichTextInput } from './LazyRichTextInput';
import { fixedItems } from './listItemDefaults';
import { MoneyInput } from './MoneyInput';
import { SameAsReferenceInput } from './SameAsReferenceInput';
import { UploadInput } from './UploadInput';

export type FormOp = 'create' | 'update';

export interface FieldInputProps {
  field: FieldDef;
  op: FormOp;
  /**
   * The field's name. Repeated here because react-admin reads `source` and `defaultValue` off
   * the elements inside a list's iterator to build a new item.
   */
  source: string;
  defaultValue?: unknown;
  /** A check beyond the field's own: a rule between fields (ruleValidators.ts). */
  check?: Validator;
}

const requiredValue = required();
const toUpperCase = (value: string | null) => (typeof value === 'string' ? value.toUpperCase() : value);
const exactly =
  (count: number): Validator =>
  (value: unknown) =>
    Array.isArray(value) && value.length !== count ? `Exactly ${count} items are needed` : undefined;

/** What the server will refuse when missing: the table's `required`, relaxed on update where it says so. */
const isRequired = (field: FieldDef, op: FormOp): boolean =>
  Boolean(field.required) && !(op === 'update' && field.optionalOnUpdate);

/** The default value of an item field, for the iterator's "add". */
export const itemDefault = (field: FieldDef): unknown =>
  field.kind === 'list' ? (fixedItems(field) ?? []) : (field.defaultValue ?? null);

/** The input of one field, chosen by its kind (the table drives every form). */
export function FieldInput({ field, op, source, check }: FieldInputProps) {
  const label = fieldLabel(field);
  const required = isRequired(field, op) ? requiredValue : undefined;
  const validate = check ? [required, check].filter((v): v is Validator => v !== undefined) : required;
  const common = { source, label, validate, helperText: field.helperText, readOnly: field.readOnly };

  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
      return (
        <TextInput
          {...common}
          type={field.kind === 'text' ? 'text' : field.kind}
          parse={field.upperCase ? toUpperCase : undefined}
        />
      );
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'richText':
      return <LazyRichTextInput {...common} />;
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} />;
    case 'integer':
      return <NumberInput {...common} step={1} min={field.min} max={field.max} />;
    case 'money':
      return <MoneyInput {...common} />;
    case 'flag':
      return <FlagInput {...common} />;
    case 'choice':
      return <SelectInput {...common} choices={choicesOf(field)} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'password':
      // Write-only: the server never answers it, and an empty one on update leaves it unchanged.
      return <PasswordInput {...common} readOnly={false} autoComplete="new-password" />;
    case 'image':
    case 'file':
      return <UploadInput {...common} kind={field.kind} upload={field.upload} />;
    case 'reference':
      if (field.sameAs) return <SameAsReferenceInput field={field} op={op} source={source} />;
      return (
        <ReferenceInput source={source} reference={routeOfKey(field.reference ?? '')}>
          <AutocompleteInput
            label={label}
            validate={validate}
            helperText={field.helperText}
            readOnly={field.readOnly}
          />
        </ReferenceInput>
      );
    case 'references':
      return (
        <ReferenceArrayInput source={source} reference={routeOfKey(field.reference ?? '')}>
          <AutocompleteArrayInput
            label={label}
            validate={validate}
            helperText={field.helperText}
            readOnly={field.readOnly}
          />
        </ReferenceArrayInput>
      );
    case 'list':
      // Items that choose among their own options (exam questions): radios, Add and Remove.
      return choiceParts(field) ? (
        <ChoiceListInput field={field} op={op} source={source} Input={FieldInput} />
      ) : (
        <ListInput field={field} op={op} source={source} />
      );
  }
}

/** A list of objects (exam questions, order items), each item's fields generated in turn. */
function ListInput({ field, op, source }: FieldInputProps) {
  const count = field.length;
  const fixed = count !== undefined;
  const checks = [
    isRequired(field, op) ? requiredValue : undefined,
    fixed ? exactly(count) : undefined,
  ].filter((check): check is Validator => check !== undefined);
  return (
    <ArrayInput source={source} label={fieldLabel(field)} validate={checks} defaultValue={fixedItems(field)}>
      <SimpleFormIterator
        inline={(field.fields ?? []).every((item) => item.kind !== 'list')}
        disableAdd={fixed}
        disableRemove={fixed}
        disableReordering={fixed}
        disableClear
      >
        {(field.fields ?? []).map((item) => (
          <FieldInput
            key={item.name}
            field={item}
            op={op}
            source={item.name}
            defaultValue={itemDefault(item)}
          />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
