import type { LessonVideo as Video } from '../../api/learn';

/**
 * The lesson's video: YouTube and Vimeo through their privacy-enhanced players (the server gives
 * the embed address), a video file in the browser's own player, anything else as a link.
 */
export function LessonVideo({ video, title }: { video: Video; title: string }) {
  if (video.kind === 'link')
    return (
      <p>
        <a href={video.src} rel="noopener noreferrer" target="_blank">
          Watch the video for this lesson (opens in a new tab)
        </a>
      </p>
    );
  return (
    <div className="lesson__video">
      {video.kind === 'file' ? (
        <video controls preload="metadata" aria-label={`Video: ${title}`}>
          <source src={video.src} type={video.type} />
          <a href={video.src}>Download the video</a>
        </video>
      ) : (
        <iframe
          src={video.src}
          title={`Video: ${title}`}
          loading="lazy"
          // `allow` grants full screen; the older allowfullscreen beside it only draws a warning.
          allow="fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
