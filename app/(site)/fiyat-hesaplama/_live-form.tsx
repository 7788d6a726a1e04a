'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { estimateSearch } from '@/lib/estimate';
import { formChangedSinceLoad } from '@/lib/forms/early-input';

/** Typing in a number or date field waits this long before the estimate is asked for. */
const TYPING_DELAY_MS = 400;

/**
 * The estimate's GET form. Without JavaScript it submits to the server like any form;
 * with it, every change replaces the address with the form's parameters and the server
 * renders the new result in place (no reload, no history entry per change).
 * "Fiyatı Hesapla" brings the result (`resultId`) into view: without JavaScript through the
 * action's fragment, with it by scrolling to and focusing the result once it is rendered
 * (on a phone the result stands below the form).
 */
export function LiveEstimateForm({
  action,
  resultId,
  className = '',
  children,
}: {
  action: string;
  resultId?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // How many times "Fiyatı Hesapla" was pressed, and up to which press the result was shown.
  const [reveals, setReveals] = useState(0);
  const revealed = useRef(0);
  useEffect(() => {
    if (pending || reveals === revealed.current || !resultId) return;
    revealed.current = reveals;
    const result = document.getElementById(resultId);
    if (!result) return;
    const box = result.getBoundingClientRect();
    if (box.top < 0 || box.top > window.innerHeight * 0.5) result.scrollIntoView({ block: 'start' });
    result.focus({ preventScroll: true });
  }, [pending, reveals, resultId]);

  const update = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    const entries: [string, string][] = [];
    new FormData(form).forEach((value, name) => {
      if (typeof value === 'string') entries.push([name, value]);
    });
    const search = estimateSearch(entries);
    const href = search ? `${action}?${search}` : action;
    startTransition(() => router.replace(href, { scroll: false }));
  };

  // Choices made before the scripts arrived (a slow phone, docs/decisions/054-early-input.md)
  // are taken over as if made now: the address and the estimate follow the form.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current && formChangedSinceLoad(form.current)) update(form.current);
    // Once, with the form as the server sent it and the visitor changed it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      ref={form}
      method="get"
      action={resultId ? `${action}#${resultId}` : action}
      noValidate
      aria-busy={pending}
      data-pending={pending ? '' : undefined}
      className={`group ${className}`}
      onChange={(event) => {
        const form = event.currentTarget;
        const target = event.target as unknown as HTMLInputElement;
        const typing = target.type === 'number' || target.type === 'date';
        clearTimeout(timer.current);
        timer.current = setTimeout(() => update(form), typing ? TYPING_DELAY_MS : 0);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        setReveals((n) => n + 1);
        update(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
