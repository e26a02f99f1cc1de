import { useIntl } from 'react-intl';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/** `t('id', values)`: the active catalogue's ICU message. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Values, defaultMessage?: string) => intl.formatMessage({ id, defaultMessage }, values) as string;
}
