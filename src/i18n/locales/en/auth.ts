export default {
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  required: {
    title: 'Sign in to continue',
    text: 'Orders, the profile and bonuses are available after signing in',
  },
  phone: {
    continue: 'Continue with your phone from {{host}}',
    other: 'Sign in another way',
  },
  errors: {
    notAuthorised: 'User is not authorised',
    code: 'Could not sign in with this code. Please sign in again.',
    trackId: 'Could not sign in through the app. Please try again.',
  },
} as const;
