// Sign-in messages (SPEC.md section 8, as DECISIONS.md settles them). No server imports.
export const SIGN_IN_MESSAGES = {
  required: 'Lütfen tüm alanları doldurun.',
  invalidEmail: 'Geçersiz e-posta adresi.',
  wrongCredentials: 'E-posta adresi veya şifre hatalı.',
  tooManyAttempts: 'Çok fazla yanlış deneme. Lütfen daha sonra tekrar deneyin.',
  generic: 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.',
} as const;

export interface SignInState {
  status: 'idle' | 'error';
  message?: string;
  /** The e-mail typed (never the password). */
  email?: string;
}
