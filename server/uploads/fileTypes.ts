export type UploadKind = 'image' | 'file';

const MB = 1024 * 1024;

/** Largest accepted upload of each kind, in bytes. */
export const UPLOAD_LIMITS: Record<UploadKind, number> = { image: 5 * MB, file: 50 * MB };

/** Images a browser shows safely: no SVG, which can carry script. */
export const IMAGE_TYPES: ReadonlyMap<string, string> = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
  ['image/avif', 'avif'],
]);

/** Course resources: documents, audio, video, archives and plain text. */
export const FILE_TYPES: ReadonlyMap<string, string> = new Map([
  ['application/pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ['audio/mpeg', 'mp3'],
  ['video/mp4', 'mp4'],
  ['application/zip', 'zip'],
  ['text/plain', 'txt'],
]);

const BY_EXTENSION = new Map([...IMAGE_TYPES, ...FILE_TYPES].map(([mime, ext]) => [ext, mime]));

/** The Content-Type a stored file is served with, from the extension it was stored under. */
export const mimeOfExtension = (ext: string): string | undefined => BY_EXTENSION.get(ext);

export const isImageExtension = (ext: string): boolean => [...IMAGE_TYPES.values()].includes(ext);

export const describeAccepted = (kind: UploadKind): string =>
  kind === 'image'
    ? 'Images may be JPEG, PNG, WebP, GIF or AVIF.'
    : 'Files may be PDF, Word, PowerPoint, Excel, MP3, MP4, ZIP or plain text.';
