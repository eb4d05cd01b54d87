import { addQuarters, getQuarter, getYear, startOfQuarter } from 'date-fns';

/** The last `count` calendar quarters up to the one of `now`, oldest first, each with its label (`Q3 2026`). */
export interface Quarter {
  from: number;
  to: number;
  label: string;
}

export function lastQuarters(count: number, now: Date): Quarter[] {
  const current = startOfQuarter(now);
  return Array.from({ length: count }, (_, index) => {
    const start = addQuarters(current, index - count + 1);
    return { from: start.getTime(), to: addQuarters(start, 1).getTime(), label: `Q${getQuarter(start)} ${getYear(start)}` };
  });
}
