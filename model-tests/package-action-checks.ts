/**
 * What every packages page (new-packaging, benefits/{tab}, subscriptions/{tab}) shows in the
 * package-action machine's states, and the executors of the events they share; each model test
 * adds the page's own content and its 'choice.pick' button.
 */
import { fireEvent } from '@testing-library/react';
import type { PackageActionContext } from '@/machines/package-action.types';
import type { ScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { oneWithRole, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

/** The snapshot's context. */
export const actionContext = (snapshot: FlowSnapshot) =>
  snapshot.context as PackageActionContext<Readonly<Record<string, string>>>;

/** The error texts of the fixtures' failures (Romanian). */
const ERROR_TEXT: Readonly<Record<string, string>> = {
  'errors:billing.accountBlocked': 'Contul este blocat pentru o factură neplătită.',
  'payments:packages.errors.failed': 'Schimbarea nu s-a putut face (conexiune). Alegerea ta a rămas',
};

const dialog = () => oneWithRole(document, 'dialog');
const doneNotice = () => document.querySelector('[data-done]');

/** The executors of the events every packages page shares. */
export function sharedExecutors<View>(harness: ScreenHarness<View>, confirmLabel: string) {
  return {
    'load.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
    'choice.confirm': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, confirmLabel))),
    'choice.dismiss': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Renunță'))),
    ...harness.settling(['load', 'submit', 'refresh']),
  };
}

/** The checks of the shared states; `ready` checks the page's content, `dialogText` the dialog's words. */
export function sharedStates(options: {
  confirmLabel: string;
  ready: (snapshot: FlowSnapshot) => void;
  dialogText: (snapshot: FlowSnapshot) => string;
}) {
  const inDialog = (snapshot: FlowSnapshot) => {
    const context = actionContext(snapshot);
    const open = dialog();
    expect(open).not.toBeNull();
    expect(open).toHaveTextContent(options.dialogText(snapshot));
    const alert = open?.querySelector('[role="alert"]');
    if (context.actionError) expect(alert).toHaveTextContent(ERROR_TEXT[context.actionError] ?? '?');
    else expect(alert ?? null).toBeNull();
  };
  return {
    loading: () => {
      expect(document.querySelector('[role="status"][aria-busy="true"]')).toHaveTextContent('Se încarcă…');
      expect(document.querySelector('[data-package], [data-subscription], [data-benefits]')).toBeNull();
      expect(dialog()).toBeNull();
    },
    failed: () => {
      expect(theOneWithRole(document, 'alert')).toHaveTextContent(
        'Nu am putut încărca pachetele și abonamentele. Verifică conexiunea și încearcă din nou.',
      );
      expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
      expect(document.querySelector('[data-package], [data-subscription], [data-benefits]')).toBeNull();
    },
    ready: (snapshot: FlowSnapshot) => {
      expect(dialog()).toBeNull();
      expect(doneNotice() !== null).toBe(actionContext(snapshot).done !== null);
      options.ready(snapshot);
    },
    confirming: (snapshot: FlowSnapshot) => {
      inDialog(snapshot);
      expect(theButtonNamed(document, options.confirmLabel)).toBeEnabled();
      expect(theButtonNamed(document, 'Renunță')).toBeEnabled();
    },
    submitting: (snapshot: FlowSnapshot) => {
      inDialog(snapshot);
      const busy = theButtonNamed(document, 'Se trimite…');
      expect(busy).toBeDisabled();
      expect(busy).toHaveAttribute('aria-busy', 'true');
    },
    refreshing: () => {
      expect(dialog()).toBeNull();
      expect(doneNotice()).not.toBeNull();
    },
  };
}
