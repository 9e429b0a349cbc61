import { useState } from 'react';

/** The text fields of a form: their values, and `bind(field)` for an input's value and onChange. */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const bind = (field: keyof T) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
  });
  return { values, setValues, bind };
}
