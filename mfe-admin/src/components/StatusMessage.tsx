/** A polite live region for "saved" notices. */
export function StatusMessage({ children }: { children: string }) {
  return (
    <p className="admin-status" role="status">
      {children}
    </p>
  );
}
