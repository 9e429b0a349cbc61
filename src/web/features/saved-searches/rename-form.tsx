import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { savedSearchPatchSchema } from '../../../shared/saved-search';
import { MAX_SEARCH_NAME_LENGTH } from '../../../shared/saved-search-limits';
import { fieldErrorsOf } from '../../components/form-errors';
import { TextField } from '../../components/form-field';
import { Button } from '../../components/button';

interface Props {
  name: string;
  busy: boolean;
  /** An issue code of the name from the server, shown under the field. */
  serverError: string | undefined;
  save: (name: string) => void;
  cancel: () => void;
}

/** A saved search's name, edited in place: the field takes the focus; Enter saves, Esc cancels. */
export function RenameForm({ name, busy, serverError, save, cancel }: Props) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.select();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = savedSearchPatchSchema.safeParse({ name: value });
    if (!parsed.success) return setError(fieldErrorsOf(parsed.error).name ?? 'invalid');
    setError(undefined);
    if (parsed.data.name === name) return cancel();
    save(parsed.data.name ?? value);
  }

  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        ref={field}
        label={t('savedSearches.name')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            cancel();
          }
        }}
        maxLength={MAX_SEARCH_NAME_LENGTH}
        error={error ?? serverError}
        className="flex-1"
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          variant="primary"
          disabled={busy}
          className="flex-1 px-4 py-2.5 disabled:opacity-60"
        >
          {t('savedSearches.saveName')}
        </Button>
        <Button variant="outline" onClick={cancel} className="flex-1 px-4 py-2">
          {t('savedSearches.cancel')}
        </Button>
      </div>
    </form>
  );
}
