// The social connections the elements know by brand: the dictionary key of each one's display name,
// shared by <auth-login> (its social buttons) and <auth-profile> (its linked accounts).
import type { StringKey } from './i18n.js';

/** The dictionary key of the display name of well-known social connections. */
export const SOCIAL_LABELS: Readonly<Record<string, StringKey>> = {
  'google-oauth2': 'providerGoogle',
  github: 'providerGithub',
  facebook: 'providerFacebook',
  apple: 'providerApple',
  windowslive: 'providerMicrosoft',
  linkedin: 'providerLinkedin',
  twitter: 'providerTwitter',
};
