import { BooleanInput, type BooleanInputProps } from 'react-admin';

/** The wire's 0/1 shown as a switch: the form keeps 0 or 1, never a boolean. */
const toChecked = (value: unknown): boolean => value === 1 || value === true || value === '1';
const toFlag = (checked: unknown): number => (checked === true || checked === 1 ? 1 : 0);

export function FlagInput(props: BooleanInputProps) {
  return <BooleanInput format={toChecked} parse={toFlag} {...props} />;
}
