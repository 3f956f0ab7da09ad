// Built by the issue that owns this feature; replaced there.
export function DomainsPage() {
  return <main className="p-8">Domains</main>;
}
