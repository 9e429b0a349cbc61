import { useState } from 'react';

/** The text fields of a form: their values, and `bind(field)` for an input's value, onChange and ref. */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const bind = (field: keyof T) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    // Text typed into a page the server drew, before the app took it over, is kept, not lost.
    ref: (element: { value: string } | null) => {
      if (element && element.value !== values[field]) setValues((v) => ({ ...v, [field]: element.value }));
    },
  });
  return { values, setValues, bind };
}
