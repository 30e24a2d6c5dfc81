/**
 * SPEC properties of the access-restricted dialog (§2.6): an open/closed flag the screen opens
 * and the user closes.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { accessRestrictedMachine } from './access-restricted.machine';

export const ACCESS_RESTRICTED_PROPERTIES = defineFlowProperties(accessRestrictedMachine, {
  id: 'accessRestricted',
  invariants: [
    {
      name: 'the dialog is either open or closed',
      check: (snapshot) => snapshot.matches('open') !== snapshot.matches('closed'),
    },
  ],
  rules: [
    { event: 'accessDialog.open', name: 'opening shows the dialog', check: (_before, after) => after.matches('open') },
    {
      event: 'accessDialog.close',
      name: 'closing hides the dialog for good',
      check: (_before, after) => after.matches('closed'),
    },
  ],
});
