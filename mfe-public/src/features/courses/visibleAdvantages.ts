import { ADVANTAGES_SHOWN } from './content.ts';

/** The advantages a course card lists, and whether a Show More / Show Less toggle is needed. */
export function visibleAdvantages(all: readonly string[], expanded: boolean): { items: readonly string[]; toggle: boolean } {
  const toggle = all.length > ADVANTAGES_SHOWN;
  return { items: expanded || !toggle ? all : all.slice(0, ADVANTAGES_SHOWN), toggle };
}
