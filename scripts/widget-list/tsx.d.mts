export function tsxArgs(script: string, ...rest: string[]): string[];
