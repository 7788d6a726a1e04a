import { redirect } from 'next/navigation';
import { ADMIN_PATHS } from '@/lib/admin/paths';

export default function AdminIndex() {
  redirect(ADMIN_PATHS.dashboard);
}
