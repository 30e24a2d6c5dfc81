// @vitest-environment jsdom
/**
 * Generated paths of the unsubscribe page (/cautari-salvate/unsubscribe/{hash}), walked on the
 * machine and through UnsubscribeScreen with the real hook (parked call): nothing changes until the
 * button is pressed, the confirmation names the search with a link to manage saved searches, a bad
 * link is explained with ways out, a failure offers a retry.
 */
import { fireEvent, within } from '@testing-library/react';
import { UnsubscribeScreen } from '@/components/saved-searches/unsubscribe-page';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import type {
  SavedSearchUnsubscribeContext,
  SavedSearchUnsubscribeInput,
} from '@/machines/saved-search-unsubscribe/saved-search-unsubscribe.types';
import { useSavedSearchUnsubscribe } from '@/machines/saved-search-unsubscribe/use-saved-search-unsubscribe';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { buttonNamed, oneWithRole, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ACTION = 'Dezabonează-mă de la alerte';
const manageLink = () => within(document.body).queryByRole('link', { name: 'Gestionează căutările salvate' });

describeFlow(findRegisteredMachine('savedSearchUnsubscribe')!, (scenario, flow) => {
  const input = scenario.input as SavedSearchUnsubscribeInput;
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useSavedSearchUnsubscribe(input, { actors }),
    (view) => <UnsubscribeScreen view={view} />,
  );
  const events = {
    'unsubscribe.confirm': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, ACTION))),
    'unsubscribe.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
    ...harness.settling(['unsubscribe']),
  };
  return {
    params: {
      events,
      states: {
        asking: () => {
          expect(document.querySelector('h1')).toHaveTextContent('Dezabonare de la alerte');
          expect(document.body).toHaveTextContent('Nu vei mai primi e-mailuri cu anunțurile noi');
          expect(theButtonNamed(document, ACTION)).toBeEnabled();
          expect(oneWithRole(document, 'alert')).toBeNull();
          expect(manageLink()).toBeNull();
        },
        unsubscribing: () => {
          const button = theButtonNamed(document, 'Se opresc alertele…');
          expect(button).toBeDisabled();
          expect(button).toHaveAttribute('aria-busy', 'true');
        },
        unsubscribed: (snapshot: FlowSnapshot) => {
          const { name } = snapshot.context as SavedSearchUnsubscribeContext;
          expect(theOneWithRole(document, 'status')).toHaveTextContent(`Nu mai primești alerte pentru «${name}».`);
          expect(manageLink()).toHaveAttribute('href', '/cautari-salvate');
          expect(buttonNamed(document, ACTION)).toBeNull();
        },
        badLink: () => {
          expect(theOneWithRole(document, 'alert')).toHaveTextContent('Linkul de dezabonare nu este valid.');
          expect(manageLink()).toHaveAttribute('href', '/cautari-salvate');
          expect(within(document.body).getByRole('link', { name: 'Mergi la prima pagină' })).toHaveAttribute(
            'href',
            '/',
          );
          expect(buttonNamed(document, ACTION)).toBeNull();
          expect(document.activeElement).toBe(document.querySelector('h1'));
        },
        failed: () => {
          expect(theOneWithRole(document, 'alert')).toHaveTextContent(
            'Modificarea nu a putut fi salvată. Verifică conexiunea și încearcă din nou.',
          );
          expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
        },
      },
    },
    dispose: harness.dispose,
  };
});
