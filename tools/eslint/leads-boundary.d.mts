/** The features lib/leads never imports (docs/decisions/047). */
export const LEADS_FORBIDDEN_FEATURES: readonly string[];
/** A regular expression (source) matching an import specifier that reaches one of them. */
export const LEADS_FORBIDDEN_IMPORT: string;
