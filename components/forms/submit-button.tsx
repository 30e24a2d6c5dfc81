/**
 * The form's main button; while its call runs it is disabled and says so (aria-busy). `disabled`
 * also turns it off while another call of the same screen runs.
 */
import buttons from '@/components/ui/button.module.css';

/** Props of SubmitButton. */
export interface SubmitButtonProps {
  readonly label: string;
  readonly busyLabel: string;
  readonly busy: boolean;
  readonly disabled?: boolean;
}

export function SubmitButton({ label, busyLabel, busy, disabled = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`${buttons.button} ${buttons.primary} ${buttons.block}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
