// Built by the issue that owns this feature; replaced there.
export function ProfilePage() {
  return <main className="p-8">Profile</main>;
}
