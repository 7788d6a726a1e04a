'use server';

import { headers } from 'next/headers';
import type { LeadFormState } from '@/lib/leads/form-state';
import { submitLead } from '@/lib/leads/submit';

export async function submitQuoteRequest(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  return submitLead('quote', form, { headers: await headers() });
}
