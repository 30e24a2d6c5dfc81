// @vitest-environment jsdom
/**
 * Generated paths of the packages side by side (/contul-meu/package-comparison), walked on the
 * machine and through PackageComparisonScreen with the real hook (parked call): the table whose
 * column headers name the packages (the dealer's own marked) and whose row headers name the monthly
 * and yearly prices and the adverts included, the same in one card per package (shown at 375 px),
 * the link to the calculator, and the failure with its retry.
 */
import { PackageComparisonScreen } from '@/components/payments/package-comparison-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { usePackageComparison } from '@/machines/package-comparison/use-package-comparison';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { describeFlow } from './describe-flow';
import { clickRetry, expectLoaded, loadStates } from './load-states';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

/** The fixture packages (package-comparison.registry.ts) as the screen writes them. */
const COLUMNS = ['Start (pachetul tău)', 'Standard'];
const ROWS = [
  ['Preț lunar', '199 LEI', '199 LEI'],
  ['Preț anual', '1.990 LEI', '1.990 LEI'],
  ['Anunțuri active incluse', '15', '15'],
  // The benefits under their own heading: a number, 'Da', or '—' read as 'Nu este inclus'.
  ['Beneficii'],
  ['Statistici', 'Da', '—Nu este inclus'],
  ['Promovări incluse pe lună', '—Nu este inclus', '10'],
];
const CARDS = [
  'Start (pachetul tău)Preț lunar199 LEIPreț anual1.990 LEIAnunțuri active incluse15BeneficiiStatistici',
  'StandardPreț lunar199 LEIPreț anual1.990 LEIAnunțuri active incluse15BeneficiiPromovări incluse pe lună: 10',
];
/** The cards shown at 375 px (each has a heading; the benefits inside are a list of their own). */
const cards = () => [...document.querySelectorAll('li')].filter((li) => li.querySelector('h2') !== null);

const table = () => document.querySelector('table');
const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describeFlow(findRegisteredMachine('packageComparison')!, (_scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => usePackageComparison(actors),
    (view) => <PackageComparisonScreen view={view} />,
  );
  const nothingShown = () => {
    expect(table()).toBeNull();
    expect(document.querySelectorAll('li')).toHaveLength(0);
  };
  return {
    params: {
      events: {
        'load.retry': clickRetry,
        ...harness.settling(['load']),
      },
      states: {
        ...loadStates(nothingShown),
        ready: () => {
          expectLoaded();
          const headers = [...table()!.querySelectorAll('thead th')];
          expect(headers.map((th) => [th.textContent, th.getAttribute('scope')])).toEqual(
            COLUMNS.map((name) => [name, 'col']),
          );
          const rows = [...table()!.querySelectorAll('tbody tr')];
          expect(rows.map(cells)).toEqual(ROWS);
          expect(rows.map((row) => row.querySelector('th')?.getAttribute('scope'))).toEqual([
            'row',
            'row',
            'row',
            'rowgroup',
            'row',
            'row',
          ]);
          expect(cards().map((card) => card.textContent)).toEqual(CARDS);
          const links = [...document.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
          expect(links).toEqual([
            ['Alege pachetul', '/contul-meu/new-packaging'],
            ['Nu știi ce să alegi? Folosește calculatorul', '/contul-meu/new-packaging/calculator'],
            // The packages pages' links (the comparison itself is not among them).
            ['Pachetul tău', '/contul-meu/new-packaging'],
            ['Beneficiile tale', '/contul-meu/benefits/overview'],
            ['Abonamentele tale', '/contul-meu/subscriptions/active'],
            ['Calculator de pachet', '/contul-meu/new-packaging/calculator'],
          ]);
        },
      },
    },
    dispose: harness.dispose,
  };
});
