'use server';

import { headers } from 'next/headers';
import type { LeadFormState } from '@/lib/leads/form-state';
import { submitLead } from '@/lib/leads/submit';

export async function submitContactMessage(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  return submitLead('contact', form, { headers: await headers() });
}
