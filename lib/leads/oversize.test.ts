import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LEAD_BODY_LIMIT_BYTES, LEAD_MESSAGES } from '@/lib/validation/lead';
import { refuseOversizeLeadForm } from './oversize';

function post(path: string, length: number, headers: Record<string, string> = {}) {
  return new NextRequest(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    headers: { 'content-length': String(length), 'content-type': 'multipart/form-data; boundary=x', ...headers },
  });
}

describe('lead form posts over the size limit', () => {
  it('sends a browser without JavaScript back to its form, which shows the banner', () => {
    const response = refuseOversizeLeadForm(post('/teklif-al?hizmet=ofis-tasima', LEAD_BODY_LIMIT_BYTES + 1))!;
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.pathname}${location.search}`).toBe('/teklif-al?gonderim=cok-buyuk');
  });

  it('answers a server-action call with 413 and the Turkish message', async () => {
    const response = refuseOversizeLeadForm(post('/iletisim', 900_000, { 'next-action': 'abc' }))!;
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(LEAD_MESSAGES.tooLarge);
  });

  it('lets everything else through', () => {
    expect(refuseOversizeLeadForm(post('/teklif-al', LEAD_BODY_LIMIT_BYTES))).toBeNull();
    expect(refuseOversizeLeadForm(post('/iletisim', 2000))).toBeNull();
    expect(refuseOversizeLeadForm(post('/admin/dashboard', 900_000))).toBeNull();
    expect(refuseOversizeLeadForm(new NextRequest('http://127.0.0.1:3000/teklif-al'))).toBeNull();
    // A body of undeclared length is checked by the action.
    expect(
      refuseOversizeLeadForm(new NextRequest('http://127.0.0.1:3000/teklif-al', { method: 'POST', body: 'x' })),
    ).toBeNull();
  });
});
