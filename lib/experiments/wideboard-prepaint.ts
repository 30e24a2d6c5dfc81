/**
 * The top wideboard (Slot1) is hidden under ADS-WIDEBOARD@b (SPEC §2.6). Home, listing and ad pages
 * are shared pages, rendered without the visitor's cookies, so the server always renders the
 * wideboard and React can remove it only after hydration: the banner would paint, then jump away.
 * This inline script runs in the document's <head> before the first paint: it reads the experiment
 * cookie the way `variantOf` does (lib/experiments/experiment-cookie.ts; the table test runs both on
 * the same cookies) and marks `<html>`, and the CSS hides the wideboard from the first frame.
 * A visitor without a variant yet (a first visit: the bootstrap assigns one after the paint) gets
 * no wideboard on that page either: showing it and taking it away once the variant turns out to be
 * 'b' would move the whole page (a layout shift). The mark stays for the document; the variant
 * decides from the next page load on.
 */
import { EXPERIMENT_COOKIE } from './experiment-cookie';

/** The experiment whose variant 'b' hides the top wideboard. */
export const WIDEBOARD_EXPERIMENT = 'ADS-WIDEBOARD';

/** The attribute of `<html>` set before the paint when the wideboard is hidden. */
export const WIDEBOARD_HIDDEN_ATTRIBUTE = 'data-wideboard-hidden';

/** The script's source: plain ES5, no dependency, never throws; hidden unless a variant other than 'b' is found. */
export const WIDEBOARD_PREPAINT_SOURCE = `(function(){var d=document.documentElement;d.setAttribute('${WIDEBOARD_HIDDEN_ATTRIBUTE}','');try{var m=document.cookie.match(/(?:^|;\\s*)${EXPERIMENT_COOKIE}=([^;]*)/);if(!m)return;var e=decodeURIComponent(m[1]).split('#');for(var i=0;i<e.length;i++){var h=e[i].split('|')[0].replace(/^\\s+|\\s+$/g,''),a=h.indexOf('@');if(a<=0||h.slice(0,a).toUpperCase()!=='${WIDEBOARD_EXPERIMENT}')continue;var v=h.slice(a+1).toLowerCase();if(!/^[a-z0-9][a-z0-9_-]{0,31}$/.test(v))continue;if(v!=='b')d.removeAttribute('${WIDEBOARD_HIDDEN_ATTRIBUTE}');return}}catch(x){}})();`;
