import { lazy, Suspense } from 'react';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { FourDotLoader } from '../../src/ui/FourDotLoader';

// The editor (tiptap and ProseMirror) is the console's heaviest part: only a form that has a
// rich text field downloads it.
const RichTextEditor = lazy(() => import('./richText/RichTextEditor'));

export function LazyRichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<FourDotLoader label="Loading the editor" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
