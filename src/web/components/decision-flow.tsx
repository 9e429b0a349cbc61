import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from './confirm';
import { apiErrorOf, apiErrorText } from './form-errors';
import { FormAlert, TextArea } from './form-field';
import { notifySuccess } from './notify';
import { Button } from './button';

/** What a mutation's trigger resolves with (RTK Query): its data, or its error. */
type Answer = { data: unknown } | { error: unknown };

export interface DecisionOptions {
  /** Sends the approval. */
  approve: () => Promise<Answer>;
  /** Sends the decline with its reason, trimmed and never empty. */
  decline: (reason: string) => Promise<Answer>;
  /** Whether a decision is on its way: the buttons wait for it. */
  pending: boolean;
  /** Translation keys: each confirm dialog's button, and the toast once it is done. */
  texts: { yesApprove: string; approved: string; yesDecline: string; declined: string };
  /** What is decided, for the console when a decision fails ('listing', 'revision'). */
  subject: string;
}

export type DecisionFlow = ReturnType<typeof useDecisionFlow>;

/**
 * An admin's approve, or decline with a required reason, of a listing or of its revision:
 * each asks first (confirmIrreversible), and a toast says when it is done.
 */
export function useDecisionFlow({ approve, decline, pending, texts, subject }: DecisionOptions) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function confirmAndSend(ask: string, send: () => Promise<Answer>, done: string, what: string) {
    if (!(await confirmIrreversible(t, t(ask)))) return;
    setFailed(null);
    const result = await send();
    if ('data' in result) return notifySuccess(t(done));
    console.error(`${subject} ${what} failed`, result.error);
    // Another admin decided first, the owner changed it meanwhile, the connection dropped: say so.
    const failure = apiErrorOf(result.error as Parameters<typeof apiErrorOf>[0]);
    if (failure) setFailed(apiErrorText(t, failure.code));
  }

  return {
    pending,
    reason,
    reasonMissing,
    failed,
    approve: () => confirmAndSend(texts.yesApprove, approve, texts.approved, 'approval'),
    async decline(event: FormEvent) {
      event.preventDefault();
      const given = reason.trim();
      if (!given) return setReasonMissing(true);
      await confirmAndSend(texts.yesDecline, () => decline(given), texts.declined, 'decline');
    },
    changeReason(value: string) {
      setReason(value);
      setReasonMissing(false);
    },
  };
}

/** The approve button; `title` names the listing to a screen reader. */
export function ApproveButton({
  flow,
  title,
  children,
}: {
  flow: DecisionFlow;
  title: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="primary"
      disabled={flow.pending}
      onClick={() => void flow.approve()}
      className="px-5 py-2 hover:bg-brand-dark disabled:opacity-60"
    >
      {children}
      <span className="sr-only"> {title}</span>
    </Button>
  );
}

/** The reason and the decline button; nothing is asked or sent without a reason. */
export function DeclineForm({
  flow,
  label,
  title,
  maxLength = 1000,
  children,
}: {
  flow: DecisionFlow;
  /** The reason field's label. */
  label: string;
  title: string;
  /** The longest reason the server takes. */
  maxLength?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={(event) => void flow.decline(event)} className="flex flex-col gap-2">
      <FormAlert message={flow.failed} />
      <TextArea
        label={label}
        required
        rows={3}
        maxLength={maxLength}
        value={flow.reason}
        onChange={(event) => flow.changeReason(event.target.value)}
        placeholder={t('dashboard.reasonPlaceholder')}
        error={flow.reasonMissing ? 'required' : undefined}
      />
      <button
        type="submit"
        disabled={flow.pending}
        className="self-start rounded-full border-2 border-[#c8283d] px-5 py-1.5 font-semibold text-danger-dark hover:bg-danger/10 disabled:opacity-60"
      >
        {children}
        <span className="sr-only"> {title}</span>
      </button>
    </form>
  );
}
