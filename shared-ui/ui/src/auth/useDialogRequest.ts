import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `?dialog=password` on a signed-in page (the top bar's Change password link) opens that page's dialog
 * once; the parameter is then dropped, so a reload or Back does not open it again.
 */
export function useDialogRequest(name: string, open: () => void): void {
  const [params, setParams] = useSearchParams();
  const requested = params.get('dialog') === name;
  useEffect(() => {
    if (!requested) return;
    open();
    setParams(
      (current) => {
        current.delete('dialog');
        return current;
      },
      { replace: true },
    );
  }, [requested, open, setParams]);
}
