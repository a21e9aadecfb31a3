import type { FieldDef, FieldKind } from '../types';
import { choice } from './choice';
import { date } from './date';
import { datetime } from './datetime';
import { email } from './email';
import { file } from './file';
import { flag } from './flag';
import { image } from './image';
import { integer } from './integer';
import type { FieldKindDef } from './kind';
import { list } from './list';
import { longText } from './longText';
import { money } from './money';
import { number } from './number';
import { password } from './password';
import { reference } from './reference';
import { references } from './references';
import { richText } from './richText';
import { text } from './text';
import { url } from './url';

export type {
  CellRead,
  CheckContext,
  ColumnContext,
  ColumnType,
  CsvInContext,
  CsvOutContext,
  FieldErrors,
  FieldKindDef,
  FilterInputKind,
  ToWireContext,
} from './kind';
export { choiceLabel, choiceOf } from './choice';

/** Every field kind of the table, by name: adding one is a file here and a line below. */
export const kinds: Readonly<Record<FieldKind, FieldKindDef>> = {
  text,
  longText,
  richText,
  number,
  integer,
  money,
  flag,
  choice,
  reference,
  references,
  image,
  file,
  email,
  url,
  password,
  date,
  datetime,
  list,
};

/** The kind of a field. */
export const kindOf = (field: FieldDef): FieldKindDef => kinds[field.kind];
