import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dayCapacity } from '@/lib/calendar';
import { CapacityLine } from './calendar-entries';

const line = (moves: number, vehicles: number, crews: number) =>
  renderToStaticMarkup(
    <CapacityLine
      capacity={dayCapacity(
        Array.from({ length: moves }, () => ({ vehicles: 0, crews: 0 })),
        { vehicles, crews },
        70,
      )}
    />,
  );

describe("a day's capacity line in the calendar", () => {
  it('calls a day available, busy or full from the vehicles and crews entered', () => {
    expect(line(0, 3, 3)).toContain('Müsait');
    expect(line(3, 4, 4)).toContain('Yoğun');
    expect(line(2, 2, 3)).toContain('Dolu');
  });

  it('calls no day available while no vehicle or crew is entered, and says what to do', () => {
    const html = line(1, 0, 0);
    expect(html).toContain('Kapasite girilmedi');
    expect(html).not.toContain('Müsait');
    expect(html).toContain('Kapasite için araç ve ekip ekleyin.');
  });
});
