// @vitest-environment jsdom
/**
 * Generated paths of the access-restricted dialog, walked on the machine and through
 * AccessRestrictedDialog.
 */
import { fireEvent } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { AccessRestrictedDialog } from '@/components/ui/access-restricted/access-restricted-dialog';
import type {
  AccessRestrictedEvent,
  AccessRestrictedInput,
} from '@/machines/access-restricted/access-restricted.types';
import { useAccessRestricted } from '@/machines/access-restricted/use-access-restricted';
import { findRegisteredMachine } from '@/machines/registry';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed, theOneWithRole } from './dom-queries';
import { missingUiKeys, renderUi, resetMissingUiKeys } from './render-ui';

beforeEach(resetMissingUiKeys);
afterEach(() => expect(missingUiKeys()).toEqual([]));

function Harness({ input }: { input: AccessRestrictedInput }) {
  const view = useAccessRestricted(input);
  return (
    <>
      <button type="button" onClick={view.open}>
        Facturi
      </button>
      <AccessRestrictedDialog view={view} />
    </>
  );
}

describeFlow(findRegisteredMachine('accessRestricted')!, (scenario) => {
  const view = renderUi(<Harness input={scenario.input as AccessRestrictedInput} />);
  const events: Record<AccessRestrictedEvent['type'], (step: { event: EventObject }) => void> = {
    'accessDialog.open': () => fireEvent.click(theButtonNamed(document, 'Facturi')),
    'accessDialog.close': () => fireEvent.click(theButtonNamed(document, 'Am înțeles')),
  };
  return {
    params: {
      events,
      states: {
        closed: () => expect(oneWithRole(document, 'dialog')).toBeNull(),
        open: () => {
          const dialog = theOneWithRole(document, 'dialog');
          expect(dialog).toHaveAttribute('aria-modal', 'true');
          expect(dialog).toHaveAccessibleName('Acces restricționat');
          expect(dialog).toHaveAccessibleDescription(/Nu ai permisiunile necesare/u);
          expect(document.activeElement).toBe(theButtonNamed(dialog, 'Am înțeles'));
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
