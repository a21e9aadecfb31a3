import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { LessonMedia, PositionSaved } from '../../../../src/contract/lessonMedia';
import { apiConfig } from '../../../../src/api/config';
import { apiUrl, savePosition, sendPosition } from '../../../api/lessonMedia';
import { formatClock } from './clock';

export interface MediaPlayerProps {
  media: LessonMedia;
  title: string;
  slug: string;
  lessonId: number;
  /** An enrolled student's place is saved; a preview's visitor's is not. */
  savesPosition: boolean;
  /** A save that completed the lesson (90% reached). */
  onWatched: (saved: PositionSaved) => void;
}

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const SPEED_KEY = 'mw.playback-speed';
/** While playing, the place is saved this often (seconds of media), besides on pause and on leaving. */
const SAVE_EVERY = 15;

const storedSpeed = (): number => {
  try {
    const speed = Number(localStorage.getItem(SPEED_KEY));
    return (SPEEDS as readonly number[]).includes(speed) ? speed : 1;
  } catch {
    return 1;
  }
};

/**
 * The lesson's own video or audio in the browser's own player (keyboard operable, its captions
 * menu, picture in picture), with what the native controls do not give every browser: a
 * playback speed, a captions switch that follows the student's setting, keys, and the place the
 * student stopped, saved on pause, every few seconds of playing and when the page goes away.
 */
export default function MediaPlayer({
  media,
  title,
  slug,
  lessonId,
  savesPosition,
  onWatched,
}: MediaPlayerProps) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [speed, setSpeed] = useState(storedSpeed);
  const [captionsOn, setCaptionsOn] = useState(media.captions_by_default);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const saved = useRef(media.position_seconds);
  const started = useRef(false);
  const speedId = useId();
  const keysId = useId();
  const video = media.kind === 'video';
  const hasCaptions = video && media.captions_src !== null;
  const watched = useRef(onWatched);
  watched.current = onWatched;

  // Saving: on pause and every SAVE_EVERY seconds while playing (answered, so completion shows at
  // once), and as a beacon when the page is hidden, closed or left for another lesson.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const changed = () => started.current && Math.abs(element.currentTime - saved.current) >= 0.5;
    const save = () => {
      if (!savesPosition || !changed()) return;
      const at = element.ended ? element.duration : element.currentTime;
      saved.current = at;
      void savePosition(slug, lessonId, at)
        .then((answer) => {
          if (answer.completed) watched.current(answer);
        })
        .catch(() => undefined);
    };
    const leave = () => {
      if (!savesPosition || !changed()) return;
      saved.current = element.currentTime;
      sendPosition(slug, lessonId, element.currentTime);
    };
    const onPlay = () => {
      started.current = true;
    };
    const onTime = () => {
      if (!element.paused && Math.abs(element.currentTime - saved.current) >= SAVE_EVERY) save();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    const onMetadata = () => {
      const at = media.position_seconds;
      if (at > 0 && Number.isFinite(element.duration) && at < element.duration) {
        element.currentTime = at;
        setResumedAt(at);
      }
    };
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', save);
    element.addEventListener('ended', save);
    element.addEventListener('timeupdate', onTime);
    if (element.readyState >= 1) onMetadata();
    else element.addEventListener('loadedmetadata', onMetadata, { once: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', leave);
    return () => {
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', save);
      element.removeEventListener('ended', save);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('loadedmetadata', onMetadata);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [slug, lessonId, savesPosition, media.position_seconds]);

  useEffect(() => {
    if (ref.current) ref.current.playbackRate = speed;
  }, [speed]);

  // The captions switch and the native player's captions menu stay in step.
  useEffect(() => {
    const tracks = ref.current?.textTracks;
    const track = tracks?.[0];
    if (!tracks || !track) return;
    track.mode = captionsOn ? 'showing' : 'hidden';
    const follow = () => setCaptionsOn(track.mode === 'showing');
    tracks.addEventListener('change', follow);
    return () => tracks.removeEventListener('change', follow);
  }, [captionsOn]);

  const chooseSpeed = (next: number) => {
    setSpeed(next);
    try {
      localStorage.setItem(SPEED_KEY, String(next));
    } catch {
      // A private window may refuse storage; the speed still applies to this lesson.
    }
  };

  const keys = (event: KeyboardEvent) => {
    const element = ref.current;
    if (!element || event.altKey || event.ctrlKey || event.metaKey) return;
    const at = SPEEDS.indexOf(speed as (typeof SPEEDS)[number]);
    if (event.key === 'c' && hasCaptions) setCaptionsOn((on) => !on);
    else if (event.key === '>' && at < SPEEDS.length - 1) chooseSpeed(SPEEDS[at + 1]!);
    else if (event.key === '<' && at > 0) chooseSpeed(SPEEDS[at - 1]!);
    else if (event.key === 'j') element.currentTime = Math.max(0, element.currentTime - 10);
    else if (event.key === 'l')
      element.currentTime = Math.min(element.duration || 0, element.currentTime + 10);
    else if (event.key === 'k') void (element.paused ? element.play() : element.pause());
    else return;
    event.preventDefault();
  };

  const crossOrigin = apiConfig.apiBase === '' ? undefined : 'use-credentials';
  const common = {
    ref,
    controls: true,
    preload: 'metadata',
    crossOrigin,
    'aria-describedby': keysId,
    onKeyDown: keys,
  } as const;

  return (
    <div className="media">
      <div className={video ? 'lesson__video' : 'media__audio'}>
        {video ? (
          <video {...common} aria-label={`Video: ${title}`} playsInline>
            <source src={apiUrl(media.src)} type={media.type} />
            {media.captions_src && (
              <track
                kind="captions"
                src={apiUrl(media.captions_src)}
                srcLang="en"
                label="English"
                default={media.captions_by_default}
              />
            )}
          </video>
        ) : (
          <audio {...common} aria-label={`Audio: ${title}`}>
            <source src={apiUrl(media.src)} type={media.type} />
          </audio>
        )}
      </div>
      <div className="media__controls">
        <label htmlFor={speedId}>Playback speed</label>
        <select id={speedId} value={speed} onChange={(event) => chooseSpeed(Number(event.target.value))}>
          {SPEEDS.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 1 ? 'Normal' : `${choice}×`}
            </option>
          ))}
        </select>
        {hasCaptions && (
          <button
            type="button"
            className="button button--ghost"
            aria-pressed={captionsOn}
            onClick={() => setCaptionsOn((on) => !on)}
          >
            Captions
          </button>
        )}
      </div>
      {resumedAt !== null && (
        <p className="media__resumed" role="status">
          Carrying on from {formatClock(resumedAt)}, where you stopped.{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              if (ref.current) ref.current.currentTime = 0;
              setResumedAt(null);
            }}
          >
            Start from the beginning
          </button>
        </p>
      )}
      <p id={keysId} className="card__meta media__keys">
        With the player focused: K to play or pause, J and L to go back or on 10 seconds, &lt; and &gt; to
        change speed{hasCaptions ? ', C to turn captions on or off' : ''}.
      </p>
    </div>
  );
}
