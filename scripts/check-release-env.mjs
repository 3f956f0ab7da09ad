// Run by `npm run dist` before electron-builder: the update feed must be https, or anyone on the
// network path could hand installed apps a different "update" (electron-updater fetches latest*.yml
// and the installer from DOWNLOAD_BASE_URL). See README, "Releasing the desktop app".
const value = process.env.DOWNLOAD_BASE_URL ?? '';
let url;
try {
  url = new URL(value);
} catch {
  url = null;
}
if (!url || url.protocol !== 'https:') {
  console.error(
    `DOWNLOAD_BASE_URL must be an https:// URL (the desktop app's update feed); got ${value ? JSON.stringify(value) : 'nothing'}.`,
  );
  process.exit(1);
}
console.log(`update feed: ${url.href}`);
