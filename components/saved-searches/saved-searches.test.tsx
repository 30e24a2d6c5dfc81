// @vitest-environment jsdom
/**
 * The saved-search components outside their flows' paths: the listing's button waits for the
 * session, a row's count says '100+' at the server's cap, and a click that opens a new tab is left
 * to the browser (only a plain click counts the visit first).
 */
import { fireEvent, screen } from '@testing-library/react';
import { emptyQuery } from '@/lib/listing/listing-query';
import type { SavedSearchListView } from '@/machines/saved-search-list/use-saved-search-list';
import { SAVED_BMW } from '@/machines/saved-search-list/saved-search-list.fixtures';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { SaveSearchButton } from './save-search-button';
import { SavedSearchItem } from './saved-search-item';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

function listView(open: (id: string) => void): SavedSearchListView {
  const nothing = () => {};
  return {
    error: null,
    actionError: null,
    notice: null,
    loading: false,
    loadFailed: false,
    searches: [],
    empty: false,
    rename: null,
    confirming: null,
    busy: false,
    retry: nothing,
    open,
    startRename: nothing,
    editName: nothing,
    submitName: nothing,
    cancelRename: nothing,
    changeFrequency: nothing,
    remove: nothing,
    confirm: nothing,
    cancel: nothing,
  };
}

describe('SaveSearchButton', () => {
  it('is there from the first paint, disabled until the session is known', () => {
    renderWithProviders(
      <SaveSearchButton query={emptyQuery('autoturisme')} summaryParts={['Autoturisme']} cities={[]} />,
    );
    const button = screen.getByRole('button', { name: 'Salvează căutarea' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('SavedSearchItem', () => {
  it('says 100+ at the server’s cap', () => {
    renderWithProviders(
      <ul>
        <SavedSearchItem search={{ ...SAVED_BMW, newAdvertsCount: 100 }} view={listView(() => {})} heading="h2" />
      </ul>,
    );
    expect(screen.getByText('100+ anunțuri noi')).toBeInTheDocument();
  });

  it('counts the visit on a plain click only; a new tab is the browser’s', () => {
    const opened: string[] = [];
    renderWithProviders(
      <ul>
        <SavedSearchItem search={SAVED_BMW} view={listView((id) => opened.push(id))} heading="h2" />
      </ul>,
    );
    const link = screen.getByRole('link', { name: `Deschide căutarea: ${SAVED_BMW.name}` });
    // jsdom cannot open the tab the browser would: the click stops at the document.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    onTestFinished(() => document.removeEventListener('click', stay));
    fireEvent.click(link, { ctrlKey: true });
    expect(opened).toEqual([]);
    fireEvent.click(link);
    expect(opened).toEqual([SAVED_BMW.id]);
    expect(screen.getByText('3 anunțuri noi')).toBeInTheDocument();
  });
});
