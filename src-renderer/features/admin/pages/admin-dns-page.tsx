// Built by the issue that owns this feature; replaced there.
export function AdminDnsPage() {
  return <main className="p-8">Admin DNS</main>;
}
