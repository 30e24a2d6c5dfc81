// @vitest-environment jsdom
/**
 * The identity-step pieces with plain props: the register's data written into the form as
 * PostingValues (the autofill), the 'sandbox' label, and the consent checkbox with its explanation.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { RegisterPatch } from '@/lib/vehicle-check/register-patch';
import { registerPatch } from '@/lib/vehicle-check/register-patch';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { RegisterConsent } from './register-consent';
import { RegisterDataPanel } from './register-data';
import { RegisterStatusNote } from './register-status';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const DATA = {
  makeId: 6,
  makeName: 'Volkswagen',
  modelId: 61,
  modelName: 'Golf',
  year: 2003,
  fuelType: 'DIESEL' as const,
  engineCapacity: 1896,
  enginePower: 101,
  firstRegistration: '2003-05',
  countyCode: 'CJ',
  sandbox: true,
};

describe('registerPatch', () => {
  it('gives the form values the register knows, as the form holds them', () => {
    expect(registerPatch(DATA)).toEqual({
      makeId: 6,
      modelId: 61,
      year: '2003',
      fuelType: 'diesel',
      engineCapacity: '1896',
      enginePower: '101',
      firstRegistration: '2003-05',
    });
  });

  it('leaves out what the register does not know', () => {
    expect(
      registerPatch({ ...DATA, modelId: null, fuelType: null, engineCapacity: null, firstRegistration: null }),
    ).toEqual({ makeId: 6, year: '2003', enginePower: '101' });
  });
});

describe('RegisterDataPanel', () => {
  it("shows the register's data labelled sandbox and fills the form on request", () => {
    const fills: RegisterPatch[] = [];
    renderWithProviders(<RegisterDataPanel data={DATA} onFill={(data) => fills.push(registerPatch(data))} />);
    const panel = screen.getByRole('region', { name: 'Date din registrul național' });
    expect(panel).toHaveTextContent('sandbox');
    expect(panel).toHaveTextContent('Registru de test (sandbox)');
    for (const text of ['Volkswagen Golf', 'Anul 2003', 'Diesel', '1896 cm³', '101 CP', 'Prima înmatriculare: 2003-05'])
      expect(screen.getByText(text)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Completează formularul cu aceste date' }));
    expect(fills).toEqual([registerPatch(DATA)]);
    expect(screen.getByRole('status')).toHaveTextContent('Am completat formularul cu datele din registru.');
  });

  it('says when the register has no match, without a button', () => {
    renderWithProviders(<RegisterDataPanel data={null} onFill={() => {}} />);
    expect(screen.getByText('Registrul național nu are date pentru acest vehicul.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('RegisterConsent', () => {
  function Harness() {
    const [checked, setChecked] = useState(false);
    return <RegisterConsent checked={checked} onChange={setChecked} />;
  }

  it('is a labelled checkbox explaining the 2 business days and the sandbox', () => {
    renderWithProviders(<Harness />);
    const box = screen.getByRole('checkbox', { name: /Vreau insigna „Date verificate”/ });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/cel mult 2 zile lucrătoare/);
    expect(box).toHaveAccessibleDescription(/registru de test \(sandbox\)/);
    fireEvent.click(box);
    expect(box).toBeChecked();
  });
});

describe('RegisterStatusNote', () => {
  it.each([
    ['pending', true, 'Verificare în registrul național în curs: răspunsul vine în cel mult 2 zile lucrătoare.sandbox'],
    ['pending', false, 'Verificarea în registrul național începe după activarea anunțului.sandbox'],
    ['verified', true, 'Date verificate: datele anunțului corespund registrului național.sandbox'],
    ['failed', true, 'Datele nu corespund registrului național: anunțul nu primește insigna „Date verificate”.sandbox'],
    ['no_consent', true, 'Fără verificare în registrul național: nu ți-ai dat acordul.'],
  ] as const)('%s (active %s) says so', (status, active, text) => {
    const { container } = renderWithProviders(<RegisterStatusNote status={status} active={active} />);
    expect(container).toHaveTextContent(text);
  });

  it('says nothing when no check was asked', () => {
    const { container } = renderWithProviders(<RegisterStatusNote status={null} active />);
    expect(container).toBeEmptyDOMElement();
  });
});
