import type { ComponentType, ReactElement } from 'react';
import type { Validator } from 'react-admin';
import type { FieldDef } from '../../src/resources';

/** What every display of a field carries: react-admin's Datagrid reads these off its children. */
export interface DisplayCommon {
  source: string;
  label: string;
  sortable: boolean;
}

/**
 * A field kind's console part a list needs: how a value is shown. Its form input is in
 * `inputs/<kind>.tsx`, apart, because forms load in a chunk of their own and the console's first
 * list has a download budget (bench/DECISIONS.md). A list filter's input is one of a few shared
 * ones the kind names (`filterInput`, admin/list/filterInput.tsx).
 */
export interface ConsoleView {
  /**
   * A list column or a line of a record's page: the field element itself (not a wrapper), or
   * null when the kind is never shown. `show` shows another field (a list's item fields).
   */
  display(
    field: FieldDef,
    common: DisplayCommon,
    inList: boolean,
    show: (field: FieldDef, inList: boolean) => ReactElement | null,
  ): ReactElement | null;
}

export type FormOp = 'create' | 'update';

/** What the form gives one field's input. */
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

/** What every input of a field carries. */
export interface InputCommon {
  source: string;
  label: string;
  validate: Validator | Validator[] | undefined;
  helperText: string | undefined;
  readOnly: boolean | undefined;
}

/** A field kind's form input: loaded with the forms, apart from a list's first download. */
export interface KindInputs {
  /** The form's input. `Input` is the form's own field input, for the fields a value holds (a list's items). */
  input: (
    props: FieldInputProps & { common: InputCommon; Input: ComponentType<FieldInputProps> },
  ) => ReactElement;
}
