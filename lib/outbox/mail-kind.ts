// What a feature gives the outbox for each kind of e-mail it queues (docs/decisions/047): who it
// goes to and how it is rendered and sent when its turn comes. The features' handlers live in
// their own folders (lib/<feature>/outbox.server.ts); lib/outbox/kinds.server.ts names them all.
import type { Db } from '@/lib/db/kysely.server';
import type { Lead } from '@/lib/leads';
import type { SiteConfig } from '@/lib/site';
import type { OutboxKind } from './store.server';

/** What one e-mail says: its subject and its text and HTML parts. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** One queued e-mail, due now, about a live lead (the outbox drops one about a deleted lead unsent). */
export interface MailJob {
  db: Db;
  /** The lead the e-mail is about, as it is now. */
  lead: Lead;
  /** The company as staff saved it in "Firma Bilgileri" (name, phones, WhatsApp, site URL). */
  company: SiteConfig;
  /** The time of the claim. */
  now: Date;
  /** Sends the e-mail to its audience (the staff list, or the lead's address) under the company's sender. */
  send(content: MailContent): Promise<void>;
  /**
   * Sends a customer e-mail with a link of its own to the lead's page (lib/leads/links.server.ts
   * sendWithOwnLink): made now, and revoked again if sending fails.
   */
  sendWithLink(render: (pageUrl: string) => MailContent): Promise<void>;
}

/**
 * What became of a job: 'sent'; 'nothing' to send (what it was about is gone, e.g. a withdrawn
 * offer), so it is finished unsent; or still to wait until a time (the review request waits
 * for the move), when it is claimed again.
 */
export type MailOutcome = 'sent' | 'nothing' | { waitUntil: Date };

export interface MailKind {
  /**
   * 'staff': the staff e-mail list ("Bildirimler", else LEAD_NOTIFY_EMAIL); with nobody on it the
   * e-mail is finished unsent. 'customer': the lead's own address.
   */
  audience: 'staff' | 'customer';
  deliver(job: MailJob): Promise<MailOutcome>;
}

/** Every stored kind with its handler: lib/outbox/kinds.server.ts. */
export type MailKinds = Readonly<Record<OutboxKind, MailKind>>;
