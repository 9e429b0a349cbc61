interface SwitchButtonProps {
  checked: boolean;
  /** Ids of what names the switch, and of what says more about it. */
  labelledBy: string;
  describedBy: string;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  /** The state as the switch shows it beside its track ("On" / "Off"); a screen reader says aria-checked. */
  stateText: string;
}

/**
 * An on/off switch (role="switch"): a tap, Enter or Space flips it, and a screen reader says on or
 * off. 44 px high for a thumb; the track is drawn inside.
 */
export function SwitchButton({
  checked,
  labelledBy,
  describedBy,
  busy,
  disabled,
  onClick,
  stateText,
}: SwitchButtonProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy}
      disabled={disabled}
      onClick={onClick}
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-full disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-7 w-12 rounded-full transition-colors ${checked ? 'bg-brand' : 'bg-stone-400'}`}
      >
        <span
          className={`absolute top-1 h-5 w-5 rounded-full bg-white shadow transition-[left] motion-reduce:transition-none ${checked ? 'left-6' : 'left-1'}`}
        />
      </span>
      <span aria-hidden="true" className="min-w-8 text-sm font-semibold text-stone-800">
        {stateText}
      </span>
    </button>
  );
}
