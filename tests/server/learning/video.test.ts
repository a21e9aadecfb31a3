import { describe, expect, it } from 'vitest';
import { lessonVideo } from '../../../server/learning/video';

describe('a lesson’s video', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('shows the YouTube link %s through youtube-nocookie.com', (link, src) => {
    expect(lessonVideo(link)).toEqual({ kind: 'youtube', src });
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('shows the Vimeo link %s with do-not-track', (link, src) => {
    expect(lessonVideo(link)).toEqual({ kind: 'vimeo', src });
  });

  it('plays a video file in the browser’s own player', () => {
    expect(lessonVideo('/uploads/breathing.mp4')).toEqual({
      kind: 'file',
      src: '/uploads/breathing.mp4',
      type: 'video/mp4',
    });
    expect(lessonVideo('https://cdn.example.org/a/b.webm')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.org/a/b.webm',
      type: 'video/webm',
    });
  });

  it('offers any other web address as a link and ignores what is no address', () => {
    expect(lessonVideo('https://video.example.com/42')).toEqual({
      kind: 'link',
      src: 'https://video.example.com/42',
    });
    expect(lessonVideo('javascript:alert(1)')).toBeNull();
    expect(lessonVideo('https://www.youtube.com/watch?v=short')).toEqual({
      kind: 'link',
      src: 'https://www.youtube.com/watch?v=short',
    });
    expect(lessonVideo('')).toBeNull();
    expect(lessonVideo(null)).toBeNull();
  });
});
