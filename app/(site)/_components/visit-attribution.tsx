import { AD_PARAMS, ATTRIBUTION_MAX_LENGTH, ATTRIBUTION_STORAGE_KEY } from '@/lib/leads';

/**
 * Keeps the first page of the visit (landing page, outside referrer, ad
 * parameters) in sessionStorage for the lead forms. No cookies. An inline
 * script, so it runs while the page is parsed, even if the visitor moves on
 * before the page is interactive.
 */
const SCRIPT = `(function(){try{var k=${JSON.stringify(ATTRIBUTION_STORAGE_KEY)},m=${ATTRIBUTION_MAX_LENGTH};if(sessionStorage.getItem(k))return;var u=new URL(location.href),o={landingPage:(u.pathname+u.search).slice(0,m)},r=document.referrer;if(r&&new URL(r).origin!==location.origin)o.referrer=r.slice(0,m);${JSON.stringify(AD_PARAMS)}.forEach(function(p){var v=u.searchParams.get(p);if(v)o[p]=v.slice(0,m)});sessionStorage.setItem(k,JSON.stringify(o))}catch(e){}})()`;

export function VisitAttribution() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
