// Brackets inside brackets ("(1+0 (stüdyo))") or doubled ("((", "))") read badly; composed
// strings are checked with this (lib/estimate/wording.test.ts, e2e/estimate-wording.mobile.spec.ts).

/** The doubled or nested brackets in a text, each with a little of its context; empty when there are none. */
export function nestedBrackets(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') {
      depth++;
      if (depth > 1) found.push(text.slice(Math.max(0, i - 40), i + 40));
    } else if (c === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return found;
}
