import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LeadFormState } from '@/lib/leads';

/**
 * The minimum fill time in the browser: a valid form sent sooner than `minFillMs`
 * after its start time reached this browser (an autofilled form, sent at once) is
 * held back and sent by itself once the time has passed, so the server never has to
 * ask the person to send it again. `started` is the page's signed start time; an
 * answer of the server may bring a new one, which the next send carries.
 */
export function useMinimumFillTime(started: string, answer: LeadFormState, minFillMs: number) {
  const token = answer.started ?? started;
  const readyAt = useRef(0);
  useEffect(() => {
    // A "send once more" answer brings a start time that counts as already waited.
    readyAt.current = answer.resend ? 0 : Date.now();
  }, [token, answer.resend]);
  const timer = useRef<number | undefined>(undefined);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return {
    /** The signed start time for the form's hidden field. */
    token,
    /** A send is being held back (the button reads "Gönderiliyor..."). */
    waiting,
    /** True while a held-back send is pending: a second submit is ignored. */
    holding: () => timer.current !== undefined,
    /** Holds back the submit of a valid form sent too soon; true when it did. */
    holdBack(event: FormEvent<HTMLFormElement>): boolean {
      const rest = minFillMs - (Date.now() - readyAt.current);
      if (rest <= 0) return false;
      event.preventDefault();
      const form = event.currentTarget;
      setWaiting(true);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        form.requestSubmit();
        setWaiting(false);
      }, rest);
      return true;
    },
  };
}
