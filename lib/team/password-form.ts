// The state of the set-password form (invitation and reset links). No server imports.

export interface PasswordFormState {
  status: 'idle' | 'error';
  /** Why the password was refused, in Turkish (lib/auth/password-policy.ts). */
  problems?: string[];
  /** The link is expired or used: the form is replaced by a way to ask for a new one. */
  expired?: boolean;
}
