import { describe, expect, it } from 'vitest';
import { parseSettingsVersionToken, settingsVersionToken } from './settings-form';

describe('the saved versions a settings form carries', () => {
  it('writes the keys sorted with never-saved keys as 0, and reads them back', () => {
    const token = settingsVersionToken(['services', 'estimate'], { services: 4 });
    expect(token).toBe('estimate:0,services:4');
    expect(parseSettingsVersionToken(token, ['services', 'estimate'])).toEqual({ estimate: 0, services: 4 });
  });

  it('refuses a token that is empty, malformed, misses a key or names another one', () => {
    const keys = ['company'];
    for (const token of [
      '',
      'company',
      'company:x',
      'company:-1',
      'company:1,company:2',
      'services:1',
      'company:1,x:2',
    ]) {
      expect(parseSettingsVersionToken(token, keys), token).toBeNull();
    }
    expect(parseSettingsVersionToken('estimate:1', ['estimate', 'services'])).toBeNull();
  });
});
