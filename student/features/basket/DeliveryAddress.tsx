import type { Basket, DeliveryAddress } from '../../api/shop';
import type { FieldErrors } from '../../api/client';
import { Field } from '../../components/Field';

interface Props {
  delivery: NonNullable<Basket['delivery']>;
  address: DeliveryAddress;
  errors: FieldErrors;
  onChange: (address: DeliveryAddress) => void;
}

const FIELDS: { key: keyof DeliveryAddress; label: string; autoComplete: string; required: boolean }[] = [
  { key: 'name', label: 'Full name', autoComplete: 'shipping name', required: true },
  { key: 'line1', label: 'Address line 1', autoComplete: 'shipping address-line1', required: true },
  {
    key: 'line2',
    label: 'Address line 2 (optional)',
    autoComplete: 'shipping address-line2',
    required: false,
  },
  { key: 'town', label: 'Town or city', autoComplete: 'shipping address-level2', required: true },
  { key: 'postcode', label: 'Postcode', autoComplete: 'shipping postal-code', required: true },
];

/** Where the posted items of the basket go: a UK address, with the delivery's time and charge. */
export function DeliveryAddressFields({ delivery, address, errors, onChange }: Props) {
  return (
    <fieldset className="form delivery">
      <legend>Delivery address</legend>
      <p className="field__hint">
        Some items are sent by post, within the UK: {delivery.title}, {delivery.delivery_time}.
      </p>
      {FIELDS.map((field) => (
        <Field
          key={field.key}
          label={field.label}
          name={field.key}
          autoComplete={field.autoComplete}
          required={field.required}
          value={address[field.key]}
          errors={errors[`delivery_address.${field.key}`] ?? []}
          onChange={(event) => onChange({ ...address, [field.key]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}
