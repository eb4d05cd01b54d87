/** What every benchmark shares: the median of repeated runs and the JSON line `npm run bench` prints. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const print = (name: string, value: number, unit: string, n: number) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 1000) / 1000, unit, n }));
