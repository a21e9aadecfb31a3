// Its own module so that a dynamic import of it carries RichTextField (and DOMPurify) alone.
export { RichTextField as default } from 'react-admin';
