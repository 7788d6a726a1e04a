import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('CSV export', () => {
  it('keeps Turkish letters and quotes cells that need it', () => {
    expect(csvRow(['Şükrü Çağlayan', 'İstanbul; Bağcılar', 'Dedi ki: "merhaba"', 'satır\nsonu'])).toBe(
      'Şükrü Çağlayan;"İstanbul; Bağcılar";"Dedi ki: ""merhaba""";"satır\nsonu"\r\n',
    );
  });

  it('neutralises formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","tıkla")')).toBe(`"'=HYPERLINK(""http://x"",""tıkla"")"`);
    expect(csvCell('+905321112233')).toBe("'+905321112233");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(false)).toBe('false');
  });
});
