/**
 * /echipa/flaguri (issue 15): every feature flag (what it gates, default, stored state, rollout) and
 * every experiment (variants with weights, window, state), each with a switch. A switch waits for
 * the server's answer and shows it; a refusal is shown in the row's alert.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamFlags_Experiment, TeamFlags_Flag } from '@/lib/graphql/generated/page-operations';
import { switchExperiment, switchFeatureFlag, TeamSwitchError } from '@/lib/experiments/team-flags-api';
import styles from './team-flags-screen.module.css';

/** What the screen starts with (the page's props). */
export interface TeamFlagsScreenProps {
  readonly flags: readonly TeamFlags_Flag[];
  readonly experiments: readonly TeamFlags_Experiment[];
}

/** The effective on/off state a flag has for its audience: the stored one, else the default. */
function isOn(flag: TeamFlags_Flag): boolean {
  return flag.stored ? flag.enabled === true : flag.defaultValue === 'true';
}

export function TeamFlagsScreen(props: TeamFlagsScreenProps) {
  const { t } = useTranslation('experiments');
  const [flags, setFlags] = useState(props.flags);
  const [experiments, setExperiments] = useState(props.experiments);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ row: string; key: string } | null>(null);

  async function run<T>(row: string, call: () => Promise<T>, apply: (value: T) => void): Promise<void> {
    setBusy(row);
    setError(null);
    try {
      apply(await call());
    } catch (failure) {
      setError({ row, key: failure instanceof TeamSwitchError ? failure.key : 'experiments:errors.saveFailed' });
    } finally {
      setBusy(null);
    }
  }

  const toggleFlag = (flag: TeamFlags_Flag) =>
    void run(
      `flag:${flag.name}`,
      () => switchFeatureFlag(flag.name, !isOn(flag)),
      (saved) => setFlags((rows) => rows.map((row) => (row.name === saved.name ? saved : row))),
    );
  const toggleExperiment = (experiment: TeamFlags_Experiment) =>
    void run(
      `experiment:${experiment.name}`,
      () => switchExperiment(experiment.name, !experiment.enabled),
      (saved) => setExperiments((rows) => rows.map((row) => (row.name === saved.name ? saved : row))),
    );
  const rowError = (row: string) =>
    error?.row === row ? (
      <p role="alert" className={styles.error}>
        {t(error.key)}
      </p>
    ) : null;

  return (
    <main className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <section aria-labelledby="team-flags">
        <h2 id="team-flags">{t('flags.title')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('flags.name')}</th>
              <th scope="col">{t('flags.gates')}</th>
              <th scope="col">{t('flags.default')}</th>
              <th scope="col">{t('flags.stored')}</th>
              <th scope="col">{t('flags.rollout')}</th>
              <th scope="col">{t('flags.action')}</th>
            </tr>
          </thead>
          <tbody>
            {flags.map((flag) => (
              <tr key={flag.name} data-flag={flag.name}>
                <th scope="row">
                  <code>{flag.name}</code>
                </th>
                <td>{t(`gates.${flag.name}`)}</td>
                <td>{flag.defaultValue === '' ? t('flags.empty') : flag.defaultValue}</td>
                <td data-state={flag.stored ? String(flag.enabled) : 'default'}>
                  {flag.stored ? t(flag.enabled ? 'state.on' : 'state.off') : t('state.default')}
                  {flag.value ? ` (${flag.value})` : ''}
                </td>
                <td>
                  {flag.stored ? `${flag.rollout ?? 100}%` : '—'}
                  {flag.audience && flag.audience !== 'all' ? ` · ${t(`audience.${flag.audience}`)}` : ''}
                </td>
                <td>
                  {flag.kind === 'boolean' ? (
                    <button
                      type="button"
                      aria-label={t(isOn(flag) ? 'flags.turnOff' : 'flags.turnOn', { name: flag.name })}
                      aria-busy={busy === `flag:${flag.name}`}
                      disabled={busy !== null}
                      onClick={() => toggleFlag(flag)}
                    >
                      {t(isOn(flag) ? 'actions.turnOff' : 'actions.turnOn')}
                    </button>
                  ) : null}
                  {rowError(`flag:${flag.name}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="team-experiments">
        <h2 id="team-experiments">{t('experiments.title')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('experiments.name')}</th>
              <th scope="col">{t('experiments.variants')}</th>
              <th scope="col">{t('experiments.window')}</th>
              <th scope="col">{t('experiments.state')}</th>
              <th scope="col">{t('flags.action')}</th>
            </tr>
          </thead>
          <tbody>
            {experiments.map((experiment) => (
              <tr key={experiment.name} data-experiment={experiment.name}>
                <th scope="row">
                  <code>{experiment.name}</code>
                  {experiment.description ? <div className={styles.muted}>{experiment.description}</div> : null}
                </th>
                <td>{experiment.variants.map((v) => `${v.name}: ${v.weight}`).join(', ')}</td>
                <td>
                  {experiment.startsAt ? experiment.startsAt.slice(0, 10) : t('experiments.open')} –{' '}
                  {experiment.endsAt ? experiment.endsAt.slice(0, 10) : t('experiments.open')}
                </td>
                <td data-state={experiment.running ? 'running' : 'stopped'}>
                  {t(experiment.running ? 'experiments.running' : 'experiments.stopped')}
                  {` · ${t(`audience.${experiment.audience}`)}`}
                </td>
                <td>
                  <button
                    type="button"
                    aria-label={t(experiment.enabled ? 'experiments.turnOff' : 'experiments.turnOn', {
                      name: experiment.name,
                    })}
                    aria-busy={busy === `experiment:${experiment.name}`}
                    disabled={busy !== null}
                    onClick={() => toggleExperiment(experiment)}
                  >
                    {t(experiment.enabled ? 'actions.turnOff' : 'actions.turnOn')}
                  </button>
                  {rowError(`experiment:${experiment.name}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
