// @vitest-environment jsdom
/**
 * Generated paths of the team's performance page (/echipa/performanta), walked on the machine and
 * through TeamPerformanceScreen with the real hook (parked call): the table of p75 per route and
 * day with each vital coloured by its rating (written out for screen readers), the empty state,
 * and the failure with its retry.
 */
import { fireEvent } from '@testing-library/react';
import { TeamPerformanceScreen } from '@/components/monitoring/team-performance-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import { useTeamPerformance } from '@/machines/team-performance/use-team-performance';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { allWithRole, theButtonNamed, theOneWithRole } from './dom-queries';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const LOADING = 'Se încarcă…';
const FAILED = 'Nu am putut încărca raportul. Verifică conexiunea și încearcă din nou.';
const EMPTY = 'Nicio măsurătoare în perioada aleasă. Valorile apar după ce vizitatorii deschid pagini.';

const table = () => document.querySelector('table');
const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const windows = () =>
  [...document.querySelectorAll('nav a')].map((a) => [
    a.textContent,
    a.getAttribute('href'),
    a.getAttribute('aria-current'),
  ]);

describeFlow(findRegisteredMachine('teamPerformance')!, (_scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useTeamPerformance(14, actors),
    (view) => <TeamPerformanceScreen view={view} days={14} />,
  );
  const nothingShown = () => {
    expect(table()).toBeNull();
    expect(document.body).not.toHaveTextContent(EMPTY);
  };
  const always = () =>
    expect(windows()).toEqual([
      ['Ultimele 14 zile', '/echipa/performanta?zile=14', 'page'],
      ['Ultimele 30 de zile', '/echipa/performanta?zile=30', null],
    ]);
  return {
    params: {
      events: {
        'load.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
        ...harness.settling(['load']),
      },
      states: {
        loading: () => {
          always();
          expect(theOneWithRole(document, 'status')).toHaveTextContent(LOADING);
          expect(allWithRole(document, 'alert')).toEqual([]);
          nothingShown();
        },
        failed: () => {
          always();
          expect(theOneWithRole(document, 'alert')).toHaveTextContent(`${FAILED}Încearcă din nou`);
          nothingShown();
        },
        ready: () => {
          always();
          expect(allWithRole(document, 'status')).toEqual([]);
          expect(allWithRole(document, 'alert')).toEqual([]);
          if (!table()) {
            expect(document.body).toHaveTextContent(EMPTY);
            return;
          }
          expect(cells(table()!.querySelector('thead tr')!)).toEqual([
            'Ruta',
            'Ziua',
            'TTFB',
            'FCP',
            'LCP',
            'FID',
            'INP',
            'CLS',
          ]);
          const rows = [...table()!.querySelectorAll('tbody tr')];
          expect(rows.map(cells)).toEqual([
            [
              'home',
              '2026-11-28',
              '—fără date',
              '—fără date',
              '2100 (bun)',
              '—fără date',
              '—fără date',
              '0.300 (slab)',
            ],
            [
              'advertPage',
              '2026-11-27',
              '—fără date',
              '—fără date',
              '—fără date',
              '—fără date',
              '240 (de îmbunătățit)',
              '—fără date',
            ],
          ]);
          expect([...rows[0]!.querySelectorAll('td[data-rating]')].map((td) => td.getAttribute('data-rating'))).toEqual(
            ['good', 'poor'],
          );
          expect(rows[0]!.querySelector('td[data-rating="good"]')?.getAttribute('title')).toBe('12 măsurători');
        },
      },
    },
    dispose: harness.dispose,
  };
});
