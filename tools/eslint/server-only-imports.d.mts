/** What code that runs in the browser must never import: a RegExp source and the reason. */
export const SERVER_ONLY_IMPORTS: readonly { pattern: string; message: string }[];
