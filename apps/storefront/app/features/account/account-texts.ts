/** The shop's quoted account messages, shown word for word in every store (like the API's own texts). */
export const AccountTexts = {
  loginRequired: 'You need to be logged in to see this page',
  profileSaved: 'Account data has successfully been updated',
  passwordChanged: 'Password has successfully been changed',
  offline: 'Reset password feature does not work while offline!',
  refreshRefused: 'Error refreshing user token. User is not authorized to access the resource',
  refreshError: 'Internal Application error while refreshing the tokens',
  ok: 'OK',
} as const;
