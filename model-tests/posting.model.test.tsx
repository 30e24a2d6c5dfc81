// @vitest-environment jsdom
/**
 * Generated paths of the posting wizard, walked on the machine and through PostingWizard with the
 * real hook (parked calls, fake timers for the autosave's delays). Every event is a person's
 * action: typing the price, 'Continuă', 'Înapoi', a step of the list or 'Editează anunțul',
 * 'Continuă cu activarea anunțului', 'Reîncarcă lista', the browser coming back online.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { PostingWizard } from '@/components/posting/posting-screen';
import type { PostingFormOptions } from '@/lib/posting/posting-form-options';
import { type PostingField, stepOfField } from '@/lib/posting/posting-fields';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { SAVE_DELAY_MS, SAVE_RETRY_MS } from '@/machines/posting/posting.machine';
import type { PostingContext, PostingEvent, PostingInput } from '@/machines/posting/posting.types';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

const ctx = (snapshot: FlowSnapshot) => snapshot.context as PostingContext;
const click = (element: Element) => {
  act(() => {
    fireEvent.click(element);
  });
};

const STEP_TITLE = {
  identity: 'Vehiculul',
  details: 'Detalii',
  photos: 'Fotografii',
  price: 'Preț și localizare',
  preview: 'Previzualizare',
} as const;

const PROBLEM_TEXT: Record<string, string> = {
  'posting:problems.required': 'Câmpul este obligatoriu',
  'posting:problems.number': 'Scrie un număr',
  'posting:problems.yearOutsideGeneration': 'Anul nu se potrivește cu anii de fabricație ai generației alese',
};

const OPTIONS: PostingFormOptions = {
  priceRules: { vatRate: 0.21, feeValue: 100, feeCurrency: 'EUR', feeMin: 50_000, eurToLei: 4.97 },
  photoRules: { limit: 20, recommended: 8, maxBytes: 15 * 1024 * 1024 },
  advertId: null,
  bodyTypes: ['sedan'],
  colors: ['white'],
  equipment: ['abs', 'air_conditioning'],
  places: {
    counties: [{ code: 'CJ', name: 'Cluj' }],
    cities: [{ id: 54975, slug: 'cluj-napoca', name: 'Cluj-Napoca', county: 'CJ' }],
  },
};

/** The wizard's form (its h2 is the step's title; the ad-strength meter has an h2 of its own above it). */
const form = () => document.querySelector('form');
const status = () => screen.getByText(/Se salvează|Salvat automat|Modificările se salvează|Fără conexiune/);

