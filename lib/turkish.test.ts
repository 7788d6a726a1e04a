import { describe, expect, it } from 'vitest';
import {
  capitalize,
  commonNoun,
  foldForSearch,
  lastSpokenWord,
  numberWithCase,
  properNoun,
  timeWithCase,
} from './turkish';

describe('Turkish case endings for facts in prose', () => {
  it('follows vowel harmony and hardens d after a voiceless consonant in names', () => {
    expect(properNoun('Bağcılar', 'locative')).toBe("Bağcılar'da");
    expect(properNoun('Bağcılar', 'ablative')).toBe("Bağcılar'dan");
    expect(properNoun('Bağcılar', 'genitive')).toBe("Bağcılar'ın");
    expect(properNoun('İstanbul', 'genitive')).toBe("İstanbul'un");
    expect(properNoun('Kadıköy', 'dative')).toBe("Kadıköy'e");
    expect(properNoun('Üsküdar', 'ablative')).toBe("Üsküdar'dan");
    expect(properNoun('Beşiktaş', 'locative')).toBe("Beşiktaş'ta");
    expect(properNoun('Esenyurt', 'ablative')).toBe("Esenyurt'tan");
    expect(properNoun('Şişli', 'dative')).toBe("Şişli'ye");
    expect(properNoun('Ankara', 'genitive')).toBe("Ankara'nın");
    expect(properNoun('Tuzla', 'dative')).toBe("Tuzla'ya");
  });

  it('inflects common nouns without an apostrophe', () => {
    expect(commonNoun('pazartesi', 'ablative')).toBe('pazartesiden');
    expect(commonNoun('cumartesi', 'dative')).toBe('cumartesiye');
    expect(commonNoun('cuma', 'ablative')).toBe('cumadan');
  });

  it('reads numbers aloud to pick the ending', () => {
    expect(lastSpokenWord(2003)).toBe('üç');
    expect(lastSpokenWord(40)).toBe('kırk');
    expect(lastSpokenWord(2000)).toBe('bin');
    expect(lastSpokenWord(0)).toBe('sıfır');
    expect(numberWithCase(2003, 'ablative')).toBe("2003'ten");
    expect(numberWithCase(2003, 'locative')).toBe("2003'te");
    expect(numberWithCase(2008, 'ablative')).toBe("2008'den");
    expect(numberWithCase(2010, 'locative')).toBe("2010'da");
    expect(numberWithCase(2040, 'ablative')).toBe("2040'tan");
    expect(numberWithCase(1900, 'dative')).toBe("1900'e");
    expect(numberWithCase(2006, 'genitive')).toBe("2006'nın");
    expect(numberWithCase(81, 'dative')).toBe("81'e");
  });

  it('reads clock times by the hour, or by the minutes when they are not zero', () => {
    expect(timeWithCase('08:00', 'locative')).toBe("08:00'de");
    expect(timeWithCase('09:00', 'locative')).toBe("09:00'da");
    expect(timeWithCase('18:00', 'ablative')).toBe("18:00'den");
    expect(timeWithCase('08:30', 'locative')).toBe("08:30'da");
  });

  it('capitalises with Turkish rules', () => {
    expect(capitalize('ilk')).toBe('İlk');
    expect(capitalize('ısı')).toBe('Isı');
  });
});

describe('folding for search', () => {
  it('meets upper and lower case, dotted and dotless i, and letters without their marks', () => {
    const same = (words: string[]) => expect(new Set(words.map(foldForSearch)).size, words.join(', ')).toBe(1);
    same(['İzmir', 'izmir', 'IZMIR', 'İZMİR', 'Izmir']);
    same(['Şükrü', 'şükrü', 'ŞÜKRÜ', 'sukru', 'SUKRU']);
    same(['Çağlayan', 'ÇAĞLAYAN', 'caglayan']);
    same(['Iğdır', 'IĞDIR', 'igdir']);
    same(['Öztürk', 'ÖZTÜRK', 'ozturk']);
    same(['Hâkim', 'hakim']);
    expect(foldForSearch('  İSMAİL \t ÜNAL ')).toBe('ismail unal');
  });
});
