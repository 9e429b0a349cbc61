import { useRef, useState, type KeyboardEvent } from 'react';

// Keys that step a closed select through its values, each step a `change` event in Chrome on
// Windows and Linux: a value passed on the way is not a choice.
const STEPPING = /^(Arrow|Page|Home$|End$)|^.$/;

/**
 * A filter select that applies its value once it is chosen: at once when picked from its list (a tap,
 * a click), and, when the keyboard steps through the values, on Enter or on leaving the select, as
 * the native select does on a Mac. The search does not run for every value passed on the way.
 */
export function useCommittedSelect(
  current: (name: string) => string,
  apply: (name: string, value: string) => void,
) {
  const [pending, setPending] = useState<{ name: string; value: string } | null>(null);
  const stepping = useRef(false);

  function commit() {
    if (!pending) return;
    setPending(null);
    if (pending.value !== current(pending.name)) apply(pending.name, pending.value);
  }

  return (name: string) => ({
    value: pending?.name === name ? pending.value : current(name),
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (event.key === 'Enter' && pending?.name === name) {
        event.preventDefault();
        commit();
      }
      stepping.current = !event.altKey && !event.ctrlKey && !event.metaKey && STEPPING.test(event.key);
    },
    onChange: (event: { target: { value: string } }) => {
      const stepped = stepping.current;
      stepping.current = false;
      if (stepped) setPending({ name, value: event.target.value });
      else {
        setPending(null);
        apply(name, event.target.value);
      }
    },
    onBlur: commit,
  });
}
