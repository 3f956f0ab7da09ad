// Built by the issue that owns this feature; replaced there.
export function RegisterPage() {
  return <main className="p-8">Register</main>;
}
