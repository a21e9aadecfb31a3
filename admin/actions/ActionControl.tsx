import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Confirm, useGetRecordRepresentation, type RaRecord } from 'react-admin';
import {
  choiceLabel,
  type ActionDef,
  type ConfirmChange,
  type ResourceDef,
  fieldLabel,
} from '../../src/resources';
import { ActionInputDialog } from './ActionInputDialog';
import { offersSelect, valueButtonLabel } from './actionLabels';
import { useRunAction } from './useRunAction';

export interface ActionControlProps {
  resource: ResourceDef;
  action: ActionDef;
  record: RaRecord;
}

const spinner = <CircularProgress size={14} color="inherit" />;

/**
 * One action on one record: a button per value it can set (disabled where the record already
 * has it), or a select for named values (a user's role). Busy while its call is in flight. A
 * value the table says to confirm (granting the administrator role) is asked about first, as
 * the form's Save asks.
 */
export function ActionControl({ resource, action, record }: ActionControlProps) {
  const { mutate, isPending, variables } = useRunAction(resource, action);
  const field = resource.fields.find((candidate) => candidate.name === action.field);
  const current = action.field ? record[action.field] : undefined;
  const values = action.values ?? [];
  const inputField = resource.fields.find((candidate) => candidate.name === action.input);
  // The value waiting for the text the action asks for first (a revocation's reason).
  const [asking, setAsking] = useState<string | number | null>(null);
  // The value waiting for the administrator's Confirm, and the change it would make.
  const [confirming, setConfirming] = useState<{ value: string | number; change: ConfirmChange } | null>(
    null,
  );
  const proceed = (value: string | number) => {
    if (inputField) setAsking(value);
    else mutate({ record, value });
  };
  const run = (value: string | number) => {
    // As the form's Save does (ConfirmingSaveButton): only a value the record does not have yet.
    const change = resource.confirmChanges?.find(
      (rule) =>
        rule.field === action.field &&
        String(rule.value) === String(value) &&
        String(current) !== String(value),
    );
    if (change) setConfirming({ value, change });
    else proceed(value);
  };
  const name = String(useGetRecordRepresentation(resource.route)(record));
  const question = confirming ? (
    <Confirm
      isOpen
      title={confirming.change.title.replace('{name}', name)}
      content={confirming.change.content.replace('{name}', name)}
      confirm="Confirm"
      onConfirm={() => {
        setConfirming(null);
        proceed(confirming.value);
      }}
      onClose={() => setConfirming(null)}
    />
  ) : null;

  if (offersSelect(action, field)) {
    return (
      <>
        {question}
        <TextField
          select
          size="small"
          label={action.label}
          value={current === undefined || current === null ? '' : String(current)}
          disabled={isPending}
          onChange={(event) => {
            const chosen = values.find((value) => String(value) === event.target.value);
            if (chosen !== undefined && String(chosen) !== String(current)) run(chosen);
          }}
          slotProps={{ input: { endAdornment: isPending ? spinner : undefined } }}
          sx={{ minWidth: 140 }}
        >
          {values.map((value) => (
            <MenuItem key={value} value={String(value)}>
              {field ? choiceLabel(field, value) : String(value)}
            </MenuItem>
          ))}
        </TextField>
      </>
    );
  }

  return (
    <>
      {question}
      {inputField ? (
        <ActionInputDialog
          open={asking !== null}
          title={action.label}
          label={fieldLabel(inputField)}
          busy={isPending}
          onCancel={() => setAsking(null)}
          onConfirm={(text) => {
            if (asking !== null) mutate({ record: { ...record, [inputField.name]: text }, value: asking });
            setAsking(null);
          }}
        />
      ) : null}
      {values.map((value) => {
        const busy = isPending && variables?.value === value;
        return (
          <Button
            key={value}
            size="small"
            variant="outlined"
            disabled={isPending || String(current) === String(value)}
            startIcon={busy ? spinner : undefined}
            aria-busy={busy || undefined}
            onClick={() => run(value)}
          >
            {valueButtonLabel(action, field, value)}
          </Button>
        );
      })}
    </>
  );
}
