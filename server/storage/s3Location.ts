export interface S3Location {
  bucket: string;
  /** Key prefix, without leading or trailing slash; may be empty. */
  prefix: string;
}

/** `s3://bucket/some/prefix` → its bucket and prefix; undefined when it is not such an address. */
export function parseS3Url(url: string): S3Location | undefined {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) return undefined;
  return { bucket: match[1]!, prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}
