/** How the player shows a lesson's video. */
export type LessonVideo =
  | { kind: 'youtube' | 'vimeo'; src: string }
  | { kind: 'file'; src: string; type: string }
  | { kind: 'link'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const FILE_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
};

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

function vimeoEmbed(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | undefined;
  if (host === 'vimeo.com') {
    const at = parts.findIndex((part) => /^\d+$/.test(part));
    id = parts[at];
    hash = at >= 0 && /^[0-9a-f]+$/i.test(parts[at + 1] ?? '') ? parts[at + 1] : undefined;
  } else if (host === 'player.vimeo.com' && parts[0] === 'video') {
    id = parts[1];
    hash = url.searchParams.get('h') ?? undefined;
  }
  if (!id || !/^\d+$/.test(id)) return undefined;
  const query = new URLSearchParams(hash ? { h: hash, dnt: '1' } : { dnt: '1' });
  return `https://player.vimeo.com/video/${id}?${query.toString()}`;
}

/**
 * A lesson's video link as the player shows it: YouTube and Vimeo as their privacy-enhanced
 * embeds (youtube-nocookie.com; Vimeo with `dnt=1`, no tracking cookies), a video file in the
 * browser's own player, anything else as a plain link. `null` without a usable link.
 */
export function lessonVideo(link: unknown): LessonVideo | null {
  if (typeof link !== 'string' || link.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(link.trim(), 'http://uploads.invalid');
  } catch {
    return null;
  }
  const local = url.hostname === 'uploads.invalid';
  if (!local && url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const src = local ? `${url.pathname}${url.search}` : url.toString();
  const youtube = local ? undefined : youtubeId(url);
  if (youtube) return { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = local ? undefined : vimeoEmbed(url);
  if (vimeo) return { kind: 'vimeo', src: vimeo };
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  const type = extension ? FILE_TYPES[extension] : undefined;
  if (type) return { kind: 'file', src, type };
  return local ? null : { kind: 'link', src };
}
