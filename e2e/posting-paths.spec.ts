/**
 * Generated paths of the posting machine (machines/posting) walked in Chromium against the running
 * app: real pages, real GraphQL, the real database. The paths are the model tests' own
 * (lib/flows/flow-paths.ts over the registry's scenarios); e2e/paths/browser-paths.ts picks the
 * fewest that take every transition and reach every state any of them does. For each path the
 * scenario's draft is made on the server, the page opens on it, and every step is done as a person
 * or the world would: a click or a typed price, the clock moved on (Playwright's clock drives the
 * page's timers, so the 800 ms autosave fires when the path says), the browser back online, and a
 * server call let through, failed by the network, answered without a session or refused
 * (e2e/paths/request-gate.ts). After each step the app's own machine must have taken the
 * transition the model takes (the flow inspector reports it), and the screen must show the state.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Cookie, Page } from '@playwright/test';
import type { AnyStateNode, EventObject } from 'xstate';
import type { FlowSnapshot } from '@/lib/flows/flow-paths';
import type { PostingStep } from '@/lib/posting/posting-fields';
import { stepOfField, type PostingField } from '@/lib/posting/posting-fields';
import { SAVE_DELAY_MS, SAVE_RETRY_MS } from '@/machines/posting/posting.machine';
import type { PostingContext, PostingInput, PublishOutcome, SaveOutcome } from '@/machines/posting/posting.types';
import type { FlowTransitionRecord } from '@/machines/flow-inspector';
import { findRegisteredMachine } from '@/machines/registry';
import type { FlowScenario } from '@/machines/registry.types';
import { decideConsent, expect, onFlowTransition, test, watchConsole } from './fixtures';
import { inThisHalf } from './both-databases';
import { newAccount, uniqueEmail } from './helpers';
import { browserPaths, type BrowserPath } from './paths/browser-paths';
import { CAR_CATEGORY, type Catalogue, catalogueOf, draftFor, POSTING_PAGE } from './paths/posting-drafts';
import { RequestGate, type GatedActor, type GatePolicy } from './paths/request-gate';

const PASSWORD = 'parola-anunturi-2026';

const STEP_TITLE: Record<PostingStep, string> = {
  identity: 'Vehiculul',
  details: 'Detalii',
  photos: 'Fotografii',
  price: 'Preț și localizare',
  preview: 'Previzualizare',
};

const ROMANIAN_POSTING = JSON.parse(
  readFileSync(path.join(process.cwd(), 'public/locales/ro/posting.json'), 'utf8'),
) as { problems: Record<string, string> };
const problemText = (key: string) => ROMANIAN_POSTING.problems[key.replace(/^posting:problems\./u, '')] ?? key;

const entry = findRegisteredMachine('posting')!;
/** Every event of the scenarios can be done in the browser but the two other flows walk. */
const walkable = (_: FlowScenario, event: EventObject) => !['photos.change', 'values.fill'].includes(event.type);
const PATHS = browserPaths(entry, walkable);

// --- What each step does, and what the screen shows in each state

