// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { ErrorScreen } from './error-screen';
import { NotFoundScreen, SEARCH_START_PATH } from './not-found-screen';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

describe('NotFoundScreen', () => {
  it('says Error 404, dead end, and offers a search', () => {
    renderWithProviders(<NotFoundScreen />);
    expect(screen.getByText('Eroare 404')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Se pare că ai ajuns într-un punct mort' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Începe o căutare' })).toHaveAttribute('href', SEARCH_START_PATH);
  });
});

describe('ErrorScreen', () => {
  const qrSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h1v1H0z"/></svg>';

  it('offers a retry, advice, and the transaction id as QR code and text', () => {
    renderWithProviders(
      <ErrorScreen statusCode={500} transactionId="tx-1234-abcd" qrSvg={qrSvg} path="/autoturisme?x=1" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ceva n-a mers bine' })).toBeInTheDocument();
    expect(screen.getByText('Eroare 500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Încearcă din nou' })).toHaveAttribute('href', '/autoturisme?x=1');
    expect(screen.getByText(/Așteaptă câteva minute/)).toBeInTheDocument();
    expect(screen.getByText(/șterge cookie-urile și memoria cache/)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Cod QR cu identificatorul tranzacției' }).querySelector('svg'),
    ).not.toBeNull();
    expect(screen.getByText('tx-1234-abcd')).toBeInTheDocument();
  });

  it('without a transaction id (a browser-side failure) shows no support box', () => {
    renderWithProviders(<ErrorScreen statusCode={500} transactionId="" qrSvg={null} path="/" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/ID tranzacție/)).not.toBeInTheDocument();
  });
});
