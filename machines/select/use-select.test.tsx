// @vitest-environment jsdom
/**
 * SelectField inside a plain GET form: what the browser would submit. (Every state of the field
 * is walked in model-tests/select.model.test.tsx; this is the form contract the listing relies on.)
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SelectField } from '@/components/ui/select/select-field';
import { ALL_KEY } from '@/lib/select/select-option';
import { uiI18n } from '@/model-tests/render-ui';
import { FUEL_INPUT, MAKE_INPUT } from './select.fixtures';
import type { SelectInput } from './select.types';
import { useSelect } from './use-select';

function Form({ input, device = 'desktop' }: { input: SelectInput; device?: 'desktop' | 'mobile' }) {
  const view = useSelect(input, { device });
  return (
    <form aria-label="filtre" action="/autoturisme" method="get">
      <SelectField view={view} />
    </form>
  );
}

function renderForm(input: SelectInput, device?: 'desktop' | 'mobile', locale: 'ro' | 'en' = 'ro') {
  return render(
    <I18nextProvider i18n={uiI18n(locale)}>
      <Form input={input} device={device} />
    </I18nextProvider>,
  );
}

const submitted = (name: string) => new FormData(screen.getByRole<HTMLFormElement>('form')).getAll(name);

describe('SelectField in a GET form', () => {
  it('submits the selected ids under the field name, from the first (server) render', () => {
    renderForm({ ...FUEL_INPUT, selected: ['electric', 'petrol'] });
    expect(submitted('fuel')).toEqual(['petrol', 'electric']);
    expect(screen.getByRole('combobox', { name: 'Combustibil' })).toHaveValue('Benzină');
    expect(screen.getByText('+1')).toBeInTheDocument();
  });

  it("submits every id after 'select all', never the 'all' key", () => {
    renderForm(FUEL_INPUT);
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: 'Selectează tot' }));
    expect(submitted('fuel')).toEqual(['petrol', 'diesel', 'electric']);
    expect(submitted('fuel')).not.toContain(ALL_KEY);
  });

  it('submits nothing after clearing', () => {
    renderForm({ ...FUEL_INPUT, selected: ['diesel'] });
    fireEvent.click(screen.getByRole('button', { name: 'Golește „Combustibil”' }));
    expect(submitted('fuel')).toEqual([]);
  });

  it('starts a search with what is typed into the closed field', () => {
    renderForm({ ...FUEL_INPUT, selected: ['diesel'] });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Dieselele' } });
    expect(screen.getByRole('combobox')).toHaveValue('ele');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Electric'),
    ]);
  });

  it('shows the dialog search box from 20 options and a mobile trigger with the first selected label', () => {
    renderForm(MAKE_INPUT, 'mobile');
    fireEvent.click(screen.getByRole('button', { name: 'Marcă Dacia' }));
    expect(screen.getByRole('combobox', { name: 'Caută' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Golește' })).toBeNull();
  });

  it('speaks English with the English catalogue', () => {
    renderForm(FUEL_INPUT, 'desktop', 'en');
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', 'Choose');
  });
});
