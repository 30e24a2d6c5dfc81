/**
 * The saved-search alert loop (issue 13; docs/saved-searches.md): a buyer saves the Dacia Logan
 * listing with instant alerts; a seller publishes a matching Logan; once the instant alert job has
 * run, the e-mail is in the sandbox mailbox with that advert and only it; its unsubscribe link turns
 * that search's alerts off without a session (the page asks first: opening the link changes
 * nothing), and the saved searches page shows them off.
 *
 * Tagged @test-clock: the instant alerts run on a one-minute schedule, and the test moves the
 * server's clock past the next slot (advanceServerClock) instead of waiting for it.
 */
import { POSTING_INPUT, POSTING_VALUES } from '@/machines/posting/posting.fixtures';
import { expect, test } from './fixtures';
import { advanceServerClock, newAccount, openNewestMail, openSecondBrowser, signIn, uniqueEmail } from './helpers';
import { catalogueOf, draftFor, POSTING_PAGE, publishDraft } from './paths/posting-drafts';

const LISTING = '/autoturisme/dacia/logan';
const PASSWORD = 'alerte-cautari-e2e-8';
const SELLER = 'vanzator@volan.test';
const DEMO_PASSWORD = 'volan-demo-2026';

test.describe('saved-search alerts', { tag: '@test-clock' }, () => {
  test('save a search with instant alerts → a matching advert is published → the alert arrives with it → unsubscribe by its link', async ({
    page,
    browser,
    consoleErrors: _,
  }, testInfo) => {
    test.setTimeout(180_000);
    const buyer = uniqueEmail('alerta');
    const searchName = `Logan alertă ${Date.now() % 100_000}`;
    await newAccount(page, buyer, PASSWORD);

    // The buyer saves the listing with instant alerts.
    await page.goto(LISTING);
    const trigger = page.getByRole('button', { name: 'Salvează căutarea', exact: true });
    await expect(trigger).toBeEnabled();
    await trigger.click();
    const popover = page.getByRole('dialog', { name: 'Salvează căutarea' });
    await popover.getByLabel('Numele căutării').fill(searchName);
    await popover.getByRole('radio', { name: 'Instant' }).check();
    await popover.getByRole('button', { name: 'Salvează', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Căutare salvată' })).toBeVisible();

    // Adverts published before the search was saved are never sent: the first run finds nothing.
    await advanceServerClock(page.request, 61_000);

    // A seller publishes a Dacia Logan with a title of its own.
    const title = `Dacia Logan pentru alertă ${Date.now() % 1_000_000}`;
    const seller = await openSecondBrowser(browser, testInfo);
    // The posting page sends a visitor to sign in, and back.
    await seller.page.goto(POSTING_PAGE);
    await signIn(seller.page, SELLER, DEMO_PASSWORD);
    await expect(seller.page.getByRole('heading', { name: 'Vehiculul' })).toBeVisible();
    const catalogue = await catalogueOf(seller.page);
    const draftId = await draftFor(
      seller.page,
      { ...POSTING_INPUT, values: { ...POSTING_VALUES, title, price: '7.450' }, step: 'price' },
      catalogue,
    );
    const published = await publishDraft(seller.page, draftId);
    expect(published.status).toBe('ACTIVE');
    await seller.context.close();

    // The next instant run sends the alert: one new advert, the seller's. By the end of this move it
    // has run, in the move's own poll or already in the worker's (every 5 s of real time), when the
    // next minute's slot came while the seller posted (a slow machine), so `ran` may be 0 here.
    await advanceServerClock(page.request, 61_000);
    const mail = await openNewestMail(page, buyer);
    expect(mail.subject).toBe(`1 anunț nou pentru „${searchName}”`);
    expect(mail.text).toContain(title);
    expect(mail.text).toContain(`/anunt/${published.advertId}`);
    const unsubscribe = /https?:\/\/\S+(\/cautari-salvate\/unsubscribe\/\S+)/.exec(mail.text)?.[1];
    expect(unsubscribe, 'the alert carries an unsubscribe link').toBeTruthy();

    // Another run sends nothing again: the advert was sent once.
    await advanceServerClock(page.request, 61_000);
    expect((await openNewestMail(page, buyer)).subject).toBe(mail.subject);

    // The unsubscribe link, opened without a session: nothing changes until the button.
    const visitor = await openSecondBrowser(browser, testInfo);
    await visitor.page.goto(unsubscribe!);
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'Dezabonare de la alerte' })).toBeVisible();
    await expect(visitor.page.getByText(`Alertele pe e-mail ale căutării «${searchName}».`)).toBeVisible();
    await page.goto('/cautari-salvate');
    const alerts = page.getByRole('combobox', { name: `Alerte pe e-mail pentru ${searchName}` });
    await expect(alerts).toHaveValue('INSTANT');
    await visitor.page.getByRole('button', { name: 'Dezabonează-mă de la alerte' }).click();
    await expect(visitor.page.getByRole('status')).toHaveText(`Nu mai primești alerte pentru «${searchName}».`);
    await visitor.context.close();

    // The buyer's saved searches show the alerts off.
    await page.reload();
    await expect(alerts).toHaveValue('OFF');
  });
});
