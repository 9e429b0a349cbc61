import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface State {
  failed: boolean;
}

/**
 * Keeps one part of a page from taking the whole page down: if it throws while drawing, it is
 * replaced by a short note with a retry, and everything around it keeps working.
 */
export class PanelBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('a part of the page failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? (
      <PanelFailed onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}

function PanelFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-stone-200 bg-white p-4 text-center text-stone-700">
      <p>{t('errors.panel')}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold text-brand-dark underline">
        {t('errors.retry')}
      </button>
    </div>
  );
}
