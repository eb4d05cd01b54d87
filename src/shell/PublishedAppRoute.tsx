// Placeholder: the published application of the current domain (filled in by the runtime's application shell).
export default function PublishedAppRoute() {
  return null;
}
