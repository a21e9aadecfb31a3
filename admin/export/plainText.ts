// The history's change table reads rich text as the export does; the one reader lives with the kinds.
export { htmlToText } from '../../src/resources/kinds/readableText';
