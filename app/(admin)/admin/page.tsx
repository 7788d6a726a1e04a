import { redirect } from 'next/navigation';
import { ADMIN_PATHS } from '@/lib/admin/paths';
import { requireStaff } from '@/lib/auth/guard.server';
import { PAGE_NEEDS } from '@/lib/auth/permissions';

export default async function AdminIndex() {
  await requireStaff(PAGE_NEEDS['app/(admin)/admin/page.tsx']);
  redirect(ADMIN_PATHS.dashboard);
}