/** The step on screen: its heading, the step list marking it, its problems under the fields. */
function expectStep(snapshot: FlowSnapshot): void {
  const { step, problems } = ctx(snapshot);
  expect(form()!.querySelector('h2')).toHaveTextContent(STEP_TITLE[step]);
  const steps = within(screen.getByRole('navigation', { name: 'Pașii anunțului' }));
  expect(steps.getByText(STEP_TITLE[step]).closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
  // The problems of this step's fields show under them (a refusal may name a field of another step).
  for (const [field, key] of Object.entries(problems)) {
    if (stepOfField(29, field as PostingField) !== step) continue;
    expect(form()).toHaveTextContent(PROBLEM_TEXT[key] ?? key);
  }
  if (step === 'price') expect(screen.getByLabelText('Suma')).toHaveValue(ctx(snapshot).values.price);
  if (step === 'preview') expect(screen.getByText('Așa vor vedea cumpărătorii anunțul tău')).toBeInTheDocument();
}

describeFlow(
  findRegisteredMachine('posting')!,
  (scenario, flow) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const controller = createActorController(actorSources(flow.machine));
    const input = scenario.input as PostingInput;
    const rendered = renderWithProviders(
      <PostingWizard
        input={input}
        options={OPTIONS}
        signInUrl="/authentication?redirectUrl=%2Fautoturisme%2Fanunt-nou"
        categorySlug="autoturisme"
        deps={{ actors: controller.actors }}
      />,
    );
    const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
    const wait = (ms: number) => () => {
      act(() => {
        vi.advanceTimersByTime(ms);
      });
    };
    const events: Record<
      | PostingEvent['type']
      | 'xstate.after.saveDelay.posting.wizard.autosave.waiting'
      | 'xstate.after.retryDelay.posting.wizard.autosave.offline'
      | `xstate.${'done' | 'error'}.actor.${'save' | 'publish' | 'loadChoices'}`,
      (step: { event: EventObject }) => void | Promise<void>
    > = {
      'field.change': ({ event }) => {
        const { field, value } = event as Extract<PostingEvent, { type: 'field.change' }>;
        if (field !== 'price') throw new Error(`no executor for ${field}`);
        act(() => {
          fireEvent.change(screen.getByLabelText('Suma'), { target: { value } });
        });
      },
      'step.next': () => click(theButtonNamed(form()!, /^(Continuă|Vezi previzualizarea)$/)),
      'step.back': () => click(theButtonNamed(form()!, 'Înapoi')),
      'step.go': ({ event }) => {
        const { step } = event as Extract<PostingEvent, { type: 'step.go' }>;
        const edit = screen.queryByRole('button', { name: 'Editează anunțul' });
        act(() => {
          if (edit && step === 'identity') fireEvent.click(edit);
          else
            fireEvent.click(
              within(screen.getByRole('navigation', { name: 'Pașii anunțului' })).getByRole('button', {
                name: new RegExp(STEP_TITLE[step]),
              }),
            );
        });
      },
      publish: () => click(theButtonNamed(form()!, /^(Continuă cu activarea anunțului|Încearcă din nou)$/)),
      online: () => {
        act(() => {
          window.dispatchEvent(new Event('online'));
        });
      },
      'choices.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Reîncarcă lista'))),
      'values.fill': () => {
        throw new Error("the register's autofill is walked by the VIN and plate model tests");
      },
      'photos.change': () => {
        throw new Error('the photos field is walked by its own model test');
      },
      'xstate.after.saveDelay.posting.wizard.autosave.waiting': wait(SAVE_DELAY_MS),
      'xstate.after.retryDelay.posting.wizard.autosave.offline': wait(SAVE_RETRY_MS),
      'xstate.done.actor.save': settle,
      'xstate.error.actor.save': settle,
      'xstate.done.actor.publish': settle,
      'xstate.error.actor.publish': settle,
      'xstate.done.actor.loadChoices': settle,
      'xstate.error.actor.loadChoices': settle,
    };
    const transient = (name: string) => () => {
      throw new Error(`${name} is transient: the flow never rests there`);
    };
    const steps = Object.fromEntries(
      Object.keys(STEP_TITLE).map((step) => [`wizard.form.${step}`, (snapshot: FlowSnapshot) => expectStep(snapshot)]),
    );
    return {
      params: {
        events,
        states: {
          ...steps,
          'wizard.form.route': transient('route'),
          'wizard.autosave.check': transient('check'),
          'wizard.choices.check': transient('choices check'),
          'wizard.autosave.idle': (snapshot: FlowSnapshot) => {
            if (ctx(snapshot).savedAt) expect(status()).toHaveTextContent('Salvat automat la');
            else expect(status()).toHaveTextContent('Modificările se salvează automat.');
          },
          'wizard.autosave.waiting': () => expect(status()).toHaveTextContent('Se salvează…'),
          'wizard.autosave.saving': () => expect(status()).toHaveTextContent('Se salvează…'),
          'wizard.autosave.offline': () => expect(status()).toHaveTextContent('Fără conexiune'),
          'wizard.choices.loading': () => expect(screen.queryByText('Lista nu s-a putut încărca.')).toBeNull(),
          'wizard.choices.ready': () => expect(screen.queryByText('Lista nu s-a putut încărca.')).toBeNull(),
          'wizard.choices.failed': (snapshot: FlowSnapshot) => {
            // The list's failure shows on the step that has the lists.
            if (ctx(snapshot).step === 'identity')
              expect(screen.getByText(/Lista nu s-a putut încărca\./)).toBeInTheDocument();
          },
          publishing: () => expect(theButtonNamed(form()!, 'Se activează anunțul…')).toBeDisabled(),
          publishFailed: () => {
            expect(oneWithRole(form()!, 'alert')).toHaveTextContent('Tot ce ai scris este păstrat');
            expect(theButtonNamed(form()!, 'Încearcă din nou')).toBeEnabled();
          },
          signedOut: () => {
            expect(screen.getByRole('alert')).toHaveTextContent('Sesiunea a expirat');
            expect(screen.getByRole('link', { name: 'Conectează-te din nou' })).toHaveAttribute(
              'href',
              '/authentication?redirectUrl=%2Fautoturisme%2Fanunt-nou',
            );
          },
          published: () => {
            expect(screen.getByRole('heading', { name: 'Anunțul tău este activ' })).toBeInTheDocument();
            expect(screen.getByRole('link', { name: 'Vezi anunțul' })).toHaveAttribute(
              'href',
              '/autoturisme/anunt/90001',
            );
          },
        },
      },
      dispose: () => rendered.unmount(),
    };
  },
  { screenPaths: 'covering' },
);
