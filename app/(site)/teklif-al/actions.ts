'use server';

import { headers } from 'next/headers';
import { quoteEstimateFromForm } from '@/lib/estimate/quote';
import type { LeadFormState } from '@/lib/leads/form-state';
import { submitLead } from '@/lib/leads/submit';

export async function submitQuoteRequest(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  // The estimate is computed again from its parameters; the browser's numbers are never stored.
  const estimate = await quoteEstimateFromForm(form);
  return submitLead('quote', form, { headers: await headers(), estimate });
}
