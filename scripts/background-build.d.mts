export function replaceBuild(next: string, dist: string): void;
export function buildInBackground(
  dist: string,
  onProgress: (progress: 'building' | 'none' | 'failed') => void,
  options?: { script?: string; cwd?: string },
): Promise<'built' | 'failed'>;
