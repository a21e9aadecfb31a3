// Its own module so that a dynamic import of it carries ReferenceArrayField (and its chips) alone.
export { ReferenceArrayField as default } from 'react-admin';
