// @vitest-environment jsdom
/**
 * The challenge status: what happens, how far, and — for a code mail past the free ones — how many
 * minutes until the next code goes (the wait the server's challenge carries).
 */
import { screen } from '@testing-library/react';
import { missingAuthKeys, renderAuth, resetMissingAuthKeys } from '@/model-tests/auth-harness';
import { ChallengeStatus } from './challenge-status';

beforeEach(resetMissingAuthKeys);
afterEach(() => expect(missingAuthKeys()).toEqual([]));

describe('ChallengeStatus', () => {
  it('says only that it checks when the challenge asks no wait (or seconds, as a guess does)', () => {
    renderAuth(<ChallengeStatus progress={0.5} waitMs={4000} />);
    expect(screen.getByRole('status')).toHaveTextContent('Verificăm că nu ești un robot… Durează câteva secunde.');
    expect(screen.getByRole('status')).not.toHaveTextContent('min');
    expect(screen.getByRole('progressbar', { name: 'Verificare: 50 %' })).toBeInTheDocument();
  });

  it('tells how many minutes the next code waits, rounded up', () => {
    renderAuth(<ChallengeStatus progress={0} waitMs={4 * 60_000 - 1} />);
    expect(screen.getByRole('status')).toHaveTextContent('îl trimitem pe următorul în aproximativ 4 min');
  });
});
