/** What an account form's action answers when it does not move on: per-field message ids, a form-level text, the values to show again. */
export interface AccountActionData {
  fieldErrors?: Record<string, string>;
  /** A text to show as it is (the API's and the shop's quoted messages). */
  formError?: string;
  /** A message id of the catalogue for a form-level problem. */
  formErrorId?: string;
  values?: Record<string, string>;
  /** The reset e-mail was asked for. */
  sent?: boolean;
}
