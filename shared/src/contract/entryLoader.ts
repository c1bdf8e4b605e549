import { HYDRATION_GATE_CLASS } from './hydrationGate.js';

/**
 * How a server-drawn page starts its scripts (issue 25): after its first paint, not while it paints.
 *
 * The page's content is in its HTML; the shell's code only hydrates it. Requested from the head (`<script defer>`),
 * the shell's entry and the chunks it pulls (the federation runtime, React, the screen) start downloading before the
 * first paint and share a phone's bandwidth with the HTML's style sheets; Lighthouse's simulation then charges them
 * to the Largest Contentful Paint (LCP 1.4–2.1 s against FCP ~1.05 s on the home, docs/speed.md). This inline
 * loader requests the entry once the browser reports the first contentful paint (a `paint` PerformanceObserver,
 * buffered), or after 1.5 s where no paint is reported (a tab opened in the background paints only when shown), or
 * at once where the observer is missing, or at the visitor's first press or key. Its form controls wait meanwhile:
 * the loader disables the hydration gates at `DOMContentLoaded` (each gate enables itself once hydrated) and enables
 * them again if the entry cannot be loaded, so the page's plain forms still work without it. Links work all along.
 *
 * One constant text, allowed by its hash in the Content-Security-Policy (api/src/security/headers.ts); the entry's
 * URL travels in `data-src`. Only the server writes it (api/src/entryLoader.ts): not exported to the browser.
 */
export const ENTRY_LOADER_SCRIPT =
  `(function(s){var d=0;function gates(off){var g=document.querySelectorAll('#root fieldset.${HYDRATION_GATE_CLASS}');for(var i=0;i<g.length;i++)g[i].disabled=off}`
  + "document.addEventListener('DOMContentLoaded',function(){gates(true)});"
  + "function go(){if(d)return;d=1;setTimeout(function(){var e=document.createElement('script');e.src=s;e.onerror=function(){gates(false)};document.head.appendChild(e)},0)}"
  + "try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}catch(x){go()}"
  + "['pointerdown','keydown','touchstart'].forEach(function(t){addEventListener(t,go,{once:true,capture:true,passive:true})});"
  + "setTimeout(go,1500)})(document.currentScript.getAttribute('data-src'))";
