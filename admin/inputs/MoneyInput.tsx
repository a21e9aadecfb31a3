import InputAdornment from '@mui/material/InputAdornment';
import { NumberInput, type NumberInputProps } from 'react-admin';

const poundSign = { input: { startAdornment: <InputAdornment position="start">£</InputAdornment> } };

/** An amount in pounds, to the penny (docs/API.md: money travels as pounds, two decimals). */
export function MoneyInput(props: NumberInputProps) {
  return <NumberInput step={0.01} min={0} slotProps={poundSign} {...props} />;
}
