import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedIcons, render } from './icons.mjs';

const file = path.resolve(import.meta.dirname, '../components/ui/icons.tsx');

describe('components/ui/icons.tsx', () => {
  it('holds exactly the icons the code imports, drawn from lucide-react’s data', async () => {
    const names = importedIcons();
    expect(names).toContain('Phone');
    expect(readFileSync(file, 'utf8')).toBe(await render(names));
  });

  it('draws an icon with lucide’s own path', async () => {
    const text = await render(['Phone']);
    expect(text).toContain('export const Phone = ');
    expect(text).toContain('<path d="M13.832 16.568a1 1 0 0 0 1.213-.303');
  });
});
