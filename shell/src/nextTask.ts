/**
 * Resolves in a task of its own: a step of the start-up that awaits it ends the task it ran in, and the browser
 * handles what is waiting (input, a frame) before the next step. On a slow phone one task for the whole start-up is
 * the page's longest (total blocking time); split at these points, each is a few milliseconds.
 * `scheduler.yield()` where the browser has it: the continuation then comes before the page's other tasks (timers,
 * image loads), so they do not make the start-up later. Elsewhere a timer.
 */
export const nextTask = (): Promise<void> =>
  typeof scheduler !== 'undefined' && scheduler.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
