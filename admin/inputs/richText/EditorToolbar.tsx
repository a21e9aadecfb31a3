import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import ImageIcon from '@mui/icons-material/Image';
import InsertLink from '@mui/icons-material/InsertLink';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Visibility from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';
import { type MouseEvent, type ReactNode, type RefObject, useEffect, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { CALLOUT_LABELS, RICH_TEXT_HEADING_LEVELS } from '../../../src/contract/richTextMarkup';
import { ImageDialog } from './ImageDialog';
import { LinkDialog } from './LinkDialog';
import { PreviewDialog } from './PreviewDialog';

/** Where pasted or dropped images are handed to the toolbar's dialog. */
export type ImageFilesHandler = (files: File[], at: number | null) => void;

export interface EditorToolbarProps {
  imageFiles: RefObject<ImageFilesHandler | null>;
  /** Offers the lesson's media marker (a lesson's content). */
  lessonMedia: boolean;
  upload(file: File): Promise<string>;
  clean(html: string): Promise<string>;
}

function Toggle({
  label,
  active = false,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled: boolean;
  onClick(event: MouseEvent<HTMLElement>): void;
  children: ReactNode;
}) {
  return (
    <ToggleButton
      value={label}
      size="small"
      aria-label={label}
      title={label}
      selected={active}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </ToggleButton>
  );
}

const MARKS = [
  ['Bold', 'bold', <FormatBold key="b" fontSize="inherit" />],
  ['Italic', 'italic', <FormatItalic key="i" fontSize="inherit" />],
  ['Underline', 'underline', <FormatUnderlined key="u" fontSize="inherit" />],
  ['Strikethrough', 'strike', <StrikethroughS key="s" fontSize="inherit" />],
] as const;

const activeOf = (editor: Editor | null) =>
  editor
    ? {
        marks: MARKS.map(([, mark]) => editor.isActive(mark)),
        headings: RICH_TEXT_HEADING_LEVELS.map((level) => editor.isActive('heading', { level })),
        bulletList: editor.isActive('bulletList'),
        orderedList: editor.isActive('orderedList'),
        blockquote: editor.isActive('blockquote'),
        callout: editor.isActive('callout'),
        link: editor.isActive('link'),
      }
    : null;

/**
 * The editor's toolbar: headings, bold to strikethrough, lists, a quote, a link, an image (with
 * its text alternative), a callout, the lesson's media and a preview. Each button is named.
 */
export function EditorToolbar({ imageFiles, lessonMedia, upload, clean }: EditorToolbarProps) {
  const editor = useTiptapEditor() as Editor | null;
  const active = useEditorState({ editor, selector: ({ editor: current }) => activeOf(current) });
  const form = useFormContext();
  const [images, setImages] = useState<{ files: File[]; at: number | null } | null>(null);
  const [calloutMenu, setCalloutMenu] = useState<HTMLElement | null>(null);
  const [preview, setPreview] = useState<{ title: string; html: string } | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const menuId = useId();
  const off = !editor || !editor.isEditable;

  useEffect(() => {
    imageFiles.current = (files, at) => setImages({ files, at });
    return () => {
      imageFiles.current = null;
    };
  }, [imageFiles]);

  const insertImage = async (file: File, alt: string) => {
    const src = await upload(file);
    if (!editor) return;
    const image = { type: 'image', attrs: { src, alt } };
    const chain = editor.chain().focus();
    (images?.at != null ? chain.insertContentAt(images.at, image) : chain.insertContent(image)).run();
  };

  const nextImage = () =>
    setImages((current) =>
      current && current.files.length > 1 ? { files: current.files.slice(1), at: current.at } : null,
    );

  return (
    <RichTextInputToolbar size="small">
      <span role="group" aria-label="Headings">
        {RICH_TEXT_HEADING_LEVELS.map((level, i) => (
          <Toggle
            key={level}
            label={`Heading ${level}`}
            active={active?.headings[i]}
            disabled={off}
            onClick={() => editor?.chain().focus().toggleHeading({ level }).run()}
          >
            <span style={{ fontSize: 14, fontWeight: 700, minWidth: 22 }}>H{level}</span>
          </Toggle>
        ))}
      </span>
      <span role="group" aria-label="Text style">
        {MARKS.map(([label, mark, icon], i) => (
          <Toggle
            key={mark}
            label={label}
            active={active?.marks[i]}
            disabled={off}
            onClick={() => editor?.chain().focus().toggleMark(mark).run()}
          >
            {icon}
          </Toggle>
        ))}
      </span>
      <span role="group" aria-label="Blocks">
        <Toggle
          label="Bulleted list"
          active={active?.bulletList}
          disabled={off}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        >
          <FormatListBulleted fontSize="inherit" />
        </Toggle>
        <Toggle
          label="Numbered list"
          active={active?.orderedList}
          disabled={off}
          onClick={() => editor?.chain().focus().toggleOrderedList().run()}
        >
          <FormatListNumbered fontSize="inherit" />
        </Toggle>
        <Toggle
          label="Quote"
          active={active?.blockquote}
          disabled={off}
          onClick={() => editor?.chain().focus().toggleBlockquote().run()}
        >
          <FormatQuote fontSize="inherit" />
        </Toggle>
        <Toggle
          label="Callout"
          active={active?.callout}
          disabled={off}
          onClick={(event) => {
            if (active?.callout) editor?.chain().focus().lift('callout').run();
            else setCalloutMenu(event.currentTarget);
          }}
        >
          <InfoOutlined fontSize="inherit" />
        </Toggle>
      </span>
      <span role="group" aria-label="Insert">
        <Toggle
          label="Link"
          active={active?.link}
          disabled={off}
          onClick={() => setLink(String(editor?.getAttributes('link').href ?? ''))}
        >
          <InsertLink fontSize="inherit" />
        </Toggle>
        <Toggle label="Image" disabled={off} onClick={() => setImages({ files: [], at: null })}>
          <ImageIcon fontSize="inherit" />
        </Toggle>
        {lessonMedia && (
          <Toggle
            label="Lesson media"
            disabled={off}
            onClick={() =>
              // A paragraph after it, so the cursor goes on in text.
              editor
                ?.chain()
                .focus()
                .insertContent([{ type: 'lessonMedia' }, { type: 'paragraph' }])
                .run()
            }
          >
            <OndemandVideo fontSize="inherit" />
          </Toggle>
        )}
      </span>
      <Button
        size="small"
        startIcon={<Visibility />}
        disabled={!editor}
        onClick={() =>
          editor &&
          setPreview({
            title: String((form?.getValues('title') as unknown) ?? ''),
            html: editor.isEmpty ? '' : editor.getHTML(),
          })
        }
      >
        Preview
      </Button>
      <Menu
        id={menuId}
        anchorEl={calloutMenu}
        open={calloutMenu !== null}
        onClose={() => setCalloutMenu(null)}
      >
        {CALLOUT_LABELS.map((label) => (
          <MenuItem
            key={label}
            onClick={() => {
              setCalloutMenu(null);
              editor?.chain().focus().wrapIn('callout', { label }).run();
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
      <ImageDialog
        open={images !== null}
        file={images?.files[0] ?? null}
        onClose={nextImage}
        onInsert={insertImage}
      />
      <LinkDialog
        open={link !== null}
        current={link ?? ''}
        onClose={() => setLink(null)}
        onSave={(href) => {
          if (!editor) return;
          // With nothing selected, the address itself becomes the link's text.
          if (editor.state.selection.empty && !editor.isActive('link'))
            editor
              .chain()
              .focus()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
        }}
        onRemove={() => editor?.chain().focus().extendMarkRange('link').unsetLink().run()}
      />
      <PreviewDialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        title={preview?.title ?? ''}
        html={preview?.html ?? ''}
        clean={clean}
      />
    </RichTextInputToolbar>
  );
}
