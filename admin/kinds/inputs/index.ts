import type { FieldKind } from '../../../src/resources';
import type { KindInputs } from '../consoleKind';
import { choice } from './choice';
import { date } from './date';
import { datetime } from './datetime';
import { email } from './email';
import { file } from './file';
import { flag } from './flag';
import { image } from './image';
import { integer } from './integer';
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

/** Every field kind's form input: loaded with the forms. */
export const kindInputs: Readonly<Record<FieldKind, KindInputs>> = {
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
