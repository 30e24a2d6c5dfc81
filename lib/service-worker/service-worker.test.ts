/**
 * The pure parts of public/service-worker.js (a plain script with no exports): the script runs in
 * a VM context with a stand-in `self`, and its top-level functions are read from that context.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

type Strategy = 'none' | 'static' | 'page' | 'navigation';
interface Worker {
  strategyFor(method: string, href: string, mode: string, origin: string): Strategy;
  staticFilesOf(html: string): string[];
  staleCaches(names: string[]): string[];
  listeners: string[];
}

function loadWorker(): Worker {
  const listeners: string[] = [];
  const context = createContext({
    URL,
    Response,
    self: { addEventListener: (type: string) => listeners.push(type), location: { origin: 'https://www.volan.ro' } },
  });
  runInContext(readFileSync(path.join(process.cwd(), 'public', 'service-worker.js'), 'utf8'), context);
  return { ...(context as unknown as Omit<Worker, 'listeners'>), listeners };
}

const ORIGIN = 'https://www.volan.ro';
const worker = loadWorker();
const navigate = (pathname: string) => worker.strategyFor('GET', `${ORIGIN}${pathname}`, 'navigate', ORIGIN);

describe('the service worker', () => {
  it('listens for install, activate and fetch', () => {
    expect(worker.listeners.sort()).toEqual(['activate', 'fetch', 'install']);
  });

  it('keeps home, listing and ad pages for offline reading', () => {
    for (const pathname of ['/', '/autoturisme', '/autoturisme/bmw/seria-3?pret_max=9000', '/camioane/anunt/123']) {
      expect(navigate(pathname), pathname).toBe('page');
    }
  });

  it('sends other navigations to the network, with the offline page when it fails', () => {
    for (const pathname of ['/favorite', '/cautari-salvate', '/autoturisme/harta', '/autoturisme/cautare-avansata']) {
      expect(navigate(pathname), pathname).toBe('navigation');
    }
  });

  it('never answers GraphQL, /api, sign-in, account, posting or payment requests', () => {
    for (const pathname of [
      '/graphql',
      '/api/auth/session',
      '/api/uoffe',
      '/authentication',
      '/authentication/confirm',
      '/contul-meu',
      '/contul-meu/portofel',
      '/logout',
      '/delete-account',
      '/autoturisme/anunt-nou',
      '/anunt-nou/selectcategory',
      '/plata-prin-volan/new-payment',
      '/_next/data/build/autoturisme.json',
      '/_next/image?url=x',
    ]) {
      expect(navigate(pathname), pathname).toBe('none');
    }
    expect(worker.strategyFor('POST', `${ORIGIN}/graphql`, 'cors', ORIGIN)).toBe('none');
    expect(worker.strategyFor('POST', `${ORIGIN}/autoturisme`, 'navigate', ORIGIN)).toBe('none');
    expect(worker.strategyFor('GET', `${ORIGIN}/graphql?query=x`, 'cors', ORIGIN)).toBe('none');
  });

  it('serves build files from the cache, and leaves other origins and other fetches alone', () => {
    expect(worker.strategyFor('GET', `${ORIGIN}/_next/static/chunks/main-abc.js`, 'no-cors', ORIGIN)).toBe('static');
    expect(worker.strategyFor('GET', 'https://cdn.example/_next/static/x.js', 'no-cors', ORIGIN)).toBe('none');
    expect(worker.strategyFor('GET', `${ORIGIN}/autoturisme`, 'cors', ORIGIN)).toBe('none');
    expect(worker.strategyFor('GET', `${ORIGIN}/media/photo.webp`, 'no-cors', ORIGIN)).toBe('none');
  });

  it('finds the build files a page names, once each', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/css/a1.css"><script src="/_next/static/chunks/main-x.js" defer></script>' +
      '<script src="/_next/static/chunks/main-x.js"></script><img src="/favicon.svg">';
    expect(worker.staticFilesOf(html)).toEqual(['/_next/static/css/a1.css', '/_next/static/chunks/main-x.js']);
  });

  it('deletes the caches of other versions only', () => {
    expect(
      worker.staleCaches(['volan-shell-v0', 'volan-pages-v0', 'volan-shell-v1', 'volan-pages-v1', 'other']),
    ).toEqual(['volan-shell-v0', 'volan-pages-v0']);
  });
});
