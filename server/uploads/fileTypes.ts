/** Images, course resources, a lesson's own audio or video, and its captions. */
export type UploadKind = 'image' | 'file' | 'media' | 'captions';

export const UPLOAD_KINDS: readonly UploadKind[] = ['image', 'file', 'media', 'captions'];

export const isUploadKind = (value: unknown): value is UploadKind =>
  typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);

/**
 * Kinds served only to those who may open the lesson that uses them (and to admins), never at
 * their `/uploads` address to anyone.
 */
export const PRIVATE_KINDS: ReadonlySet<string> = new Set<UploadKind>(['media', 'captions']);

const MB = 1024 * 1024;

/** Largest accepted upload of each kind, in bytes. */
export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  image: 5 * MB,
  file: 50 * MB,
  media: 500 * MB,
  captions: 1 * MB,
};

/** The largest any upload may be: what a multipart parser is told before it knows the kind. */
export const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_LIMITS));

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

/**
 * A lesson's media: what every browser plays natively and whose length the server can read
 * (server/media/duration.ts), so that "90% watched" can be checked.
 */
export const MEDIA_TYPES: ReadonlyMap<string, string> = new Map([
  ['video/mp4', 'mp4'],
  ['audio/mp4', 'm4a'],
  ['audio/x-m4a', 'm4a'],
  ['audio/mpeg', 'mp3'],
]);

const BY_EXTENSION = new Map([
  ...[...IMAGE_TYPES, ...FILE_TYPES].map(([mime, ext]) => [ext, mime] as const),
  ['m4a', 'audio/mp4'],
  ['vtt', 'text/vtt'],
]);

/** The Content-Type a stored file is served with, from the extension it was stored under. */
export const mimeOfExtension = (ext: string): string | undefined => BY_EXTENSION.get(ext);

export const isImageExtension = (ext: string): boolean => [...IMAGE_TYPES.values()].includes(ext);

/** Whether a stored media file is sound only (the player then shows its transcript). */
export const isAudioExtension = (ext: string): boolean => ext === 'mp3' || ext === 'm4a';

export const describeAccepted = (kind: UploadKind): string =>
  ({
    image: 'Images may be JPEG, PNG, WebP, GIF or AVIF.',
    file: 'Files may be PDF, Word, PowerPoint, Excel, MP3, MP4, ZIP or plain text.',
    media: 'Media may be MP4 video, or M4A or MP3 audio.',
    captions: 'Captions must be a WebVTT file (.vtt).',
  })[kind];
