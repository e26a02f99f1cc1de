import { useState, type FormEvent } from 'react';
import { AccountTexts } from './account-texts.ts';

/** Password reset and change need the shop's server: offline, the form is not sent and the shop says why. */
export function useOfflineRefusal() {
  const [message, setMessage] = useState<string | null>(null);
  function refuse(event: FormEvent<HTMLFormElement>): boolean {
    if (typeof navigator === 'undefined' || navigator.onLine) {
      setMessage(null);
      return false;
    }
    event.preventDefault();
    setMessage(AccountTexts.offline);
    return true;
  }
  return { message, refuse };
}
