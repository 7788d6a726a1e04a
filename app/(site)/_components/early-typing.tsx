import { KeepEarlyTyping } from './keep-early-typing';

/**
 * Text areas keep what was typed before the scripts arrived (docs/decisions/054-early-input.md).
 * React, taking over a page, sets a text area that the server sent with text back to that text:
 * on a slow phone, an address corrected in a form that came back with its values would be lost.
 * This inline script, at the top of the page so it runs before any form is shown, notes what is
 * typed into each text area until React has taken the page over; `KeepEarlyTyping` then puts it
 * back and ends the noting. Inputs, boxes and selects are left alone by React and need nothing.
 */
const SCRIPT = `(function(){var v=new Map(),l=function(e){var t=e.target;if(t&&t.tagName==='TEXTAREA')v.set(t,t.value)};document.addEventListener('input',l,true);window.__earlyTyping={values:v,stop:function(){document.removeEventListener('input',l,true);v.clear()}}})()`;

export function EarlyTyping() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
      <KeepEarlyTyping />
    </>
  );
}
