import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedSinceLoad, formChangedSinceLoad, type FormControl } from './early-input';

const input = (type: string, change: Partial<FormControl> = {}): FormControl => ({
  tagName: 'INPUT',
  type,
  value: '',
  defaultValue: '',
  checked: false,
  defaultChecked: false,
  files: null,
  ...change,
});

/** A single select of `count` options: `marked` are selected in the HTML, `chosen` is the one shown now. */
function select(count: number, marked: number[], chosen: number, multiple = false): FormControl {
  return {
    tagName: 'SELECT',
    multiple,
    options: Array.from({ length: count }, (_, i) => ({
      defaultSelected: marked.includes(i),
      selected: multiple ? marked.includes(i) !== (i === chosen) : i === chosen,
    })),
  };
}

describe('what a person changed in a plain form before the scripts arrived', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sees text typed into a field or a text area, and not a field left as the page sent it', () => {
    expect(changedSinceLoad(input('text', { value: 'Deniz' }))).toBe(true);
    expect(changedSinceLoad(input('number', { defaultValue: '2', value: '3' }))).toBe(true);
    expect(changedSinceLoad(input('number', { defaultValue: '2', value: '2' }))).toBe(false);
    expect(changedSinceLoad({ tagName: 'TEXTAREA', defaultValue: 'Moda Cad.', value: 'Moda Cad. No 7' })).toBe(true);
    expect(changedSinceLoad({ tagName: 'textarea', defaultValue: 'Moda Cad.', value: 'Moda Cad.' })).toBe(false);
  });

  it('does not count a value the browser dropped as typed (a number field sent "abc" reads empty)', () => {
    // A stand-in for the browser's <input>: a number field keeps only a number.
    vi.stubGlobal('document', {
      createElement: () => {
        let shown = '';
        return {
          type: 'text',
          get value() {
            return shown;
          },
          set value(text: string) {
            shown = this.type === 'number' && !/^-?\d+(\.\d+)?$/.test(text) ? '' : text;
          },
        };
      },
    });
    expect(changedSinceLoad(input('number', { defaultValue: 'abc', value: '' }))).toBe(false);
    expect(changedSinceLoad(input('number', { defaultValue: 'abc', value: '4' }))).toBe(true);
    // Emptied by the person: the number sent was one the field could hold.
    expect(changedSinceLoad(input('number', { defaultValue: '3', value: '' }))).toBe(true);
  });

  it('sees a box ticked or unticked and a radio chosen', () => {
    expect(changedSinceLoad(input('checkbox', { checked: true }))).toBe(true);
    expect(changedSinceLoad(input('checkbox', { defaultChecked: true, checked: false }))).toBe(true);
    expect(changedSinceLoad(input('radio', { defaultChecked: true, checked: true }))).toBe(false);
  });

  it('sees a file picked', () => {
    expect(changedSinceLoad(input('file', { files: { length: 1 } }))).toBe(true);
    expect(changedSinceLoad(input('file', { files: { length: 0 } }))).toBe(false);
  });

  it('never counts the fields a person does not fill in', () => {
    for (const type of ['hidden', 'submit', 'button', 'reset', 'image'])
      expect(changedSinceLoad(input(type, { value: 'x', defaultValue: 'y' }))).toBe(false);
    expect(changedSinceLoad({ tagName: 'BUTTON', value: 'next', defaultValue: '' })).toBe(false);
    expect(changedSinceLoad({ tagName: 'FIELDSET' })).toBe(false);
  });

  it('sees another option chosen, against the option the HTML showed (the last marked, else the first)', () => {
    expect(changedSinceLoad(select(3, [], 0))).toBe(false);
    expect(changedSinceLoad(select(3, [], 2))).toBe(true);
    expect(changedSinceLoad(select(3, [1], 1))).toBe(false);
    expect(changedSinceLoad(select(3, [1], 0))).toBe(true);
    expect(changedSinceLoad(select(3, [0, 2], 2))).toBe(false);
    expect(changedSinceLoad(select(0, [], -1))).toBe(false);
    // Several at once: any option whose selection differs from the HTML's.
    expect(changedSinceLoad(select(3, [0], -1, true))).toBe(false);
    expect(changedSinceLoad(select(3, [0], 1, true))).toBe(true);
  });

  it('finds a form changed when any one of its fields is', () => {
    const untouched = [input('hidden', { value: 'salon-1', defaultValue: '' }), input('number'), select(2, [], 0)];
    expect(formChangedSinceLoad({ elements: untouched })).toBe(false);
    expect(formChangedSinceLoad({ elements: [...untouched, input('number', { value: '2' })] })).toBe(true);
  });
});
