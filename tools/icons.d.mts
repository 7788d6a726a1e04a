/** The icon names imported from '@/components/ui/icons' in app/, components/ and lib/. */
export function importedIcons(): string[];
/** The text of components/ui/icons.tsx with these icons, formatted as the project formats. */
export function render(names: string[]): Promise<string>;
