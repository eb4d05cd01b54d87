/**
 * Addresses a link must never get, in the spellings browsers accept (test data: safeUrl.test.ts checks that they
 * are refused, decodeEntities.browser.test.ts that the browser's decoding reads them like the server's).
 */
export const REFUSED_LINKS: readonly string[] = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\r\nscript:alert(1)',
  'javascript\u00a0:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106avascript:alert(1)',
  'javascript&colon;alert(1)',
  'java&Tab;script:alert(1)',
  '&amp;#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' \u000bdata:text/html,x',
  'file:///etc/passwd',
  'blob:https://example.com/x',
  'foo:bar',
];
