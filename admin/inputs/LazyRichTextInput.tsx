import { ThemeProvider, type Theme } from '@mui/material/styles';
import { lazy, Suspense, useMemo } from 'react';
import type { RichTextInputProps } from 'ra-input-rich-text';
import { FourDotLoader } from '../../src/ui/FourDotLoader';

/**
 * The toolbar's level select ("Normal", "Heading 1"...) is a list item in a `<nav>`, not in a
 * list, so assistive technology meets a list item of no list: in the editor, a list item is a
 * plain block.
 */
const listItemsAsBlocks = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, MuiListItem: { defaultProps: { component: 'div' } } },
});

// The editor (tiptap and ProseMirror) is the console's heaviest part: only a form that has a
// rich text field downloads it.
const RichTextInput = lazy(() =>
  import('ra-input-rich-text').then(({ RichTextInput: Editor, DefaultEditorOptions }) => ({
    /**
     * react-admin's editor area is a bare contenteditable, "labelled" by the box that holds the
     * label, the toolbar and the text alike: assistive technology met no text box and no name.
     * It is given both: a multi-line text box named by the field's label.
     */
    default: function NamedRichTextInput(props: RichTextInputProps) {
      const name = typeof props.label === 'string' ? props.label : undefined;
      const editorOptions = useMemo(
        () => ({
          ...DefaultEditorOptions,
          editorProps: {
            attributes: {
              role: 'textbox',
              'aria-multiline': 'true',
              ...(name ? { 'aria-label': name } : {}),
            },
          },
        }),
        [name],
      );
      return (
        <ThemeProvider theme={listItemsAsBlocks}>
          <Editor editorOptions={editorOptions} {...props} />
        </ThemeProvider>
      );
    },
  })),
);

export function LazyRichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<FourDotLoader label="Loading the editor" />}>
      <RichTextInput {...props} />
    </Suspense>
  );
}
