// @vitest-environment jsdom
/**
 * The inline loader of pages/_document.tsx, run as the browser runs it: no chunk script before the
 * main photo is decoded and two frames have passed; then all of them, in order, with the nonce and
 * async=false (ordered like defer); at once on a key press or focus; at the cap at the latest.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paintFirstLoaderSource } from './paint-first-scripts';

const SRCS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js'];

function addedScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];
}

function runLoader(nonce = 'n0nce'): void {
  const script = document.createElement('script');
  script.nonce = nonce;
  document.body.appendChild(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  // The loader is a string by design (an inline script): run it the way the browser does.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(paintFirstLoaderSource(SRCS, 2500)) as () => void;
  run();
}

/** A main photo that is still loading; `finish` fires its load event. */
function pendingHero(): { img: HTMLImageElement; finish: () => void } {
  const img = document.createElement('img');
  img.setAttribute('fetchpriority', 'high');
  Object.defineProperty(img, 'complete', { configurable: true, value: false });
  Object.defineProperty(img, 'decode', { value: () => Promise.resolve() });
  document.body.appendChild(img);
  return { img, finish: () => img.dispatchEvent(new Event('load')) };
}

describe('paint-first loader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the photo and two frames, then adds every script in order with the nonce', async () => {
    const { finish } = pendingHero();
    runLoader();
    await vi.advanceTimersByTimeAsync(100);
    expect(addedScripts()).toHaveLength(0);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(addedScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(40);
    const scripts = addedScripts();
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(SRCS);
    expect(scripts.every((s) => !s.async && s.nonce === 'n0nce')).toBe(true);
  });

  it('starts after two frames on a page without a main photo', async () => {
    runLoader();
    await vi.advanceTimersByTimeAsync(10);
    expect(addedScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(40);
    expect(addedScripts()).toHaveLength(3);
  });

  it.each(['keydown', 'pointerdown', 'touchstart', 'focusin'])('starts at once on %s', async (type) => {
    pendingHero();
    runLoader();
    window.dispatchEvent(new Event(type));
    expect(addedScripts()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(addedScripts()).toHaveLength(3);
  });

  it('starts when the photo fails, and at the cap when nothing paints', async () => {
    const failing = pendingHero();
    runLoader();
    failing.img.dispatchEvent(new Event('error'));
    expect(addedScripts()).toHaveLength(3);

    document.head.innerHTML = '';
    document.body.innerHTML = '';
    pendingHero();
    runLoader();
    await vi.advanceTimersByTimeAsync(2499);
    expect(addedScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(addedScripts()).toHaveLength(3);
  });

  it('keeps a script URL from closing the inline script', () => {
    expect(paintFirstLoaderSource(['/x</script><script>alert(1)</script>.js'])).not.toContain('</script>');
  });
});
