import { describe, expect, it } from 'vitest';
import { SERVICE_FACTS } from '@/content/services';
import {
  builtInServicePrices,
  effectiveServicePrices,
  parseLira,
  parseServicePrices,
  serviceFactsWith,
} from './prices';

describe('service prices', () => {
  it('reads lira as staff type it', () => {
    expect(parseLira('15000')).toBe(15000);
    expect(parseLira('15.000')).toBe(15000);
    expect(parseLira(' 1 250 000 TL')).toBe(1250000);
    expect(parseLira('15000,50')).toBe(15000.5);
    expect(parseLira('')).toBeNaN();
  });

  it('uses the service table until staff save, then the saved value, field by field', () => {
    expect(effectiveServicePrices(undefined)).toEqual(builtInServicePrices());
    const saved = {
      'koli-tasima': { priceFrom: 9500, duration: '1-3 saat', coverage: 'Tüm şehir' },
      'yuk-tasima': { priceFrom: -5, duration: '', coverage: 'Bütün il' },
    };
    const prices = effectiveServicePrices(saved);
    expect(prices['koli-tasima']).toEqual({ priceFrom: 9500, duration: '1-3 saat', coverage: 'Tüm şehir' });
    // A saved value that fails the checks is ignored; the rest of that service's row is used.
    expect(prices['yuk-tasima']).toEqual({
      priceFrom: SERVICE_FACTS['yuk-tasima'].priceFrom,
      duration: SERVICE_FACTS['yuk-tasima'].duration,
      coverage: 'Bütün il',
    });
    expect(serviceFactsWith(prices)['koli-tasima']).toMatchObject({ title: 'Koli Taşıma', priceFrom: 9500 });
  });

  it('refuses a price that is not a positive whole lira within bounds, naming the service', () => {
    const input = builtInServicePrices() as Record<string, Record<string, unknown>>;
    const result = parseServicePrices({
      ...input,
      'koli-tasima': { ...input['koli-tasima'], priceFrom: '-100' },
      'ceyiz-tasima': { ...input['ceyiz-tasima'], priceFrom: '12000,5' },
      'tekstil-tasima': { ...input['tekstil-tasima'], priceFrom: '99999999' },
      'yuk-tasima': { ...input['yuk-tasima'], priceFrom: 'on bin' },
      'depolama-hizmeti': { ...input['depolama-hizmeti'], duration: '' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      'koli-tasima.priceFrom': 'Koli Taşıma başlangıç fiyatı en az 500 TL olmalıdır.',
      'ceyiz-tasima.priceFrom': 'Çeyiz Taşıma başlangıç fiyatı kuruşsuz, tam lira olmalıdır.',
      'tekstil-tasima.priceFrom': 'Tekstil Taşıma başlangıç fiyatı en çok 2.000.000 TL olabilir.',
      'yuk-tasima.priceFrom': 'Yük Taşıma başlangıç fiyatı için bir sayı girin.',
      'depolama-hizmeti.duration': 'Depolama Hizmeti süresi boş bırakılamaz.',
    });
  });
});
