import { connectTrackingSink, type TrackingEvent } from '@/lib/tracking/track-queue';
import { noteFlagEvaluated, resetFlagEvaluations } from './flag-evaluations';

describe('optimus_feature_flag_evaluated (SPEC §7)', () => {
  it('is recorded once per flag per page', () => {
    resetFlagEvaluations();
    const events: TrackingEvent[] = [];
    const disconnect = connectTrackingSink((event) => events.push(event));
    noteFlagEvaluated('vinDecoder', true, '/');
    noteFlagEvaluated('vinDecoder', true, '/');
    noteFlagEvaluated('plateDecoder', false, '/');
    noteFlagEvaluated('vinDecoder', true, '/autoturisme');
    disconnect();
    expect(events).toEqual([
      {
        eventType: 'page_action',
        name: 'optimus_feature_flag_evaluated',
        properties: { flag: 'vinDecoder', value: true, page: '/' },
      },
      {
        eventType: 'page_action',
        name: 'optimus_feature_flag_evaluated',
        properties: { flag: 'plateDecoder', value: false, page: '/' },
      },
      {
        eventType: 'page_action',
        name: 'optimus_feature_flag_evaluated',
        properties: { flag: 'vinDecoder', value: true, page: '/autoturisme' },
      },
    ]);
  });
});
