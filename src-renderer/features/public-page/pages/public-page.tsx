// Built by the issue that owns this feature; replaced there.
export function PublicPage() {
  return <main className="p-8">Public page</main>;
}
