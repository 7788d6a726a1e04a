// Issue 35: a staff list of 20 leads was 280–330 KB of HTML (every row sent twice, as markup and
// as the page's payload); on an office phone's mobile data that is seconds before the first row.
// A list page must stay under 100 KB (docs/decisions/055-read-only-data-and-lighter-pages.md).
import { expect, test } from './fixtures';
import { insertLead, insertQuoteWithEstimate } from './data';
import { uniqueTag } from './helpers';

const BUDGET = 100 * 1024;
const ROWS = 20;

/** A message as long as a real one: the moving day, the floors, the things to take care of. */
const MESSAGE =
  'Merhaba, 3+1 evimizi ay sonunda taşımak istiyoruz. Binada asansör var ama eşya asansörüne sığmayan bir gardırop ve piyano var; ' +
  'paketlemeye de yardım isteriz. Hafta içi akşam 18:00 sonrası arayabilirsiniz.';

test.describe('staff lists stay light', () => {
  for (const { tab, kind } of [
    { tab: 'teklifler', kind: 'quote' },
    { tab: 'mesajlar', kind: 'contact' },
  ] as const) {
    test(`the ${tab} list with ${ROWS} leads is under 100 KB of HTML`, async ({ adminPage: page }) => {
      const tag = uniqueTag();
      for (let i = 0; i < ROWS; i++) {
        const fields = {
          name: `Ağırlık ${tag} Müşteri ${i + 1}`,
          email: `agirlik.${i}.${tag.toLowerCase()}@example.com`,
          message: MESSAGE,
          attribution: { utm_source: 'google', utm_campaign: 'evden-eve-istanbul', landingPage: '/evden-eve-nakliyat' },
        };
        if (kind === 'quote') await insertQuoteWithEstimate(fields);
        else await insertLead('contact', fields);
      }
      const response = await page.goto(`/admin/dashboard?sekme=${tab}&ara=${encodeURIComponent(tag)}`);
      await expect(page.getByTestId('inbox-item')).toHaveCount(ROWS);
      const bytes = (await response!.body()).byteLength;
      console.log(`[weight] /admin/dashboard?sekme=${tab} with ${ROWS} rows: ${(bytes / 1024).toFixed(1)} KB`);
      expect(bytes, `${tab}: ${(bytes / 1024).toFixed(1)} KB of HTML for ${ROWS} rows`).toBeLessThan(BUDGET);
    });
  }
});
