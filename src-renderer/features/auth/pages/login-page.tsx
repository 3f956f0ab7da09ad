// Built by the issue that owns this feature; replaced there.
export function LoginPage() {
  return <main className="p-8">Sign in</main>;
}
