// Built by the issue that owns this feature; replaced there.
export function VerifyEmailPage() {
  return <main className="p-8">Verify email</main>;
}
