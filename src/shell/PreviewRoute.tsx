// Placeholder: /apps/preview/{appId}/{path} (filled in by the runtime's application shell).
export default function PreviewRoute() {
  return null;
}
