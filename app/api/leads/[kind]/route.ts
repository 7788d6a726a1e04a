import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { quoteEstimateFromForm, quotePageWithEstimate } from '@/lib/estimate/index.server';
import { getInventoryCatalogue } from '@/lib/inventory/index.server';
import { INVENTORY_PARAM, decodeInventoryParam } from '@/lib/inventory';
import { ANSWER_PARAM, answerCookies } from '@/lib/leads/index.server';
import {
  TOO_LARGE_PARAM,
  TOO_LARGE_VALUE,
  type LeadFormState,
  FROM_PAGE_PARAM,
  formPage,
  wantsJson,
} from '@/lib/leads';
import { submitLead } from '@/lib/wiring/lead-form.server';
import { LEAD_BODY_LIMIT_BYTES, LEAD_MESSAGES, type LeadKind } from '@/lib/validation/lead';

const KINDS: readonly string[] = ['quote', 'contact'] satisfies LeadKind[];
const NO_STORE = { 'Cache-Control': 'no-store' };
/** The id of the form section's heading on both form pages (teklif-al, iletisim). */
const ANSWER_ANCHOR = 'form-baslik';

/** The request body, read no further than `limit` bytes (a body sent without a declared length too). */
async function readCapped(request: NextRequest, limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.byteLength;
    if (size > limit) {
      await reader!.cancel();
      return 'too-large';
    }
    chunks.push(part.value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * A 303 to the form page, by path: the browser stays on the host it posted to (after the
 * proxy's rewrite, this handler's own URL may name another, e.g. localhost).
 */
function backTo(page: URL): NextResponse {
  return new NextResponse(null, {
    status: 303,
    headers: { location: page.pathname + page.search + page.hash, ...NO_STORE },
  });
}

/**
 * A lead form's post (docs/decisions/015-forms-that-survive.md), usually rewritten here
 * from the form's page by proxy.ts. The page's script reads the answer as JSON; a
 * browser without JavaScript is sent back to the form page, which shows the answer.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ kind: string }> }) {
  const { kind: name } = await params;
  if (!KINDS.includes(name)) return new NextResponse('Bulunamadı.', { status: 404 });
  const kind = name as LeadKind;
  const json = wantsJson(request.headers);
  const page = formPage(kind, request.nextUrl.searchParams.get(FROM_PAGE_PARAM), request.url);
  page.searchParams.delete(ANSWER_PARAM);
  page.searchParams.delete(TOO_LARGE_PARAM);

  if (Number(request.headers.get('content-length')) > LEAD_BODY_LIMIT_BYTES) {
    if (json) return NextResponse.json({ status: 'error', message: LEAD_MESSAGES.tooLarge }, { status: 413 });
    page.searchParams.set(TOO_LARGE_PARAM, TOO_LARGE_VALUE);
    return backTo(page);
  }
  const body = await readCapped(request, LEAD_BODY_LIMIT_BYTES);
  if (body === 'too-large') {
    if (json) return NextResponse.json({ status: 'error', message: LEAD_MESSAGES.tooLarge }, { status: 413 });
    page.searchParams.set(TOO_LARGE_PARAM, TOO_LARGE_VALUE);
    return backTo(page);
  }
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return new NextResponse('Geçersiz form.', { status: 400 });
  }
  // The estimate is computed again from its parameters; the browser's numbers are never stored.
  const estimate = kind === 'quote' ? await quoteEstimateFromForm(form) : null;
  // Belongings entered with the estimate (/fiyat-hesaplama/esya), read against the catalogue.
  const inventory = estimate ? decodeInventoryParam(form.get(INVENTORY_PARAM), await getInventoryCatalogue()) : null;
  const state: LeadFormState = await submitLead(kind, form, { headers: await headers(), estimate, inventory });

  if (json) return NextResponse.json(state, { headers: NO_STORE });
  // Back to the form with the estimate the form carried, checked and computed again above,
  // scrolled to the form's heading: the answer's banner and, above it, the estimate are in view.
  const answerPage = quotePageWithEstimate(page, estimate);
  const nonce = randomUUID();
  answerPage.search = `${answerPage.search ? `${answerPage.search}&` : '?'}${ANSWER_PARAM}=${nonce}`;
  answerPage.hash = ANSWER_ANCHOR;
  const response = backTo(answerPage);
  const secure = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  for (const c of answerCookies(answerPage.pathname, nonce, state, secure))
    response.cookies.set(c.name, c.value, c.options);
  return response;
}
