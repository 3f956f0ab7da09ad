// Built by the issue that owns this feature; replaced there.
export function ForgotPasswordPage() {
  return <main className="p-8">Forgot password</main>;
}
