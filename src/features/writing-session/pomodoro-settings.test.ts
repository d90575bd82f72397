import { describe, expect, it } from 'vitest';
import { lengthsOf, noticeSizeOf, soundOf, validLength } from './pomodoro-settings';

describe('the book settings', () => {
  it('fills in defaults and bounds', () => {
    expect(lengthsOf(null)).toEqual({ work: 25, shortBreak: 5, longBreak: 15 });
    const odd = {
      is_active: true,
      session_length: 0,
      break: { short: 7, long: 1000 },
      notification_sound: { is_active: true, sound: 'gong' },
      notification_ui: { is_active: true, size: 'huge' as 'small' },
    };
    expect(lengthsOf(odd)).toEqual({ work: 25, shortBreak: 7, longBreak: 15 });
    expect(soundOf(odd)).toBe('bell');
    expect(noticeSizeOf(odd)).toBe('small');
    expect(soundOf({ ...odd, notification_sound: { is_active: true, sound: 'chime' } })).toBe(
      'chime',
    );
  });

  it('accepts whole minutes within the bounds only', () => {
    expect(validLength('work', '50')).toBe(50);
    expect(validLength('work', '2.5')).toBeNull();
    expect(validLength('work', '')).toBeNull();
    expect(validLength('shortBreak', 61)).toBeNull();
  });
});
