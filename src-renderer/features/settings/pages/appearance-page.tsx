// Built by the issue that owns this feature; replaced there.
export function AppearancePage() {
  return <main className="p-8">Appearance</main>;
}
