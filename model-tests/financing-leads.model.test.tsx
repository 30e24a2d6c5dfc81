// @vitest-environment jsdom
/**
 * Generated paths of the dealer's financing leads (/contul-meu/leads), walked on the machine and
 * through FinancingLeadsScreen with the real hook (parked calls): each lead with its date, the
 * applicant (tel: and mailto: links), the advert linked to its page (or said gone), the loan in lei
 * the Romanian way, the reference and its status control; "Încarcă mai multe", a failed next page
 * that keeps the rows, the empty list saying how leads arrive, and the failure with its retry.
 */
import { FinancingLeadsScreen } from '@/components/financing-account/financing-leads-screen';
import type { CursorListContext } from '@/machines/cursor-list';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { useFinancingLeads } from '@/machines/financing-leads/use-financing-leads';
import { findRegisteredMachine } from '@/machines/registry';
import type { FinancingAccount_Lead } from '@/lib/graphql/generated/operations';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { cursorListEvents, cursorListStates, listRows } from './cursor-list-screen';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as CursorListContext<FinancingAccount_Lead, null>;

/** The cells of each fixture lead (financing-leads.registry.ts), written out, and its links. */
const ROWS: Record<string, { cells: readonly string[]; links: readonly [string, string | null][]; status: string }> = {
  'FIN-DEMO0001': {
    cells: [
      '27.11.2026FIN-DEMO0001',
      'Ioana Dumitrescu0722123456ioana.dumitrescu@exemplu.ro',
      'Volkswagen Golf 2019',
      'Credit45.000 leiAvans5.000 leiDurata (luni)48Rata lunară1.275,39 leiDAE17,46 %',
    ],
    links: [
      ['0722123456', 'tel:0722123456'],
      ['ioana.dumitrescu@exemplu.ro', 'mailto:ioana.dumitrescu@exemplu.ro'],
      ['Volkswagen Golf 2019', '/autoturisme/anunt/3'],
    ],
    status: 'NEW',
  },
  'FIN-DEMO0002': {
    cells: [
      '26.11.2026FIN-DEMO0002',
      'Mihai Stănescu0745987654mihai.stanescu@exemplu.ro',
      'Volkswagen Golf 2019',
      'Credit45.000 leiAvans5.000 leiDurata (luni)48Rata lunară1.275,39 leiDAE17,46 %',
    ],
    links: [
      ['0745987654', 'tel:0745987654'],
      ['mihai.stanescu@exemplu.ro', 'mailto:mihai.stanescu@exemplu.ro'],
      ['Volkswagen Golf 2019', '/autoturisme/anunt/3'],
    ],
    status: 'CONTACTED',
  },
  'FIN-DEMO0003': {
    cells: [
      '20.11.2026FIN-DEMO0003',
      'Cristina Țurcanu0211234567cristina.turcanu@exemplu.ro',
      'Anunț șters',
      'Credit30.000 leiAvans—Durata (luni)60Rata lunară732,73 leiDAE17,46 %',
    ],
    links: [
      ['0211234567', 'tel:0211234567'],
      ['cristina.turcanu@exemplu.ro', 'mailto:cristina.turcanu@exemplu.ro'],
    ],
    status: 'CLOSED',
  },
};

describeFlow(findRegisteredMachine('financingLeads')!, (_scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useFinancingLeads(actors),
    (view) => <FinancingLeadsScreen view={view} />,
  );
  const expectRows = (snapshot: FlowSnapshot) => {
    const rows = listRows('data-lead');
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(rows.length > 0 ? ['Data', 'Solicitant', 'Anunț', 'Finanțare', 'Stare'] : []);
    ctx(snapshot).items.forEach((lead, i) => {
      const expected = ROWS[lead.reference]!;
      const cells = [...rows[i]!.querySelectorAll('td')];
      expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual(expected.cells);
      expect([...rows[i]!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
        expected.links,
      );
      const status = rows[i]!.querySelector('select')!;
      expect(status.value).toBe(expected.status);
      expect(status).toHaveAttribute('aria-label', `Starea cererii ${lead.reference}`);
    });
  };
  const expectEmpty = (_snapshot: FlowSnapshot, empty: boolean) => {
    const text = document.body.textContent ?? '';
    expect(text.includes('Nu ai încă niciun lead.')).toBe(empty);
    expect(text.includes('când un cumpărător trimite o cerere de finanțare')).toBe(empty);
    const links = [...document.querySelectorAll('a')].filter((a) => !a.closest('[data-lead]'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      empty ? [['Setările de finanțare', '/contul-meu/finantare']] : [],
    );
  };
  const events = {
    ...cursorListEvents(harness),
    'filter.change': () => {
      throw new Error('the leads have no filter to change');
    },
  };
  return {
    params: { events, states: cursorListStates('data-lead', expectRows, expectEmpty) },
    dispose: harness.dispose,
  };
});
