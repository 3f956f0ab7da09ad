// Built by the issue that owns this feature; replaced there.
export function ResetPasswordPage() {
  return <main className="p-8">Reset password</main>;
}
