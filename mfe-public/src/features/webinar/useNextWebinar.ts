import { call } from '@college/shared-ui';
import type { RouteReply } from '@college/contract';
import { useCallback, useEffect, useState } from 'react';

type Webinar = NonNullable<RouteReply<'GET /events/next-webinar'>['webinar']>;
export type NextWebinarState = { status: 'loading' } | { status: 'ready'; webinar: Webinar | null } | { status: 'error' };

/** The next event the admin marked as a webinar, with a retry after an error. */
export function useNextWebinar(): { state: NextWebinarState; retry: () => void } {
  const [state, setState] = useState<NextWebinarState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    call('GET /events/next-webinar', { signal: controller.signal }).then(
      (answer) => setState({ status: 'ready', webinar: answer.webinar }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the next webinar', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
