'use client';

import { useEffect, useRef } from 'react';

/**
 * A modal built on the native <dialog>: the page behind is inert, Escape and a
 * click on the backdrop close it, Tab stays inside, the body does not scroll
 * while it is open, and focus returns to where it was.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className = '',
  onKeyDown,
  initialFocus = 'first',
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  onKeyDown?: (event: React.KeyboardEvent<HTMLDialogElement>) => void;
  /**
   * Where focus goes on opening: the first control (the browser's default), or the dialog
   * itself, so that a key the dialog handles (Space in the video player) is not taken by a
   * button first.
   */
  initialFocus?: 'first' | 'dialog';
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      if (initialFocus === 'dialog') dialog.focus();
      document.body.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  useEffect(() => () => void (document.body.style.overflow = ''), []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={`m-auto max-h-[calc(100dvh-2rem)] overflow-hidden p-0 backdrop:bg-brand-900/70 focus:outline-none ${className}`}
      onClose={() => {
        document.body.style.overflow = '';
        onClose();
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) ref.current?.close();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.key !== 'Tab') return;
        // Keep Tab inside the dialog instead of leaving for the browser's toolbar.
        const focusable = Array.from(
          event.currentTarget.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), video[controls], [tabindex="0"]',
          ),
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const onDialog = document.activeElement === event.currentTarget;
        if (event.shiftKey && (onDialog || document.activeElement === first)) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (onDialog || document.activeElement === last)) {
          event.preventDefault();
          first?.focus();
        }
      }}
    >
      {open && children}
    </dialog>
  );
}

/** Closes the nearest open dialog (for close buttons inside a ModalDialog). */
export function closeDialog(element: Element | null): void {
  element?.closest('dialog')?.close();
}
