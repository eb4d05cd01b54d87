/** For tests: an answer's Content-Security-Policy as a map of directive → its sources joined by one space. */
export function policyOf(response: Response): Record<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(header.split(';').map((part) => part.trim()).filter(Boolean).map((part) => {
    const [name, ...values] = part.split(/\s+/);
    return [name, values.join(' ')];
  }));
}
