// What a person did to a plain form before the page's scripts arrived (docs/decisions/054-early-input.md).
// The server's HTML holds each field's value as the page was sent (`defaultValue`, `defaultChecked`,
// an option's `selected`); the browser keeps what was typed, ticked or chosen since in the live
// value. A script that takes a form over compares the two to adopt what was done before it came.
// Browser-safe: reads only the DOM properties named below (plain objects in the unit tests).

/** The parts of an <input>, <select> or <textarea> this reads. */
export interface FormControl {
  tagName: string;
  type?: string;
  value?: string;
  defaultValue?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  multiple?: boolean;
  files?: { length: number } | null;
  options?: ArrayLike<{ selected: boolean; defaultSelected: boolean }>;
}

/** Types of <input> a person does not fill in. */
const NOT_FILLED_IN = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/**
 * The value an <input> of `type` shows for `text`: the browser drops what the type cannot hold
 * ("abc" in a number field, a malformed date), so a field sent with such a value reads empty
 * without anyone touching it. Outside a browser, `text` itself.
 */
function shownValue(type: string, text: string): string {
  if (typeof document === 'undefined') return text;
  const probe = document.createElement('input');
  probe.type = type;
  probe.value = text;
  return probe.value;
}

/** True when the person changed the field since the page was sent: typed, ticked, chose or picked a file. */
export function changedSinceLoad(control: FormControl): boolean {
  switch (control.tagName.toUpperCase()) {
    case 'TEXTAREA':
      return control.value !== control.defaultValue;
    case 'SELECT': {
      const options = Array.from(control.options ?? []);
      if (control.multiple) return options.some((o) => o.selected !== o.defaultSelected);
      // A single select shows the last option marked selected in the HTML, or else its first.
      let shown = 0;
      options.forEach((o, i) => {
        if (o.defaultSelected) shown = i;
      });
      return options.length > 0 && options.findIndex((o) => o.selected) !== shown;
    }
    case 'INPUT': {
      const type = (control.type ?? 'text').toLowerCase();
      if (NOT_FILLED_IN.has(type)) return false;
      if (type === 'checkbox' || type === 'radio') return control.checked !== control.defaultChecked;
      if (type === 'file') return (control.files?.length ?? 0) > 0;
      return control.value !== control.defaultValue && control.value !== shownValue(type, control.defaultValue ?? '');
    }
    default:
      return false;
  }
}

/** True when any field of the form was changed since the page was sent. */
export function formChangedSinceLoad(form: { elements: ArrayLike<FormControl> }): boolean {
  return Array.from(form.elements).some(changedSinceLoad);
}
