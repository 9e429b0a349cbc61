import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-danger-dark">
      {t(`validation.${error}`, { defaultValue: t('validation.invalid') })}
    </p>
  );
}

interface ChoiceGroupProps {
  legend: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** One choice among a few, as large touch-friendly buttons (radio inputs underneath). */
export function ChoiceGroup({ legend, name, options, value, onChange, error }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-light has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-earth"
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

interface CheckGroupProps {
  legend: string;
  options: Array<{ value: string; label: string }>;
  values: string[];
  onChange: (values: string[]) => void;
}

export function CheckGroup({ legend, options, values, onChange }: CheckGroupProps) {
  return (
    <fieldset>
      <legend className="mb-1 font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-light"
          >
            <input
              type="checkbox"
              checked={values.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...values, option.value] : values.filter((v) => v !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export function SelectField({ label, error, children, className = '', ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold text-stone-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 aria-[invalid=true]:border-danger"
        {...select}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
