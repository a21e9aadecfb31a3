import { useState } from 'react';
import type { LessonVideo as Video } from '../../api/learn';

const HOSTS = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** The embed address that starts playing at once: the student has already chosen to play. */
const playing = (src: string) => `${src}${src.includes('?') ? '&' : '?'}autoplay=1`;

/**
 * The lesson's video: YouTube and Vimeo through their privacy-enhanced players (the server gives
 * the embed address), a video file in the browser's own player, anything else as a link. An
 * embed waits behind a poster of our own until the student chooses to play: nothing is fetched
 * from YouTube or Vimeo before.
 */
export function LessonVideo({ video, title }: { video: Video; title: string }) {
  const [chosen, setChosen] = useState(false);
  if (video.kind === 'link')
    return (
      <p>
        <a href={video.src} rel="noopener noreferrer" target="_blank">
          Watch the video for this lesson (opens in a new tab)
        </a>
      </p>
    );
  if (video.kind === 'file')
    return (
      <div className="lesson__video">
        <video controls preload="metadata" aria-label={`Video: ${title}`}>
          <source src={video.src} type={video.type} />
          <a href={video.src}>Download the video</a>
        </video>
      </div>
    );
  const host = HOSTS[video.kind];
  return (
    <div className="lesson__video">
      {chosen ? (
        <iframe
          src={playing(video.src)}
          title={`Video: ${title}`}
          // `allow` grants full screen; the older allowfullscreen beside it only draws a warning.
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video-poster" onClick={() => setChosen(true)}>
          <span className="video-poster__play" aria-hidden="true">
            ▶
          </span>
          <span className="video-poster__title">Play video: {title}</span>
          <span className="video-poster__note">
            Plays from {host} in its privacy-enhanced mode; nothing is loaded from {host} until you press
            play.
          </span>
        </button>
      )}
    </div>
  );
}
