import { useEffect, useState } from 'react';

const COPIED_LABEL_MS = 2000;

/** Copies `text` and says so for two seconds; a clipboard failure is only logged. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  className,
  onCopied,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  className: string;
  /** Called once the text is on the clipboard. */
  onCopied?: () => void;
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      onCopied?.();
    } catch (error) {
      console.error('could not copy', error);
    }
  }

  return (
    <button type="button" onClick={() => void copy()} className={className}>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
