/** The one-line notice a staff action returns with (lib/admin/dashboard.ts NOTICES). */
export function AdminNotice({ notice }: { notice: { text: string; tone: 'success' | 'error' } | undefined }) {
  if (!notice) return null;
  return (
    <p
      role="status"
      data-testid="admin-notice"
      className={`mt-3 rounded-lg p-3 text-sm font-semibold ${notice.tone === 'success' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
    >
      {notice.text}
    </p>
  );
}
