import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, serializeJsonLd } from './json-ld';

describe('structured data', () => {
  it('cannot be closed early by a value containing </script>', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
  });

  it('numbers breadcrumb items from the home page and links those with a path', () => {
    const data = breadcrumbJsonLd([
      { label: 'Anasayfa', path: '/' },
      { label: 'Hizmetlerimiz', path: '/hizmetlerimiz' },
      { label: 'Ofis Taşıma' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Anasayfa', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Hizmetlerimiz', item: 'http://localhost:3000/hizmetlerimiz' },
      { '@type': 'ListItem', position: 3, name: 'Ofis Taşıma' },
    ]);
  });
});
