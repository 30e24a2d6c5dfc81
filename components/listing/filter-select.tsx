/**
 * A listing filter drawn by the select field machine (issue 3): inline combobox on desktop,
 * full-screen dialog on phones, and hidden inputs so the GET form submits the choice. `onChange`
 * hears each committed selection (after the hidden inputs show it), so the listing applies it.
 */
import { useEffect, useRef } from 'react';
import { SelectField } from '@/components/ui/select/select-field';
import type { SelectMode, SelectOption } from '@/lib/select/select-option';
import { useSelect } from '@/machines/select/use-select';
import { useDevice } from '@/lib/device/use-device';

/** Props of FilterSelect. */
export interface FilterSelectProps {
  readonly name: string;
  readonly label: string;
  readonly mode: SelectMode;
  readonly options: readonly SelectOption[];
  readonly selected: readonly string[];
  readonly onChange?: () => void;
}

/** Mount it with a `key` that changes with its options: the machine reads its input once. */
export function FilterSelect({ name, label, mode, options, selected, onChange }: FilterSelectProps) {
  const device = useDevice();
  const view = useSelect({ name, label, mode, options, selected, device });
  const chosen = view.selectedIds.join(',');
  const first = useRef(chosen);
  useEffect(() => {
    if (chosen === first.current) return;
    first.current = chosen;
    onChange?.();
  }, [chosen, onChange]);
  return <SelectField view={view} />;
}
