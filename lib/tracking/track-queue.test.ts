import { afterEach, describe, expect, it } from 'vitest';
import { connectTrackingSink, MAX_QUEUED, recordPageAction, track, type TrackingEvent } from './track-queue';

describe('track queue', () => {
  let disconnect: (() => void) | null = null;
  afterEach(() => disconnect?.());

  it('replays queued events to the sink when it connects, then hands new ones straight over', () => {
    track({ eventType: 'pv', name: 'home' });
    recordPageAction('optimus_feature_flag_evaluated', { flag: 'vinDecoder', value: true });
    const seen: TrackingEvent[] = [];
    disconnect = connectTrackingSink((event) => seen.push(event));
    expect(seen.map((e) => e.name)).toEqual(['home', 'optimus_feature_flag_evaluated']);
    track({ eventType: 'click', name: 'slot_click' });
    expect(seen).toHaveLength(3);
    expect(seen[1]).toEqual({
      eventType: 'page_action',
      name: 'optimus_feature_flag_evaluated',
      properties: { flag: 'vinDecoder', value: true },
    });
  });

  it('keeps at most MAX_QUEUED events, dropping the oldest', () => {
    for (let i = 0; i < MAX_QUEUED + 5; i += 1) track({ eventType: 'click', name: `e${i}` });
    const seen: string[] = [];
    disconnect = connectTrackingSink((event) => seen.push(event.name));
    expect(seen).toHaveLength(MAX_QUEUED);
    expect(seen[0]).toBe('e5');
  });
});
