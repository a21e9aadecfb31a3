import { ArrayInput, SimpleFormIterator, required, type Validator } from 'react-admin';
import { fieldLabel, type FieldDef } from '../../../src/resources';
import { ChoiceListInput } from '../../inputs/choiceList/ChoiceListInput';
import { choiceParts } from '../../inputs/choiceList/listParts';
import { fixedItems } from '../../inputs/listItemDefaults';
import type { FormOp, KindInputs } from '../consoleKind';

const requiredValue = required();
const exactly =
  (count: number): Validator =>
  (value: unknown) =>
    Array.isArray(value) && value.length !== count ? `Exactly ${count} items are needed` : undefined;

/** What the server will refuse when missing: the table's `required`, relaxed on update where it says so. */
const isRequired = (field: FieldDef, op: FormOp): boolean =>
  Boolean(field.required) && !(op === 'update' && field.optionalOnUpdate);

/** The default value of an item field, for the iterator's "add". */
export const itemDefault = (field: FieldDef): unknown =>
  field.fields ? (fixedItems(field) ?? []) : (field.defaultValue ?? null);

/**
 * A list of objects (exam questions, order items), each item's fields generated in turn; items
 * that choose among their own options (exam questions) get radios, Add and Remove.
 */
export const list: KindInputs = {
  input: ({ field, op, source, Input }) => {
    if (choiceParts(field)) return <ChoiceListInput field={field} op={op} source={source} Input={Input} />;
    const count = field.length;
    const fixed = count !== undefined;
    const checks = [
      isRequired(field, op) ? requiredValue : undefined,
      fixed ? exactly(count) : undefined,
    ].filter((check): check is Validator => check !== undefined);
    return (
      <ArrayInput
        source={source}
        label={fieldLabel(field)}
        validate={checks}
        defaultValue={fixedItems(field)}
      >
        <SimpleFormIterator
          inline={(field.fields ?? []).every((item) => !item.fields)}
          disableAdd={fixed}
          disableRemove={fixed}
          disableReordering={fixed}
          disableClear
        >
          {(field.fields ?? []).map((item) => (
            <Input key={item.name} field={item} op={op} source={item.name} defaultValue={itemDefault(item)} />
          ))}
        </SimpleFormIterator>
      </ArrayInput>
    );
  },
};
