/**
 * useSelect(input): runs the select field machine for one field and returns the view API the
 * SelectField component renders. The device comes from the device context (or `options.device`)
 * and travels with each opening, so a rotated phone or resized window opens the right layout.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SelectFieldView } from '@/components/ui/select/select-view';
import type { Device } from '@/lib/device/device-class';
import { useDevice } from '@/lib/device/use-device';
import { filterOptions, showsSelectAll } from '@/lib/select/select-filter';
import { ALL_KEY } from '@/lib/select/select-option';
import { badgeCount, canClearSelection, firstSelectedOption, selectAllState } from '@/lib/select/select-selection';
import { flowInspector } from '../flow-inspector';
import { selectMachine } from './select.machine';
import type { SelectInput } from './select.types';

type SelectSnapshot = SnapshotFrom<typeof selectMachine>;
type SelectData = Omit<
  SelectFieldView,
  | 'isInlineDevice'
  | 'open'
  | 'close'
  | 'changeQuery'
  | 'highlightNext'
  | 'highlightPrevious'
  | 'submit'
  | 'toggle'
  | 'clear'
  | 'confirm'
  | 'back'
>;

function presentationOf(snapshot: SelectSnapshot): SelectFieldView['presentation'] {
  if (snapshot.matches('inline')) return 'inline';
  if (snapshot.matches('dialog')) return 'dialog';
  if (snapshot.matches('autoSelecting')) return snapshot.context.device === 'desktop' ? 'inline' : 'dialog';
  return 'closed';
}

/** The data part of the view, derived from one snapshot (memoised per snapshot by useSelector). */
export function selectViewData(snapshot: SelectSnapshot): SelectData {
  const { context } = snapshot;
  const presentation = presentationOf(snapshot);
  const working = presentation === 'dialog' ? context.draft : context.selected;
  const first = firstSelectedOption(context.options, context.selected);
  return {
    label: context.label,
    name: context.name,
    isMultiple: context.mode === 'multiple',
    selectedIds: context.selected,
    displayText: first?.label ?? null,
    badgeCount: badgeCount(context.selected),
    canClear: presentation === 'closed' && canClearSelection(context, context.selected),
    presentation,
    isAutoSelecting: snapshot.matches('autoSelecting'),
    query: context.query,
    showsSearch: context.options.length >= context.searchThreshold,
    selectAll: showsSelectAll(context.options, context.query, context.mode)
      ? { state: selectAllState(context.options, working), isActive: context.activeId === ALL_KEY }
      : null,
    rows: filterOptions(context.options, context.query).map((option) => ({
      ...option,
      isSelected: working.includes(option.id),
      isActive: context.activeId === option.id,
    })),
    activeRowId: context.activeId,
    showsDialogClear: !context.disallowEmptySelection,
    canClearDraft: canClearSelection(context, context.draft),
  };
}

/** Options of useSelect. */
export interface UseSelectOptions {
  /** Overrides the device context (tests, the explorer). */
  readonly device?: Device;
}

/** Runs one select field. `input` is read once, when the field mounts. */
export function useSelect(input: SelectInput, options: UseSelectOptions = {}): SelectFieldView {
  const contextDevice = useDevice();
  const device = options.device ?? contextDevice;
  const actor = useActorRef(selectMachine, { input, inspect: flowInspector });
  const data = useSelector(actor, selectViewData);
  const intents = useMemo(
    () => ({
      close: () => actor.send({ type: 'field.close' }),
      changeQuery: (query: string) => actor.send({ type: 'query.change', query }),
      highlightNext: () => actor.send({ type: 'highlight.next' }),
      highlightPrevious: () => actor.send({ type: 'highlight.previous' }),
      submit: () => actor.send({ type: 'query.submit' }),
      toggle: (id: string) => actor.send({ type: 'option.toggle', id }),
      clear: () => actor.send({ type: 'selection.clear' }),
      confirm: () => actor.send({ type: 'dialog.confirm' }),
      back: () => actor.send({ type: 'dialog.back' }),
    }),
    [actor],
  );
  const open = useMemo(() => () => actor.send({ type: 'field.open', device }), [actor, device]);
  return { ...data, ...intents, open, isInlineDevice: device === 'desktop' };
}
