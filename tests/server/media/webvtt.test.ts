import { describe, expect, it } from 'vitest';
import { webVttProblem } from '../../../server/media/webvtt';

describe('a WebVTT file', () => {
  it('is accepted with its signature, a header text, notes and cues with settings', () => {
    const text =
      '\uFEFFWEBVTT - Breathing\r\n\r\nNOTE made for the demo\r\n\r\n1\r\n00:01.000 --> 00:04.000 align:start\r\nIn\r\n\r\n01:00:04.000 --> 01:00:08.500\r\nOut\r\n';
    expect(webVttProblem(text)).toBeUndefined();
  });

  it.each([
    ['1\n00:00:01,000 --> 00:00:02,000\nHi\n', 'A WebVTT file starts with the line WEBVTT.'],
    ['WEBVTTX\n\n00:01.000 --> 00:02.000\nHi\n', 'A WebVTT file starts with the line WEBVTT.'],
    ['WEBVTT\n', 'The WebVTT file has no cues.'],
    ['WEBVTT\n\n00:02.000 --> 00:01.000\nHi\n', 'Line 3: a cue must end after it starts.'],
    [
      'WEBVTT\n\n00:01.000 -> 00:02.000\nHi\n\n0:01 --> 0:02\n',
      'Line 6 is not a cue timing like 00:00:01.000 --> 00:00:04.000.',
    ],
  ])('is refused, saying why: %j', (text, problem) => {
    expect(webVttProblem(text)).toBe(problem);
  });
});
