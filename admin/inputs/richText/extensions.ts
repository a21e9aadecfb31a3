import { Extension, Node, type Extensions } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { StarterKit } from '@tiptap/starter-kit';
import {
  CALLOUT,
  CALLOUT_LABELS,
  LESSON_MEDIA_ATTRIBUTE,
  RICH_TEXT_HEADING_LEVELS,
} from '../../../src/contract/richTextMarkup';

/** A block set apart with a label (src/contract/richTextMarkup.ts CALLOUT). */
export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes() {
    return {
      label: {
        default: CALLOUT_LABELS[0],
        parseHTML: (element: HTMLElement) =>
          element.querySelector(`:scope > p.${CALLOUT.labelClassName}`)?.textContent?.trim() ||
          CALLOUT_LABELS[0],
        // Written as the label's own paragraph, not as an attribute.
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: `div.${CALLOUT.className}`,
        contentElement: (element: HTMLElement) =>
          element.querySelector<HTMLElement>(`:scope > div.${CALLOUT.bodyClassName}`) ?? element,
      },
    ];
  },
  renderHTML({ node }) {
    return [
      'div',
      { class: CALLOUT.className, role: CALLOUT.role },
      ['p', { class: CALLOUT.labelClassName, contenteditable: 'false' }, String(node.attrs.label)],
      ['div', { class: CALLOUT.bodyClassName }, 0],
    ];
  },
});

/** Where the lesson's own video or audio plays: the student's player takes the marker's place. */
export const LessonMedia = Node.create({
  name: 'lessonMedia',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  parseHTML() {
    return [{ tag: `div[${LESSON_MEDIA_ATTRIBUTE}]` }];
  },
  renderHTML() {
    return ['div', { [LESSON_MEDIA_ATTRIBUTE]: '' }];
  },
  addNodeView() {
    return () => {
      const dom = document.createElement('div');
      dom.setAttribute(LESSON_MEDIA_ATTRIBUTE, '');
      dom.className = 'lesson-media-placeholder';
      dom.contentEditable = 'false';
      dom.textContent = 'The lesson’s video or audio plays here';
      return { dom };
    };
  },
});

/** Image files pasted or dropped into the text: handed to `onImageFiles`, never inserted as they are. */
const ImagesFromFiles = Extension.create<{ onImageFiles: (files: File[], at: number | null) => void }>({
  name: 'imagesFromFiles',
  addOptions() {
    return { onImageFiles: () => undefined };
  },
  addProseMirrorPlugins() {
    const { onImageFiles } = this.options;
    const images = (list: FileList | null | undefined) =>
      Array.from(list ?? []).filter((file) => file.type.startsWith('image/'));
    return [
      new Plugin({
        key: new PluginKey('imagesFromFiles'),
        props: {
          handlePaste(_view, event) {
            const files = images(event.clipboardData?.files);
            if (files.length === 0) return false;
            event.preventDefault();
            onImageFiles(files, null);
            return true;
          },
          handleDrop(view, event) {
            const files = images(event.dataTransfer?.files);
            if (files.length === 0) return false;
            event.preventDefault();
            onImageFiles(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null);
            return true;
          },
        },
      }),
    ];
  },
});

/**
 * What the editor can make, and so all the server keeps (server/records/sanitize.ts): no code,
 * alignment, colours or h1, images only with their text alternative.
 */
export function editorExtensions(onImageFiles: (files: File[], at: number | null) => void): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
      code: false,
      codeBlock: false,
      link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
    }),
    // In a paragraph, as react-admin's editor has it: the cursor always has text to sit in.
    Image.configure({ inline: true, allowBase64: false }),
    Callout,
    LessonMedia,
    ImagesFromFiles.configure({ onImageFiles }),
  ];
}
