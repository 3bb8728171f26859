/** An error in red, announced as soon as it appears. */
export function ErrorMessage({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p className="ui-error admin-error" role="alert">
      {children}
    </p>
  );
}