const ctx = (snapshot: FlowSnapshot) => snapshot.context as PostingContext;
const leaves = (snapshot: FlowSnapshot) =>
  (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((n) => n.id);

/** How the server call of a done or error step ends. */
function policyOf(event: EventObject): { actor: GatedActor; policy: Exclude<GatePolicy, 'hold'> } | null {
  const match = /^xstate\.(done|error)\.actor\.(save|publish|loadChoices)$/u.exec(event.type);
  if (!match) return null;
  const actor = match[2] as GatedActor;
  if (match[1] === 'error') return { actor, policy: 'fail' };
  if (actor === 'loadChoices') return { actor, policy: 'pass' };
  const output = (event as EventObject & { output: SaveOutcome | PublishOutcome }).output;
  if (output.kind === 'ok') return { actor, policy: 'pass' };
  if (output.kind === 'signedOut') return { actor, policy: 'signedOut' };
  return { actor, policy: actor === 'save' ? 'draftGone' : 'badYear' };
}

async function perform(page: Page, gate: RequestGate, event: EventObject, before: FlowSnapshot): Promise<void> {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  switch (event.type) {
    case 'field.change':
      return page.getByLabel('Suma').fill((event as EventObject & { value: string }).value);
    case 'step.next':
      return form.getByRole('button', { name: /^(Continuă|Vezi previzualizarea)$/u }).click();
    case 'step.back':
      return form.getByRole('button', { name: 'Înapoi', exact: true }).click();
    case 'step.go': {
      const step = (event as EventObject & { step: PostingStep }).step;
      if (ctx(before).step === 'preview' && step === 'identity')
        return page.getByRole('button', { name: 'Editează anunțul' }).click();
      return page
        .getByRole('navigation', { name: 'Pașii anunțului' })
        .getByRole('button', { name: new RegExp(STEP_TITLE[step], 'u') })
        .click();
    }
    case 'publish':
      return page.getByRole('button', { name: /^(Continuă cu activarea anunțului|Încearcă din nou)$/u }).click();
    case 'online':
      return page.evaluate(() => {
        window.dispatchEvent(new Event('online'));
      });
    case 'choices.retry':
      return page.getByRole('button', { name: 'Reîncarcă lista' }).click();
    case 'xstate.after.saveDelay.posting.wizard.autosave.waiting':
      return page.clock.runFor(SAVE_DELAY_MS);
    case 'xstate.after.retryDelay.posting.wizard.autosave.offline':
      return page.clock.runFor(SAVE_RETRY_MS);
  }
  const release = policyOf(event);
  if (!release) throw new Error(`no browser action for ${event.type}`);
  await gate.open(release.actor, release.policy);
}

/** The screen of every state the snapshot rests in (the model tests' checks, in Chromium). */
async function expectScreen(page: Page, snapshot: FlowSnapshot, signInBack: string): Promise<void> {
  const states = new Set(leaves(snapshot));
  const { step, problems, values, savedAt } = ctx(snapshot);
  const has = (id: string) => states.has(`posting.${id}`);
  const status = page
    .getByRole('status')
    .filter({ hasText: /Se salvează|Salvat automat|se salvează automat|Fără conexiune/u });
  if (has(`wizard.form.${step}`)) {
    await expect(page.locator('form h2').first()).toHaveText(STEP_TITLE[step]);
    await expect(
      page.getByRole('navigation', { name: 'Pașii anunțului' }).locator('[aria-current="step"]'),
    ).toContainText(STEP_TITLE[step]);
    for (const [field, key] of Object.entries(problems))
      if (stepOfField(CAR_CATEGORY, field as PostingField) === step)
        await expect(page.locator('form').first()).toContainText(problemText(key));
    if (step === 'price') await expect(page.getByLabel('Suma')).toHaveValue(values.price);
    if (step === 'preview') await expect(page.getByText('Așa vor vedea cumpărătorii anunțul tău')).toBeVisible();
  }
  if (has('wizard.autosave.idle'))
    await expect(status).toContainText(savedAt ? 'Salvat automat la' : 'Modificările se salvează automat.');
  if (has('wizard.autosave.waiting') || has('wizard.autosave.saving'))
    await expect(status).toContainText('Se salvează…');
  if (has('wizard.autosave.offline')) await expect(status).toContainText('Fără conexiune');
  const listFailed = page.getByText('Lista nu s-a putut încărca.');
  if (has('wizard.choices.failed') && step === 'identity') await expect(listFailed).toBeVisible();
  if (has('wizard.choices.ready') || has('wizard.choices.loading')) await expect(listFailed).toHaveCount(0);
  if (has('publishing')) await expect(page.getByRole('button', { name: 'Se activează anunțul…' })).toBeDisabled();
  if (has('publishFailed')) {
    await expect(page.getByRole('alert').filter({ hasText: 'Tot ce ai scris este păstrat' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
  }
  if (has('signedOut')) {
    await expect(page.getByRole('alert').filter({ hasText: 'Sesiunea a expirat' })).toBeVisible();
    // Signing in again comes back to this draft.
    const back = await page.getByRole('link', { name: 'Conectează-te din nou' }).getAttribute('href');
    expect(decodeURIComponent(new URL(back ?? '', 'http://x').searchParams.get('redirectUrl') ?? '')).toBe(signInBack);
  }
  if (has('published')) {
    await expect(page.getByRole('heading', { name: 'Anunțul tău este activ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vezi anunțul' })).toHaveAttribute(
      'href',
      /^\/autoturisme\/anunt\/\d+$/u,
    );
  }
}

/** True when a state the snapshot rests in has a delayed transition (a running timer of the machine). */
const hasTimers = (snapshot: FlowSnapshot) => (snapshot._nodes as AnyStateNode[]).some((node) => node.after.length > 0);

/** Waits until the app's machine has taken every transition in `expected`. */
async function tookTransitions(
  page: Page,
  since: () => readonly FlowTransitionRecord[],
  expected: readonly string[],
  options: { label: string; advanceClock: boolean },
): Promise<void> {
  const taken = () => since().flatMap((record) => record.transitions);
  const deadline = Date.now() + 15_000;
  while (!expected.every((key) => taken().includes(key)) && Date.now() < deadline) {
    // As fast as real time: the page's own timeouts (10 s for a request) keep their meaning.
    if (options.advanceClock) await page.clock.runFor(50);
    await page.waitForTimeout(50);
  }
  expect(taken(), options.label).toEqual(expect.arrayContaining([...expected]));
}

const titleOf = (walk: BrowserPath, index: number) =>
  `#${String(index + 1).padStart(2, '0')} ${walk.scenario.id}: ${
    walk.path.steps
      .slice(1)
      .map((step) => step.event.type.replace(/^xstate\./u, '').replace(/\.posting\.wizard\.autosave\.\w+$/u, ''))
      .join(' → ') || 'start'
  }`;

test.describe('the posting machine’s generated paths in Chromium', () => {
  let cookies: Cookie[] = [];
  let catalogue: Catalogue;

  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, locale } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, locale });
    await decideConsent(context, baseURL);
    const page = await context.newPage();
    await newAccount(page, uniqueEmail('cai-anunt'), PASSWORD);
    catalogue = await catalogueOf(page);
    cookies = await context.cookies();
    await context.close();
  });

  for (const [index, walk] of PATHS.entries()) {
    // Each path runs on one database (the two runs split them); the wizard runs on both in posting.spec.ts.
    if (!inThisHalf(index)) continue;
    test(titleOf(walk, index), async ({ page, context }) => {
      const records: FlowTransitionRecord[] = [];
      onFlowTransition(context, (record) => {
        if (record.machineId === 'posting') records.push(record);
      });
      await context.addCookies(cookies);
      const errors = watchConsole(page, { allowRefusedSignIn: true });
      let current = walk.path.steps[0]!.state;
      const publishing = (snapshot: FlowSnapshot) => leaves(snapshot).includes('posting.publishing');
      // A save the publish actor sends (it saves, then publishes) may leave after the next step has
      // begun: the actor counts as running from the step that starts it until one has ended it.
      let publishRunning = false;
      const gate = new RequestGate(context, () => publishRunning);
      const draftId = await draftFor(page, walk.scenario.input as PostingInput, catalogue);
      await gate.install(page);
      // The page's timers wait for the path: the clock moves only when a step says so.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      const address = `${POSTING_PAGE}?draft=${draftId}`;
      await page.goto(address);
      await expect.poll(() => records.length, { message: 'the wizard starts' }).toBeGreaterThan(0);
      await expectScreen(page, current, address);

      for (const [stepIndex, step] of walk.path.steps.entries()) {
        if (stepIndex === 0) continue;
        const expected = walk.transitions[stepIndex] ?? [];
        const before = current;
        current = step.state;
        const seen = records.length;
        const label = `step ${stepIndex} (${step.event.type})`;
        if (publishing(current)) publishRunning = true;
        await perform(page, gate, step.event, before);
        // The app's machine takes the model's transition for the event, and no other.
        await tookTransitions(page, () => records.slice(seen), expected, {
          label,
          // An answer may need the page's timers (a session refresh): the clock moves on while
          // waiting for it, unless the model has a timer running that the path has not fired.
          advanceClock: policyOf(step.event) !== null && !hasTimers(before),
        });
        const policy = policyOf(step.event);
        if (policy) gate.close(policy.actor);
        if (!publishing(current)) publishRunning = false;
        const taken = records.slice(seen).flatMap((record) => record.transitions);
        expect(
          taken.filter((key) => !expected.includes(key) && !key.includes(':always:')),
          `${label}: transitions the model does not take`,
        ).toEqual([]);
        await expectScreen(page, current, address);
      }
      // Failures the path asked for show in the console (a refused or cut call); nothing else may.
      expect(
        errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|status of 401/u.test(error)),
      ).toEqual([]);
    });
  }
});
