import type { FocusEvent, HTMLInputTypeAttribute } from 'react';
import { FieldNotes } from '#app/lib/field-notes.tsx';

interface AccountFieldProps {
  name: string;
  idPrefix: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  defaultValue?: string;
  /** A message id of the catalogue. */
  error?: string | undefined;
  hint?: string;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  onChange?: (e: { currentTarget: HTMLInputElement }) => void;
  /** A field the customer may leave empty. */
  optional?: boolean;
}

/** A labelled input whose hint and error are tied to it for screen readers (aria-describedby, aria-invalid). */
export function AccountField({ name, idPrefix, label, type = 'text', autoComplete, defaultValue, error, hint, onBlur, onChange, optional = false }: AccountFieldProps) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        className="input"
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={onChange}
        required={!optional}
        {...(type === 'email' ? { inputMode: 'email' as const } : {})}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A form's submit button. Pressing it does not take the focus from the field being typed in, so that
 * field's check (on blur) cannot move the button away between press and release; the submit then
 * checks every field itself.
 */
export function SubmitButton({ busy, label, busyLabel, block = true }: { busy: boolean; label: string; busyLabel: string; block?: boolean }) {
  return (
    <button type="submit" className={`button button--primary${block ? ' button--block' : ''}`} disabled={busy} onMouseDown={(e) => e.preventDefault()}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The form's spoken summary: what the inline checks found, said politely. */
export function FormAnnouncer({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {text}
    </p>
  );
}

/** A form-level refusal (the API's text as it is, or a catalogue message), announced at once. */
export function FormAlert({ text }: { text: string | null | undefined }) {
  return (
    <div className="form-alert" role="alert">
      {text && <p className="form-error form-error--block">{text}</p>}
    </div>
  );
}
