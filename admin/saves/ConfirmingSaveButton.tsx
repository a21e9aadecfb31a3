import { useRef, useState, type MouseEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Confirm, SaveButton, useRecordContext, type SaveButtonProps } from 'react-admin';
import type { ConfirmChange, ResourceDef } from '../../src/resources';
import { changeToConfirm, confirmTexts } from './confirmChange';

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
    const change = changeToConfirm(resource, form.getValues(), record);
    if (!change) return;
    event.preventDefault();
    setAsking(change);
  };

  const texts = asking
    ? confirmTexts(asking, resource, { ...form.getValues(), id: record?.id ?? '' })
    : undefined;
  return (
    <>
      <SaveButton {...props} ref={button} onClick={onClick} />
      {texts ? (
        <Confirm
          isOpen
          title={texts.title}
          content={texts.content}
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
