// Built by the issue that owns this feature; replaced there.
export function EventTypesPage() {
  return <main className="p-8">Event Types</main>;
}
