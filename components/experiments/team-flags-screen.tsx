/**
 * /echipa/flaguri (issue 15): every feature flag (what it gates, default, stored state, rollout) and
 * every experiment (variants with weights, window, state), each with a switch, rendered from the
 * teamFlags flow's view (machines/team-flags). A switch shows its new state at once while it is
 * saved; a refusal puts the row back and shows why, with "Încearcă din nou".
 */
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import type { TeamExperimentRow, TeamFlagRow, TeamFlagsView } from '@/machines/team-flags/use-team-flags';
import styles from './team-flags-screen.module.css';

function RowError({ error, retry }: { error: string | null; retry: () => void }) {
  const { t } = useTranslation('experiments');
  if (!error) return null;
  return (
    <div role="alert" className={styles.error}>
      <p>{t(error)}</p>
      <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={retry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}

function storedState(flag: TeamFlagRow): string {
  if (flag.pending) return 'saving';
  return flag.stored ? String(flag.enabled) : 'default';
}

function FlagRow({ flag, view }: { flag: TeamFlagRow; view: TeamFlagsView }) {
  const { t } = useTranslation('experiments');
  // An on/off flag's default reads as Pornit / Oprit; a string flag shows its value.
  const defaultText = (value: string) =>
    value === 'true' ? t('state.on') : value === 'false' ? t('state.off') : value === '' ? t('flags.empty') : value;
  const stored = flag.stored ? t(flag.enabled ? 'state.on' : 'state.off') : t('state.default');
  return (
    <tr data-flag={flag.name} aria-busy={flag.pending}>
      <th scope="row">
        <code>{flag.name}</code>
      </th>
      <td>{t(`gates.${flag.name}`)}</td>
      <td>{defaultText(flag.defaultValue)}</td>
      <td data-state={storedState(flag)}>
        {flag.pending ? t('state.saving') : stored}
        {flag.value ? ` (${flag.value})` : ''}
      </td>
      <td>
        {flag.stored ? `${flag.rollout ?? 100}%` : '—'}
        {flag.audience && flag.audience !== 'all' ? ` · ${t(`audience.${flag.audience}`)}` : ''}
      </td>
      <td>
        {flag.switchable ? (
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary} ${styles.switch}`}
            aria-label={t(flag.on ? 'flags.turnOff' : 'flags.turnOn', { name: flag.name })}
            disabled={view.busy}
            onClick={() => view.toggleFlag(flag.name)}
          >
            {t(flag.on ? 'actions.turnOff' : 'actions.turnOn')}
          </button>
        ) : null}
        <RowError error={flag.error} retry={view.retry} />
      </td>
    </tr>
  );
}

function ExperimentRow({ experiment, view }: { experiment: TeamExperimentRow; view: TeamFlagsView }) {
  const { t } = useTranslation('experiments');
  const state = experiment.pending ? 'saving' : experiment.running ? 'running' : 'stopped';
  return (
    <tr data-experiment={experiment.name} aria-busy={experiment.pending}>
      <th scope="row">
        <code>{experiment.name}</code>
        {experiment.description ? <div className={styles.muted}>{experiment.description}</div> : null}
      </th>
      <td>{experiment.variants.map((v) => `${v.name}: ${v.weight}`).join(', ')}</td>
      <td>
        {experiment.startsAt ? experiment.startsAt.slice(0, 10) : t('experiments.open')} –{' '}
        {experiment.endsAt ? experiment.endsAt.slice(0, 10) : t('experiments.open')}
      </td>
      <td data-state={state}>
        {t(state === 'saving' ? 'state.saving' : `experiments.${state}`)}
        {` · ${t(`audience.${experiment.audience}`)}`}
      </td>
      <td>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary} ${styles.switch}`}
          aria-label={t(experiment.enabled ? 'experiments.turnOff' : 'experiments.turnOn', { name: experiment.name })}
          disabled={view.busy}
          onClick={() => view.toggleExperiment(experiment.name)}
        >
          {t(experiment.enabled ? 'actions.turnOff' : 'actions.turnOn')}
        </button>
        <RowError error={experiment.error} retry={view.retry} />
      </td>
    </tr>
  );
}

export function TeamFlagsScreen({ view }: { view: TeamFlagsView }) {
  const { t } = useTranslation('experiments');
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <section aria-labelledby="team-flags">
        <h2 id="team-flags">{t('flags.title')}</h2>
        <div className={styles.scroll}>
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
              {view.flags.map((flag) => (
                <FlagRow key={flag.name} flag={flag} view={view} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="team-experiments">
        <h2 id="team-experiments">{t('experiments.title')}</h2>
        <div className={styles.scroll}>
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
              {view.experiments.map((experiment) => (
                <ExperimentRow key={experiment.name} experiment={experiment} view={view} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
