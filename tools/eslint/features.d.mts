/** The features of lib/, each with what it holds (docs/decisions/049). */
export const FEATURES: Readonly<Record<string, string>>;
/** The open folders of lib/, each with the reason it has no front door. */
export const OPEN_FOLDERS: Readonly<Record<string, string>>;
