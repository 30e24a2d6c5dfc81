/**
 * Every transition of the machine as a table, folded under the drawing: the same facts as the
 * arrows and rows, for screen readers, for searching the page, and for machines too busy to read
 * at a glance. The transitions just taken are marked, like on the drawing.
 */
import { useTranslation } from 'react-i18next';
import type { FlowTransition } from '@/lib/flows/flow-graph';
import shared from './flow-explorer.module.css';
import own from './flow-transitions-table.module.css';

/** The explorer's shared classes, then this component's own. */
const styles = { ...shared, ...own };

/** Props of FlowTransitionsTable. */
export interface FlowTransitionsTableProps {
  readonly transitions: readonly FlowTransition[];
  readonly takenKeys: ReadonlySet<string>;
  readonly unreachedKeys: ReadonlySet<string>;
}

/** `select.inline.browsing` → `inline.browsing`: ids without the machine's own id. */
function shortId(id: string): string {
  const dot = id.indexOf('.');
  return dot < 0 ? id : id.slice(dot + 1);
}

export function FlowTransitionsTable({ transitions, takenKeys, unreachedKeys }: FlowTransitionsTableProps) {
  const { t } = useTranslation('flows');
  return (
    <details className={styles.table}>
      <summary>{t('table.summary', { n: transitions.length })}</summary>
      <table>
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.from')}</th>
            <th scope="col">{t('table.event')}</th>
            <th scope="col">{t('table.guard')}</th>
            <th scope="col">{t('table.actions')}</th>
            <th scope="col">{t('table.to')}</th>
          </tr>
        </thead>
        <tbody>
          {transitions.map((transition) => (
            <tr
              key={transition.key}
              aria-current={takenKeys.has(transition.key) ? 'true' : undefined}
              className={unreachedKeys.has(transition.key) ? styles.unreachedRow : undefined}
            >
              <td>
                <code>{shortId(transition.source) || transition.source}</code>
              </td>
              <td>{transition.event}</td>
              <td>{transition.guard ?? '—'}</td>
              <td>{transition.actions.length > 0 ? transition.actions.join(', ') : '—'}</td>
              <td>
                {transition.targetKeys.length > 0 ? <code>{transition.targetKeys.join(', ')}</code> : t('table.stays')}
                {unreachedKeys.has(transition.key) && <span className={styles.muted}> · {t('table.unreached')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
