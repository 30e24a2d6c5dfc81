// @vitest-environment jsdom
/**
 * Generated paths of the dialog stack, walked on the machine and through StackedDialog: the top
 * dialog has focus and takes Escape, lower ones are inert, focus leaves with the last one.
 */
import { act, fireEvent } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { DialogStackProvider, StackedDialog, type DialogStackView } from '@/components/ui/dialogs/dialog-stack';
import type { DialogsContext, DialogsEvent, DialogsInput } from '@/machines/dialogs/dialogs.types';
import { useDialogs } from '@/machines/dialogs/use-dialogs';
import { findRegisteredMachine } from '@/machines/registry';
import { describeFlow } from './describe-flow';
import { allWithRole, buttonNamed, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';
import { missingUiKeys, renderUi, resetMissingUiKeys } from './render-ui';

beforeEach(resetMissingUiKeys);
afterEach(() => expect(missingUiKeys()).toEqual([]));

const TITLES: Record<string, string> = { contact: 'Contactează vânzătorul', report: 'Raportează anunțul' };

function Harness({ input, expose }: { input: DialogsInput; expose: (view: DialogStackView) => void }) {
  const view = useDialogs(input);
  expose(view);
  const opener = (id: string) => (
    <button type="button" onClick={() => view.open(id)}>
      {TITLES[id]}
    </button>
  );
  return (
    <DialogStackProvider view={view}>
      <main>
        {opener('contact')}
        {opener('report')}
      </main>
      <StackedDialog id="contact" title={TITLES.contact!}>
        <textarea aria-label="Mesaj" />
        {opener('report')}
      </StackedDialog>
      <StackedDialog id="report" title={TITLES.report!}>
        {opener('contact')}
      </StackedDialog>
    </DialogStackProvider>
  );
}

const dialogFor = (id: string) => document.querySelector<HTMLElement>(`[data-dialog-id="${id}"]`);

describeFlow(findRegisteredMachine('dialogs')!, (scenario) => {
  let current: DialogStackView | null = null;
  const view = renderUi(<Harness input={scenario.input as DialogsInput} expose={(stack) => (current = stack)} />);
  const events: Record<DialogsEvent['type'], (step: { event: EventObject }) => void> = {
    DIALOG_OPEN: ({ event }) => {
      const { id } = event as DialogsEvent;
      const top = current?.openIds.at(-1);
      const scope = top ? dialogFor(top)! : document.querySelector('main')!;
      const button = theButtonNamed(scope, TITLES[id]!);
      act(() => button.focus());
      fireEvent.click(button);
    },
    DIALOG_CLOSE: ({ event }) => {
      const { id } = event as DialogsEvent;
      if (current?.openIds.at(-1) === id) {
        // The user's way out of the top dialog: Escape wherever focus is inside it.
        fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      } else {
        // A dialog below the top cannot be reached by the user; code closes it.
        act(() => current?.close(id));
      }
    },
  };
  return {
    params: {
      events,
      states: {
        none: () => {
          expect(allWithRole(document, 'dialog')).toEqual([]);
          expect(document.activeElement?.closest('[role="dialog"]') ?? null).toBeNull();
        },
        some: (snapshot: FlowSnapshot) => {
          const { openIds } = snapshot.context as DialogsContext;
          const shown = allWithRole(document, 'dialog').map(
            (dialog) => dialog.closest<HTMLElement>('[data-dialog-id]')!.dataset.dialogId,
          );
          expect([...shown].sort()).toEqual([...openIds].sort());
          openIds.forEach((id, level) => {
            const wrapper = dialogFor(id)!;
            const dialog = wrapper.querySelector('[role="dialog"]')!;
            expect(dialog).toHaveAttribute('aria-modal', 'true');
            expect(dialog).toHaveAccessibleName(TITLES[id]!);
            expect(wrapper.querySelector<HTMLElement>('[role="dialog"]')!.parentElement!.style.zIndex).toBe(
              String(1000 + level),
            );
            const isTop = level === openIds.length - 1;
            expect(wrapper.hasAttribute('inert')).toBe(!isTop);
            if (isTop) expect(dialog.contains(document.activeElement)).toBe(true);
            expect(buttonNamed(dialog, 'Închide')).not.toBeNull();
          });
        },
      },
    },
    dispose: () => view.unmount(),
  };
});
