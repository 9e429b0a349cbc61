import { Button } from './button';

interface LoadFailedProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

/** A panel whose data did not come (an owner's call-back requests, a listing's numbers): why, and a retry. */
export function LoadFailed({ message, retryLabel, onRetry, className = '' }: LoadFailedProps) {
  return (
    <div role="alert" className={`${className} text-sm`.trim()}>
      <p className="text-stone-700">{message}</p>
      <Button variant="brand-outline" onClick={onRetry} className="mt-2 min-h-11 px-4">
        {retryLabel}
      </Button>
    </div>
  );
}
