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

function loadWorker(scriptUrl = 'https://www.volan.ro/service-worker.js?v=build42'): Worker {
  const listeners: string[] = [];
  const context = createContext({
    URL,
    Response,
    self: {
      addEventListener: (type: string) => listeners.push(type),
      location: { origin: 'https://www.volan.ro', href: scriptUrl },
    },
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

  it('keeps the caches of its build only: a deploy starts them afresh', () => {
    expect(
      worker.staleCaches([
        'volan-shell-old1',
        'volan-pages-old1',
        'volan-shell-build42',
        'volan-pages-build42',
        'other',
      ]),
    ).toEqual(['volan-shell-old1', 'volan-pages-old1']);
  });

  it.each([
    ['https://www.volan.ro/service-worker.js', 'dev'],
    ['https://www.volan.ro/service-worker.js?v=../../x', 'dev'],
    ['https://www.volan.ro/service-worker.js?v=Abc_1-2', 'Abc_1-2'],
  ])('names its caches after the build in %s', (url, version) => {
    expect(loadWorker(url).staleCaches([`volan-shell-${version}`, 'volan-shell-zzz'])).toEqual(['volan-shell-zzz']);
  });
});
