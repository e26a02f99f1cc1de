import { useT } from '#app/i18n/use-t.ts';

/**
 * A form field's hint and error under it, with the ids the field's aria-describedby names
 * (`<id>-hint`, `<id>-error`); the error is a message id of the catalogue.
 */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  const t = useT();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {t(error)}
        </p>
      )}
    </>
  );
}
