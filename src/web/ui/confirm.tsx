// A button that asks first, in a modal <dialog> (focus trapped and Escape to cancel by the
// browser), for what cannot be undone: refunds, revocations, deletions.
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { t } from '../i18n.js';

interface Props {
  /** The button's text (its accessible name). */
  label: string;
  /** The question in the dialog. */
  question: ComponentChildren;
  /** The confirming button's text. */
  confirm: string;
  onConfirm: () => void;
  disabled?: boolean;
}

export function ConfirmButton({ label, question, confirm, onConfirm, disabled }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" class="danger" disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialog} aria-label={label}>
        <form method="dialog">
          <p>{question}</p>
          <div class="actions">
            <button type="submit" value="cancel" autofocus>
              {t('cancel')}
            </button>
            <button type="submit" value="confirm" class="danger" onClick={() => onConfirm()}>
              {confirm}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
