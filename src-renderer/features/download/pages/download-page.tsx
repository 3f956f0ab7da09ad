// Built by the issue that owns this feature; replaced there.
export function DownloadPage() {
  return <main className="p-8">Download</main>;
}
