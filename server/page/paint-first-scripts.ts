/**
 * Next's chunk scripts start only once the page has painted (server/page/paint-first-head.tsx, used by pages/_document.tsx; decision 0012).
 *
 * Lighthouse's simulated LCP counts every script that was downloaded and started running before the
 * paint it observed (decision 0011). With Next's `<script defer>` tags the scripts run before the first
 * frame whenever they arrive before parsing ends, so all 13 requests were counted and LCP swung
 * between 1.3 and 3.3 s. Here they are not in the markup: one small inline script adds them (in order,
 * like `defer`) two animation frames after the page's main photo (`img[fetchpriority="high"]`) is
 * decoded — after DOMContentLoaded on a page without one — so the photo is on screen first. A key,
 * pointer or touch press or a focus moving into the page starts them at once (someone wants the page
 * to react), and CAP_MS after DOMContentLoaded at the latest (a hidden tab draws no frames).
 */

/** The longest the scripts wait for the paint, counted from DOMContentLoaded. */
export const PAINT_FIRST_CAP_MS = 2500;

/** JSON inside an inline script: `<` escaped so no `</script>` (or `<!--`) can end it early. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The inline loader for the script URLs `srcs` (in execution order). Plain ES5 in a string: it runs
 * before any bundle, so nothing of the app's code or polyfills can be assumed.
 */
export function paintFirstLoaderSource(srcs: readonly string[], capMs: number = PAINT_FIRST_CAP_MS): string {
  return `(function(srcs,nonce){
var started=false;
function go(){if(started)return;started=true;
for(var i=0;i<srcs.length;i++){var s=document.createElement('script');s.src=srcs[i];s.async=false;if(nonce)s.nonce=nonce;document.head.appendChild(s);}}
function afterFrames(){requestAnimationFrame(function(){requestAnimationFrame(go);});}
function start(){
setTimeout(go,${String(capMs)});
['keydown','pointerdown','touchstart','focusin'].forEach(function(t){addEventListener(t,go,{once:true,capture:true,passive:true});});
var hero=document.querySelector('img[fetchpriority="high"]');
if(!hero)return afterFrames();
if(hero.complete){if(!hero.naturalWidth)return go();}
else{hero.addEventListener('error',go);hero.addEventListener('load',function(){ready(hero);});return;}
ready(hero);}
function ready(img){if(img.decode)img.decode().then(afterFrames,afterFrames);else afterFrames();}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);else start();
})(${inlineJson(srcs)},document.currentScript&&document.currentScript.nonce);`;
}
