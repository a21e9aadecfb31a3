import { useRef, useState, type MouseEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Confirm, SaveButton, useRecordContext, type SaveButtonProps } from 'react-admin';
import type { ConfirmChange, ResourceDef } from '../../src/resources';
import { recordName } from './CreatedNotice';

export type ConfirmingSaveButtonProps = Omit<SaveButtonProps, 'resource'> & {
  /** The table's entry (not react-admin's resource name). */
  resource: ResourceDef;
};

/**
 * Save, asking first when the form gives a field a value the table says to confirm and the
 * record did not have it already (`confirmChanges`: granting the administrator role). Without
 * such a change it is react-admin's SaveButton as it is.
 */
export function ConfirmingSaveButton({ resource, ...props }: ConfirmingSaveButtonProps) {
  const form = useFormContext();
  const record = useRecordContext();
  const button = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  const [asking, setAsking] = useState<ConfirmChange | null>(null);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    const values = form.getValues();
    const change = resource.confirmChanges?.find(
      ({ field, value }) =>
        String(values[field]) === String(value) && String(record?.[field]) !== String(value),
    );
    if (!change) return;
    event.preventDefault();
    setAsking(change);
  };

  const name = recordName(resource, { ...form.getValues(), id: record?.id ?? '' });
  const fill = (text: string) => text.replace('{name}', name);
  return (
    <>
      <SaveButton {...props} ref={button} onClick={onClick} />
      {asking ? (
        <Confirm
          isOpen
          title={fill(asking.title)}
          content={fill(asking.content)}
          confirm="Confirm"
          onConfirm={() => {
            setAsking(null);
            confirmed.current = true;
            button.current?.click();
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
