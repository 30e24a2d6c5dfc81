/**
 * State checks shared by the auth form walks: a field shows the machine's value and error, the
 * alert shows the machine's failure, the submit button says whether the call runs.
 */
import { screen } from '@testing-library/react';
import { translateAuthKey } from './auth-harness';

/** The labelled input holds `value`; its error (or none) is announced through aria-describedby. */
export function expectField(label: string, value: string, errorKey: string | undefined): void {
  const input = screen.getByLabelText(label);
  expect(input).toHaveValue(value);
  if (errorKey) {
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(translateAuthKey(errorKey)) as string);
  } else {
    expect(input).not.toHaveAttribute('aria-invalid');
  }
}

/** The role="alert" box shows the failure's translated message, or there is none. */
export function expectFormAlert(errorKey: string | null): void {
  const alert = document.querySelector('[role="alert"]');
  if (!errorKey) {
    expect(alert).toBeNull();
    return;
  }
  expect(alert).toHaveAttribute('data-error-key', errorKey);
  expect(alert).toHaveTextContent(translateAuthKey(errorKey));
}

/** The submit button has this label and is disabled exactly while busy (`disabled`: another call runs). */
export function expectSubmit(label: string, busy: boolean, disabled = busy): void {
  const button = document.querySelector<HTMLButtonElement>('button[type="submit"]');
  expect(button).toHaveTextContent(label);
  expect(button?.disabled).toBe(disabled);
  if (busy) expect(button).toHaveAttribute('aria-busy', 'true');
  else expect(button).not.toHaveAttribute('aria-busy');
}
