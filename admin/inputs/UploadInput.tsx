import { FileField, FileInput, ImageField, ImageInput, type FileInputProps } from 'react-admin';

export interface UploadInputProps extends Omit<FileInputProps, 'children'> {
  kind: 'image' | 'file';
  /** A lesson's own media or captions: the picker offers those types alone. */
  upload?: 'media' | 'captions';
}

const ACCEPT = {
  media: { 'video/mp4': ['.mp4'], 'audio/mp4': ['.m4a'], 'audio/mpeg': ['.mp3'] },
  captions: { 'text/vtt': ['.vtt'] },
} as const;

const titleOf = (url: string): string => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() || url);

/**
 * A stored value is a URL (docs/API.md); react-admin previews `{src, title}`. A file just
 * picked is left as react-admin makes it (`{rawFile, src, title}`): the data provider uploads
 * it and sends the URL.
 */
const withPreview = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  return value ? { src: value, title: titleOf(value) } : null;
};

const previewSx = { '& img': { maxHeight: 120, objectFit: 'contain' } } as const;

/**
 * Image and file fields: drop or pick one file, with a preview of the new or existing one. The
 * file input is named after the field: react-admin shows the label in a span, which names nothing.
 */
export function UploadInput({ kind, upload, ...props }: UploadInputProps) {
  const inputProps = { 'aria-label': typeof props.label === 'string' ? props.label : undefined };
  if (kind === 'image')
    return (
      <ImageInput accept={{ 'image/*': [] }} format={withPreview} inputProps={inputProps} {...props}>
        <ImageField source="src" title="title" sx={previewSx} />
      </ImageInput>
    );
  return (
    <FileInput
      format={withPreview}
      inputProps={inputProps}
      {...(upload ? { accept: ACCEPT[upload] } : {})}
      {...props}
    >
      <FileField source="src" title="title" target="_blank" rel="noopener noreferrer" />
    </FileInput>
  );
}
