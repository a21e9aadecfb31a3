import { ThemeProvider, type Theme } from '@mui/material/styles';
import { RichTextInput, type RichTextInputProps } from 'ra-input-rich-text';
import { useDataProvider, useResourceContext } from 'react-admin';
import { useCallback, useMemo, useRef } from 'react';
import type { MindWellDataProvider } from '../../../src/api/dataProvider';
import { EditorToolbar, type ImageFilesHandler } from './EditorToolbar';
import { editorExtensions } from './extensions';

/**
 * The toolbar's menus hold list items outside a list, so assistive technology would meet a list
 * item of no list: in the editor, a list item is a plain block.
 */
const listItemsAsBlocks = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, MuiListItem: { defaultProps: { component: 'div' } } },
});

/** How the editor shows what the student site styles: callouts and the lesson's media marker. */
const editorSx = {
  '& .ProseMirror .callout': {
    borderLeft: '4px solid #0f6b63',
    background: '#eeebfa',
    borderRadius: '6px',
    padding: '4px 12px',
    margin: '12px 0',
  },
  '& .ProseMirror .callout-label': { fontWeight: 700, margin: '4px 0' },
  '& .ProseMirror .lesson-media-placeholder': {
    padding: '24px',
    margin: '12px 0',
    textAlign: 'center',
    background: '#1d2130',
    color: '#fff',
    borderRadius: '8px',
  },
  '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
  '& .ProseMirror .ProseMirror-selectednode': { outline: '3px solid #1849c6' },
};

/**
 * react-admin's rich text input with the editor of src/contract/richTextMarkup.ts: images pasted,
 * dropped or chosen are uploaded with a required text alternative; callouts, the lesson's media
 * and a preview as the student sees it. Its editing area is a multi-line text box named by the
 * field's label (react-admin's is a bare contenteditable labelled by the whole box).
 */
export default function RichTextEditor(props: RichTextInputProps) {
  const name = typeof props.label === 'string' ? props.label : undefined;
  const resource = useResourceContext(props);
  const dataProvider = useDataProvider<MindWellDataProvider>();
  const imageFiles = useRef<ImageFilesHandler | null>(null);
  const editorOptions = useMemo(
    () => ({
      extensions: editorExtensions((files, at) => imageFiles.current?.(files, at)),
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
  const upload = useCallback((file: File) => dataProvider.uploadImage(file, file.name), [dataProvider]);
  const clean = useCallback((html: string) => dataProvider.previewRichText(html), [dataProvider]);
  return (
    <ThemeProvider theme={listItemsAsBlocks}>
      <RichTextInput
        editorOptions={editorOptions}
        toolbar={
          <EditorToolbar
            imageFiles={imageFiles}
            lessonMedia={resource === 'lessons'}
            upload={upload}
            clean={clean}
          />
        }
        sx={editorSx}
        {...props}
      />
    </ThemeProvider>
  );
}
