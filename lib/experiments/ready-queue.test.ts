import {
  markExperimentsReady,
  readyExperimentCookie,
  resetExperimentsReady,
  whenExperimentsReady,
} from './ready-queue';

afterEach(resetExperimentsReady);

describe('calls made before the experiments are ready (SPEC §4)', () => {
  it('are queued and replayed in order once ready, then run at once', () => {
    const calls: string[] = [];
    whenExperimentsReady((cookie) => calls.push(`1:${cookie}`));
    whenExperimentsReady(() => {
      throw new Error('one caller fails');
    });
    whenExperimentsReady((cookie) => calls.push(`2:${cookie}`));
    expect(calls).toEqual([]);
    expect(readyExperimentCookie()).toBeNull();
    markExperimentsReady('ADS-WIDEBOARD@b');
    expect(calls).toEqual(['1:ADS-WIDEBOARD@b', '2:ADS-WIDEBOARD@b']);
    whenExperimentsReady((cookie) => calls.push(`3:${cookie}`));
    expect(calls).toHaveLength(3);
    expect(readyExperimentCookie()).toBe('ADS-WIDEBOARD@b');
  });
});
