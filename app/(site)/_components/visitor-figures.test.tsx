import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VisitorFigures, sinceDay } from './visitor-figures';

describe("the home page's visitor figures", () => {
  it('say since when they count, in Turkish', () => {
    expect(sinceDay('2026-12-01')).toBe("1 Aralık 2026'dan beri");
    expect(sinceDay('2026-11-27')).toBe("27 Kasım 2026'dan beri");
    expect(sinceDay('2030-06-15')).toBe("15 Haziran 2030'dan beri");
    expect(sinceDay('2027-01-09')).toBe("9 Ocak 2027'den beri");
  });

  it('show today, this month and all time with Turkish number formatting', () => {
    const html = renderToStaticMarkup(
      <VisitorFigures figures={{ today: 1234, month: 56789, allTime: 1234567, since: '2026-12-01' }} />,
    );
    expect(html).toContain('1 Aralık 2026&#x27;dan beri');
    const pairs = [...html.matchAll(/<dt[^>]*>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map((m) => [m[1], m[2]]);
    expect(pairs).toEqual([
      ['Bugün', '1.234'],
      ['Bu ay', '56.789'],
      ['Toplam', '1.234.567'],
    ]);
  });

  it('say that counting began today before the first view, and never show an error when the database fails', () => {
    expect(
      renderToStaticMarkup(<VisitorFigures figures={{ today: 0, month: 0, allTime: 0, since: null }} />),
    ).toContain('Sayım bugün başladı');
    const down = renderToStaticMarkup(<VisitorFigures figures={null} />);
    expect(down).toContain('Ziyaretçi sayıları şu an gösterilemiyor.');
    expect(down).not.toContain('<dl');
  });
});
