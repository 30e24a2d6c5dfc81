/**
 * Next's chunk scripts start only once the page's largest paint is on screen (pages/_document.tsx).
 *
 * Lighthouse's simulated LCP counts every script that was downloaded and started running before the
 * paint it observed, with its CPU time (docs/decisions/0005-hydration-in-slices.md). With Next's
 * `<script defer>` tags, whether the photo or the ~13 scripts came first was a race, and LCP swung
 * between 1.2 and 3 s. Here the scripts are not in the markup: one small inline script adds them (in
 * order, like `defer`) when the browser reports the largest paint of the likely LCP element — the
 * `fetchpriority="high"` photo, else the first paint of the page — when the photo fails, at the first
 * key or pointer press (someone wants the page to react), or after CAP_MS at the latest (a hidden tab
 * paints nothing). Used on home, listing and ad page only; docs/decisions/0007-scripts-after-the-largest-paint.md.
 */

/** The longest the scripts wait for the paint, counted from DOMContentLoaded. */
export const HERO_FIRST_CAP_MS = 2500;

/** JSON inside an inline script: `<` escaped so no `</script>` (or `<!--`) can end it early. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The inline loader for the script URLs `srcs` (in execution order). Plain ES5 in a string: it runs
 * before any bundle, so nothing of the app's code or polyfills can be assumed.
 */
export function heroFirstLoaderSource(srcs: readonly string[], capMs: number = HERO_FIRST_CAP_MS): string {
  return `(function(srcs,nonce){
var started=false;
function go(){if(started)return;started=true;
for(var i=0;i<srcs.length;i++){var s=document.createElement('script');s.src=srcs[i];s.async=false;if(nonce)s.nonce=nonce;document.head.appendChild(s);}}
function start(){
setTimeout(go,${String(capMs)});
['keydown','pointerdown','touchstart'].forEach(function(t){addEventListener(t,go,{once:true,capture:true,passive:true});});
var hero=document.querySelector('img[fetchpriority="high"]');
if(hero){if(hero.complete&&!hero.naturalWidth)return go();hero.addEventListener('error',go);}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf('largest-contentful-paint')<0)return go();
var observer=new PerformanceObserver(function(list){var entries=list.getEntries();
for(var i=0;i<entries.length;i++){if(!hero||entries[i].element===hero){observer.disconnect();go();return;}}});
observer.observe({type:'largest-contentful-paint',buffered:true});}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);else start();
})(${inlineJson(srcs)},document.currentScript&&document.currentScript.nonce);`;
}
