import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoaded } from './useLoaded.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useLoaded', () => {
  it('keeps the answer on screen during a reload, shows loading for new inputs, and drops a late answer', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<string>>>();
    const loaderFor = (key: string) => () => {
      const next = deferred<string>();
      answers.set(key, next);
      return next.promise;
    };
    const first = loaderFor('a');
    const { result, rerender } = renderHook(({ load }) => useLoaded(load), { initialProps: { load: first } });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answers.get('a')?.resolve('A'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'A' });

    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'ready', value: 'A' });
    await act(async () => answers.get('a')?.resolve('A2'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 'A2' }));

    const stale = answers.get('a');
    act(() => result.current.reload());
    const staleAfterReload = answers.get('a');
    rerender({ load: loaderFor('b') });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => {
      staleAfterReload?.resolve('too late');
      stale?.resolve('too late');
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answers.get('b')?.resolve('B'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'B' });
  });
});
