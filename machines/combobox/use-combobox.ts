/**
 * useCombobox(input): runs the searchable select machine for one form field and returns the view
 * API of ComboboxField. The device travels with each focus, so the right hint (list or suffix)
 * follows a resized window.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { ComboboxFieldView } from '@/components/ui/combobox/combobox-view';
import type { Device } from '@/lib/device/device-class';
import { useDevice } from '@/lib/device/use-device';
import { firstCompletion, matchSuggestions } from '@/lib/select/suggestions';
import { flowInspector } from '../flow-inspector';
import { comboboxMachine } from './combobox.machine';
import type { ComboboxInput } from './combobox.types';

type ComboboxSnapshot = SnapshotFrom<typeof comboboxMachine>;
type ComboboxData = Pick<
  ComboboxFieldView,
  | 'label'
  | 'name'
  | 'query'
  | 'value'
  | 'showsList'
  | 'suggestions'
  | 'activeSuggestion'
  | 'completion'
  | 'canClear'
  | 'canConfirm'
>;

/** The data part of the view, derived from one snapshot. */
export function comboboxViewData(snapshot: ComboboxSnapshot): ComboboxData {
  const { context } = snapshot;
  const showsList = snapshot.matches({ focused: 'suggesting' });
  const hinting = snapshot.matches({ focused: 'hinting' });
  return {
    label: context.label,
    name: context.name,
    query: context.query,
    value: context.value,
    showsList,
    suggestions: matchSuggestions(context.suggestions, context.query),
    activeSuggestion: context.activeSuggestion,
    completion: hinting ? firstCompletion(context.suggestions, context.query) : null,
    canClear: context.query !== '' || context.value !== '',
    canConfirm: showsList || hinting || (snapshot.matches('focused') && context.query.trim() !== context.value),
  };
}

/** Options of useCombobox. */
export interface UseComboboxOptions {
  /** Overrides the device context (tests, the explorer). */
  readonly device?: Device;
}

/** Runs one combobox. `input` is read once, when the field mounts. */
export function useCombobox(input: ComboboxInput, options: UseComboboxOptions = {}): ComboboxFieldView {
  const contextDevice = useDevice();
  const device = options.device ?? contextDevice;
  const actor = useActorRef(comboboxMachine, { input, inspect: flowInspector });
  const data = useSelector(actor, comboboxViewData);
  const intents = useMemo(
    () => ({
      blur: () => actor.send({ type: 'input.blur' }),
      changeQuery: (query: string) => actor.send({ type: 'query.change', query }),
      highlightNext: () => actor.send({ type: 'highlight.next' }),
      highlightPrevious: () => actor.send({ type: 'highlight.previous' }),
      confirm: () => actor.send({ type: 'value.confirm' }),
      choose: (suggestion: string) => actor.send({ type: 'suggestion.choose', suggestion }),
      acceptCompletion: () => actor.send({ type: 'suggestion.accept' }),
      closeList: () => actor.send({ type: 'list.close' }),
      clear: () => actor.send({ type: 'value.clear' }),
    }),
    [actor],
  );
  const focus = useMemo(() => () => actor.send({ type: 'input.focus', device }), [actor, device]);
  return { ...data, ...intents, focus, isListDevice: device === 'desktop' };
}
