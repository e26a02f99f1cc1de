import { useEffect, useState, type FocusEvent, type FormEvent } from 'react';
import { useT } from '#app/i18n/use-t.ts';
import type { FieldErrors } from './account-validation.ts';

/**
 * Inline checks of an account form in the browser: a field is judged when it loses focus (once it holds
 * something), again while it is wrong and being corrected, and every field on submit, where the first
 * wrong one takes the focus. What is found is also said in a polite live region. A new answer from the
 * server replaces what the browser found.
 */
export function useFieldChecks<K extends string>(fields: readonly K[], validate: (values: Record<K, string>) => FieldErrors<K>, serverErrors: FieldErrors<K> | undefined, idPrefix: string) {
  const t = useT();
  // undefined: not judged here yet (the server's verdict shows); null: judged and fine.
  const [checked, setChecked] = useState<Partial<Record<K, string | null>>>({});
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => setChecked({}), [serverErrors]);

  const errorOf = (name: K): string | undefined => (checked[name] === undefined ? serverErrors?.[name] : (checked[name] ?? undefined));
  const values = (form: HTMLFormElement) => Object.fromEntries(fields.map((f) => [f, (form.elements.namedItem(f) as HTMLInputElement | null)?.value ?? ''])) as Record<K, string>;

  function judge(input: HTMLInputElement) {
    const name = input.name as K;
    if (!input.form || !fields.includes(name)) return;
    const error = validate(values(input.form))[name];
    setChecked((c) => ({ ...c, [name]: error ?? null }));
    if (error) setAnnouncement(t(error));
  }

  const onBlur = (e: FocusEvent<HTMLInputElement>) => {
    if (e.currentTarget.value || errorOf(e.currentTarget.name as K)) judge(e.currentTarget);
  };
  const onChange = (e: { currentTarget: HTMLInputElement }) => {
    if (errorOf(e.currentTarget.name as K)) judge(e.currentTarget);
  };

  /** Judges every field; false (and the first wrong field focused) when the form must not be sent. */
  function checkAll(event: FormEvent<HTMLFormElement>): boolean {
    const found = validate(values(event.currentTarget));
    setChecked(Object.fromEntries(fields.map((f) => [f, found[f] ?? null])) as Partial<Record<K, string | null>>);
    const first = fields.find((f) => found[f]);
    if (!first) return true;
    event.preventDefault();
    document.getElementById(`${idPrefix}-${first}`)?.focus();
    setAnnouncement(`${t('account.fixErrors')} ${t(found[first]!)}`);
    return false;
  }

  const fieldProps = (name: K) => ({ name, idPrefix, error: errorOf(name), onBlur, onChange });
  return { errorOf, checkAll, fieldProps, announcement, setAnnouncement };
}
