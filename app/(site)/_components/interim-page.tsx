import type { BreadcrumbItem } from '@/lib/seo/json-ld';
import { ContactCta } from './contact-cta';
import { PageHero } from './page-hero';

/**
 * Interim body of a page whose full content is still being written: a real
 * title, a short truthful text and the ways to reach the company.
 */
export function InterimPage({ title, lead, breadcrumbs, children }: {
  title: string;
  lead: string;
  breadcrumbs: BreadcrumbItem[];
  children?: React.ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={lead} breadcrumbs={breadcrumbs} />
      {children}
      <ContactCta />
    </>
  );
}
