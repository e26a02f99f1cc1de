import { createContext, useContext, type ChangeEvent, type FocusEvent, type HTMLAttributes } from 'react';
import { FieldNotes } from '#app/lib/field-notes.tsx';
import type { CheckoutDetails } from './checkout-rules.ts';

type FieldEvent = FocusEvent<HTMLInputElement | HTMLSelectElement> | ChangeEvent<HTMLInputElement | HTMLSelectElement>;

/** What every checkout field shares: its error, the value it starts with, and the form's blur and change checks. */
export interface FieldsApi {
  errors: Partial<Record<string, string>>;
  defaults: Partial<CheckoutDetails>;
  onBlur: (name: string, event: FieldEvent) => void;
  onChange: (name: string, event: FieldEvent) => void;
}

export const FieldsContext = createContext<FieldsApi | null>(null);

function useFields(): FieldsApi {
  const api = useContext(FieldsContext);
  if (!api) throw new Error('Checkout fields outside the checkout form');
  return api;
}

export const fieldId = (name: string) => `checkout-${name}`;

/** The ids aria-describedby names: the hint when there is one, the error while it shows. */
export function describedBy(name: string, error: string | undefined, hint: boolean): string | undefined {
  return [hint ? `${fieldId(name)}-hint` : '', error ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface TextFieldProps {
  name: keyof CheckoutDetails;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
}

export function TextField({ name, label, hint, type = 'text', autoComplete, inputMode, required = false }: TextFieldProps) {
  const api = useFields();
  const id = fieldId(name);
  const error = api.errors[name];
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        className="input"
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={api.defaults[name]}
        required={required}
        aria-invalid={!!error}
        aria-describedby={describedBy(name, error, !!hint)}
        onBlur={(e) => api.onBlur(name, e)}
        onChange={(e) => api.onChange(name, e)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({ name, label, options, autoComplete, required = false }: { name: keyof CheckoutDetails; label: string; options: Array<{ value: string; label: string }>; autoComplete?: string; required?: boolean }) {
  const api = useFields();
  const id = fieldId(name);
  const error = api.errors[name];
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="input"
        autoComplete={autoComplete}
        defaultValue={api.defaults[name]}
        required={required}
        aria-invalid={!!error}
        aria-describedby={describedBy(name, error, false)}
        onChange={(e) => api.onChange(name, e)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

export function CheckboxField({ name, label, hint, onToggle }: { name: keyof CheckoutDetails; label: string; hint?: string; onToggle?: (checked: boolean) => void }) {
  const api = useFields();
  const id = fieldId(name);
  const error = api.errors[name];
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}`}>
      <div className="field--inline">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="1"
          defaultChecked={api.defaults[name] === '1'}
          aria-invalid={!!error}
          aria-describedby={describedBy(name, error, !!hint)}
          onChange={(e) => {
            onToggle?.(e.currentTarget.checked);
            api.onChange(name, e);
          }}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
