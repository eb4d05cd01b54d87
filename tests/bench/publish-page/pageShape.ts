/**
 * The page every side of the published-page comparison draws: a column of 100 containers, each a row of 9 texts
 * (900 texts). Text n reads "Eintrag n"; the bench waits until all 900 are on screen.
 */
export const CONTAINERS = 100;
export const TEXTS_PER_CONTAINER = 9;
export const TEXTS = CONTAINERS * TEXTS_PER_CONTAINER;

export interface ShapeContainer {
  id: string;
  texts: { id: string; text: string }[];
}

export function pageShape(): ShapeContainer[] {
  return Array.from({ length: CONTAINERS }, (_, c) => ({
    id: `c${c}`,
    texts: Array.from({ length: TEXTS_PER_CONTAINER }, (_, t) => {
      const n = c * TEXTS_PER_CONTAINER + t;
      return { id: `t${n}`, text: `Eintrag ${n}` };
    }),
  }));
}

/** The styles Baukasten's Container (direction row) and Text draw with their defaults, written out once. */
export const containerStyle = { display: 'flex', boxSizing: 'border-box', flexDirection: 'row', flexWrap: 'nowrap', gap: '8px' } as const;
export const textStyle = { margin: 0, whiteSpace: 'pre-wrap', fontSize: 16 } as const;
