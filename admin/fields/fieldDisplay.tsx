import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  FileField,
  ImageField,
  NumberField,
  ReferenceField,
  SelectField,
  TextField,
  UrlField,
} from 'react-admin';
import type { ReactElement } from 'react';
import { fieldLabel, getResource, type FieldDef } from '../../src/resources';
import { GBP_FORMAT, GBP_LOCALE } from '../../src/ui/formatGbp';
import { choicesOf } from '../table/choices';
import { DeferredReferenceArrayField, DeferredRichTextField } from './deferredFields';
import { recordPage } from '../table/recordPage';
import { routeOfKey } from '../table/resourceByRoute';
import { ReferenceCell } from './ReferenceCell';

/** Dates read the British way, like the prices beside them. */
const DATE_LOCALE = 'en-GB';

const thumbnailSx = { '& img': { maxWidth: 56, maxHeight: 40, margin: 0, objectFit: 'contain' } } as const;
const clampSx = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxWidth: 360,
} as const;

/*
 * react-admin's BooleanField names its icon "Yes" or "No" (the aria-label its tooltip gives) but
 * leaves MUI's aria-hidden on it, so a flag column (featured, disabled) read as empty to a
 * screen reader. Shown as images, the icons are read by that name.
 */
const YesIcon = (props: SvgIconProps) => <DoneIcon {...props} role="img" aria-hidden={false} />;
const NoIcon = (props: SvgIconProps) => <ClearIcon {...props} role="img" aria-hidden={false} />;

/**
 * How one field is shown, chosen by its kind: a list column or a line of a record's page.
 * Returns the field element itself (not a wrapper) because react-admin's Datagrid reads
 * `source`, `label` and `sortable` off its children to build the header.
 */
export function fieldDisplay(field: FieldDef, inList: boolean): ReactElement | null {
  const key = field.name;
  const common = {
    source: field.name,
    label: fieldLabel(field),
    sortable: inList ? Boolean(field.sortable) : false,
  };
  switch (field.kind) {
    case 'password':
      return null;
    case 'money':
      return <NumberField key={key} {...common} locales={GBP_LOCALE} options={GBP_FORMAT} />;
    case 'number':
    case 'integer':
      return <NumberField key={key} {...common} />;
    case 'flag':
      return (
        <BooleanField
          key={key}
          {...common}
          looseValue
          TrueIcon={YesIcon as typeof SvgIcon}
          FalseIcon={NoIcon as typeof SvgIcon}
        />
      );
    case 'choice':
      return <SelectField key={key} {...common} choices={choicesOf(field)} />;
    case 'date':
      return <DateField key={key} {...common} locales={DATE_LOCALE} />;
    case 'datetime':
      return <DateField key={key} {...common} locales={DATE_LOCALE} showTime />;
    case 'email':
      return <EmailField key={key} {...common} />;
    case 'url':
      return <UrlField key={key} {...common} target="_blank" rel="noopener noreferrer" />;
    case 'image':
      return <ImageField key={key} {...common} sx={inList ? thumbnailSx : undefined} />;
    case 'file':
      return <FileField key={key} {...common} target="_blank" rel="noopener noreferrer" />;
    case 'richText':
      return inList ? (
        <DeferredRichTextField key={key} {...common} stripTags sx={clampSx} />
      ) : (
        <DeferredRichTextField key={key} {...common} />
      );
    case 'longText':
      return <TextField key={key} {...common} sx={inList ? clampSx : undefined} />;
    case 'reference':
      return inList ? (
        <ReferenceCell
          key={key}
          {...common}
          reference={routeOfKey(field.reference ?? '')}
          link={recordPage(getResource(field.reference ?? ''))}
        />
      ) : (
        <ReferenceField key={key} {...common} reference={routeOfKey(field.reference ?? '')} />
      );
    case 'references':
      // Without children it shows each referenced record as a chip of its representation.
      return (
        <DeferredReferenceArrayField key={key} {...common} reference={routeOfKey(field.reference ?? '')} />
      );
    case 'list':
      return (
        <ArrayField key={key} {...common}>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            {(field.fields ?? []).map((item) => fieldDisplay(item, false))}
          </Datagrid>
        </ArrayField>
      );
    default:
      return <TextField key={key} {...common} />;
  }
}
