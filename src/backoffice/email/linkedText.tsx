import { Fragment, type ReactNode } from 'react';
import { Link } from '@chakra-ui/react';

// An address ends before trailing punctuation, so "…?token=abc." links to the token without the full stop.
const URL_PATTERN = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)])/g;

/** A mail's plain text with its web addresses as links, so a local user can follow a reset or confirmation link. */
export function linkedText(text: string): ReactNode {
  return text.split(URL_PATTERN).map((part, i) => (i % 2 === 1
    ? <Link key={i} href={part} colorPalette="blue" variant="underline" data-testid="outbox-link">{part}</Link>
    : <Fragment key={i}>{part}</Fragment>));
}
