import { describe, expect, it } from 'vitest';
import { durationSeconds, resolutionLabel, totalDuration } from './videos';

describe('video gallery facts computed from the video table', () => {
  it('reads m:ss and h:mm:ss durations', () => {
    expect(durationSeconds('0:21')).toBe(21);
    expect(durationSeconds('10:30')).toBe(630);
    expect(durationSeconds('1:02:03')).toBe(3723);
  });

  it('adds the durations up, carrying seconds into minutes and minutes into hours', () => {
    expect(totalDuration([{ duration: '0:41' }, { duration: '0:29' }])).toBe('1:10');
    expect(totalDuration([{ duration: '59:30' }, { duration: '0:45' }])).toBe('1:00:15');
    expect(totalDuration([])).toBe('0:00');
  });

  it('names the resolution by frame height, listing different heights lowest first', () => {
    expect(resolutionLabel([{ height: 720 }, { height: 720 }])).toBe('720p');
    expect(resolutionLabel([{ height: 1080 }, { height: 720 }])).toBe('720p / 1080p');
  });
});
