/**
 * The account pages' texts of `messages` (`../messages.ts`, docs/product.md#messages): apart, so that
 * the sign-in page's shared schemas (`schemas/auth.ts`) do not bring the whole list into its first
 * download (ADR 056). `messages` holds them too.
 */
export const authMessages = {
  loginMissingFields: 'Please enter both email and password.',
  loginFailed: 'Login Failed',
  checkCredentials: 'Please check your credentials.',
  createAccount: 'Create an Account',
  forgotPassword: 'Forgot Password',
  passwordHint: '8+ characters, letters & numbers',
  registrationFailed: 'Registration failed.',
  invalidResetToken: 'Invalid or missing password reset token.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  resetFailed: 'Failed to reset password.',
  resetSucceeded: 'Password has been reset successfully! You can now log in.',
  noVerificationToken: 'No verification token found. The link may be invalid.',
  verificationFailed: 'Verification failed.',
  verificationSucceeded: 'Your email has been successfully verified!',
} as const;
