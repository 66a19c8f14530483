/**
 * A confirmation in a native modal <dialog>: the browser traps focus inside it, Escape cancels, and
 * focus returns to the button that opened it. The safe choice (Cancel) has the initial focus.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

interface Props {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ComponentChildren;
}

export function ConfirmDialog(props: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open && !element.open) element.showModal();
    if (!props.open && element.open) element.close();
  }, [props.open]);
  return (
    <dialog ref={dialog} class="dialog" aria-labelledby="dialog-title" onClose={props.onCancel}>
      <h2 id="dialog-title">{props.title}</h2>
      <div class="dialog-body">{props.children}</div>
      <div class="dialog-actions">
        <button type="button" class="button" autofocus onClick={props.onCancel}>
          Cancel
        </button>
        <button type="button" class="button button-danger" disabled={props.busy} onClick={props.onConfirm}>
          {props.busy ? 'Working…' : props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
