/**
 * Splits a migration file into single statements, because the embedded driver (PGlite through drizzle) runs one
 * statement per query. Respects quotes, dollar-quoted bodies and comments so `;` inside them does not split.
 */
export function splitSqlStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith('--')) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
      current += '\n';
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      current += ' ';
      continue;
    }
    const ch = text[i];
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < text.length) {
        if (text[j] === ch && text[j + 1] === ch) j += 2; // doubled quote inside a literal
        else if (text[j] === ch) break;
        else j++;
      }
      current += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const end = text.indexOf(dollar[0], i + dollar[0].length);
      const stop = end === -1 ? text.length : end + dollar[0].length;
      current += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i++;
      continue;
    }
    current += ch;
    i++;
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
