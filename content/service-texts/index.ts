// The texts of the service pages, one file per service. Prices, durations and coverage are
// tokens ({price}, {duration}, {coverage}) and company facts are tokens too ({foundingYear},
// {moveHours}…); both are filled where the texts are loaded (lib/content/services.ts).
import type { ServiceSlug } from '../services';
import type { ServiceText } from '../types';
import { sehirIciTasima } from './sehir-ici-tasima';
import { sehirlerarasiTasima } from './sehirlerarasi-tasima';
import { ofisTasima } from './ofis-tasima';
import { parcaEsyaTasima } from './parca-esya-tasima';
import { evdenEveNakliyat } from './evden-eve-nakliyat';
import { asansorluTasimacilik } from './asansorlu-tasimacilik';
import { yukTasima } from './yuk-tasima';
import { ceyizTasima } from './ceyiz-tasima';
import { tekstilTasima } from './tekstil-tasima';
import { koliTasima } from './koli-tasima';
import { fabrikaTasima } from './fabrika-tasima';
import { depolamaHizmeti } from './depolama-hizmeti';

export const SERVICE_TEXTS: Record<ServiceSlug, ServiceText> = {
  'sehir-ici-tasima': sehirIciTasima,
  'sehirlerarasi-tasima': sehirlerarasiTasima,
  'ofis-tasima': ofisTasima,
  'parca-esya-tasima': parcaEsyaTasima,
  'evden-eve-nakliyat': evdenEveNakliyat,
  'asansorlu-tasimacilik': asansorluTasimacilik,
  'yuk-tasima': yukTasima,
  'ceyiz-tasima': ceyizTasima,
  'tekstil-tasima': tekstilTasima,
  'koli-tasima': koliTasima,
  'fabrika-tasima': fabrikaTasima,
  'depolama-hizmeti': depolamaHizmeti,
};
