import { useContext } from 'react';
import { TextsContext } from './texts-context.tsx';
import type { Values } from './translator.ts';

/** `t('id', values)`: the active catalogue's ICU message. */
export function useT() {
  const translator = useContext(TextsContext);
  return (id: string, values?: Values, defaultMessage?: string) => translator.formatMessage({ id, defaultMessage }, values);
}
