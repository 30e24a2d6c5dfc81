/** Direct tests of what the generated paths do not look at: what the application call is given. */
import { createActor, fromPromise, waitFor } from 'xstate';
import { CARD_INPUT, DEALER_INPUT } from './financing.fixtures';
import { financingMachine } from './financing.machine';
import type { ApplicationReceipt, LoanApplication, LoanSimulatorInput } from './financing.types';

async function apply(input: LoanSimulatorInput, edits: (send: (value: string) => void) => void) {
  const sent: LoanApplication[] = [];
  const machine = financingMachine.provide({
    actors: {
      submitApplication: fromPromise<ApplicationReceipt, LoanApplication>(({ input: application }) => {
        sent.push(application);
        return Promise.resolve({ reference: 'FIN-1' });
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  edits((value) => actor.send({ type: 'field.change', field: 'downPayment', value }));
  actor.send({ type: 'application.start' });
  actor.send({ type: 'applicant.change', field: 'name', value: '  Ana Popescu ' });
  actor.send({ type: 'applicant.change', field: 'phone', value: '0722 123 456 ' });
  actor.send({ type: 'applicant.change', field: 'email', value: ' ana@example.ro' });
  actor.send({ type: 'application.submit' });
  await waitFor(actor, (s) => s.matches('submitted'));
  actor.stop();
  return sent;
}

const APPLICANT = { name: 'Ana Popescu', phone: '0722 123 456', email: 'ana@example.ro' };

describe('the application call', () => {
  it('gets the card simulation without a down payment, and the trimmed contact details', async () => {
    expect(await apply(CARD_INPUT, () => {})).toEqual([
      {
        entryPoint: 'LISTING_AD_CARD',
        advertId: 'ad-1',
        financingType: 'NATIVE_BROKER',
        credit: 50_000,
        downPayment: null,
        term: 60,
        monthlyInstalment: 1221.22,
        daePercent: 17.46,
        applicant: APPLICANT,
      },
    ]);
  });

  it('gets the dealer simulation with the down payment typed and the credit that follows from it', async () => {
    const [sent] = await apply(DEALER_INPUT, (downPayment) => downPayment('5.000'));
    expect(sent).toMatchObject({ financingType: 'DEALER_FINANCING', credit: 16_500, downPayment: 5000, term: 48 });
    expect(sent?.monthlyInstalment).toBe(469.31);
  });

  it('does not start an application from a simulation with a problem', () => {
    const actor = createActor(financingMachine, { input: CARD_INPUT }).start();
    actor.send({ type: 'field.change', field: 'credit', value: '500' });
    actor.send({ type: 'application.start' });
    expect(actor.getSnapshot().value).toBe('simulating');
    actor.stop();
  });
});

describe('a failed application', () => {
  async function failWith(error: Error) {
    const machine = financingMachine.provide({
      actors: {
        submitApplication: fromPromise<ApplicationReceipt, LoanApplication>(() => Promise.reject(error)),
      },
    });
    const actor = createActor(machine, { input: CARD_INPUT }).start();
    actor.send({ type: 'application.start' });
    for (const [field, value] of Object.entries(APPLICANT))
      actor.send({ type: 'applicant.change', field: field as keyof typeof APPLICANT, value });
    actor.send({ type: 'application.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'application.cancel' });
    const back = actor.getSnapshot().context;
    actor.stop();
    return { failed: failed.context, back };
  }

  it("shows the server's refusal with its values, and keeps the details", async () => {
    const { failed, back } = await failWith(
      Object.assign(new Error('refused'), {
        refusalKey: 'financing:errors.creditRange',
        values: { min: '1.500', max: '200.000' },
      }),
    );
    expect([failed.error, failed.errorValues]).toEqual([
      'financing:errors.creditRange',
      { min: '1.500', max: '200.000' },
    ]);
    expect(failed.applicant).toEqual(APPLICANT);
    expect([back.error, back.errorValues, back.applicant]).toEqual([null, null, APPLICANT]);
  });

  it('shows anything else as the general failure', async () => {
    const { failed } = await failWith(new Error('network'));
    expect([failed.error, failed.errorValues]).toEqual(['financing:errors.applicationFailed', null]);
  });
});
