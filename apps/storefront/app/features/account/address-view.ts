/** An address-book entry as the page shows and edits it. */
export interface AddressView {
  id: number;
  firstname: string;
  lastname: string;
  street: string;
  apartment: string;
  city: string;
  postcode: string;
  country: string;
  telephone: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** The address form's fields as they are posted. */
export interface AddressFormValues {
  firstname: string;
  lastname: string;
  street: string;
  apartment: string;
  city: string;
  postcode: string;
  country: string;
  telephone: string;
  defaultShipping?: 'on' | undefined;
  defaultBilling?: 'on' | undefined;
}

/** The countries the address form offers, the shop's own first. */
export const ADDRESS_COUNTRIES = ['SE', 'DE', 'IT', 'NO', 'DK', 'FI', 'AT', 'CH'] as const;
