/**
 * Writing sessions in the Tools panel: the switch (the book's pomodoro is_active), the timer with
 * its controls, and the settings kept with the book — lengths, sound, on-screen notice — plus the
 * system notification, which is this browser's choice.
 */
import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { LengthField } from './LengthField';
import { NOTICE_SIZES, type NoticeSize, SOUND_NAMES, type SoundName } from './pomodoro-settings';
import { SessionControls } from './SessionControls';
import { SystemNoticeField } from './SystemNoticeField';
import {
  noticeSizeAtom,
  pomodoroAtom,
  sessionLengthsAtom,
  soundChoiceAtom,
  timerActionAtom,
  updatePomodoroAtom,
} from './session-atoms';
import { playSound, unlockAudio } from './sounds';

export function WritingSessionPanel() {
  const { t } = useTranslation();
  const settings = useAtomValue(pomodoroAtom);
  const lengths = useAtomValue(sessionLengthsAtom);
  const sound = useAtomValue(soundChoiceAtom);
  const size = useAtomValue(noticeSizeAtom);
  const update = useSetAtom(updatePomodoroAtom);
  const act = useSetAtom(timerActionAtom);
  if (!settings) return <p className="muted">{t('app.loading')}</p>;
  const soundNames: Record<SoundName, string> = {
    bell: t('writingSession.sound_bell'),
    chime: t('writingSession.sound_chime'),
    soft_beep: t('writingSession.sound_soft_beep'),
  };
  const sizeNames: Record<NoticeSize, string> = {
    small: t('writingSession.size_small'),
    medium: t('writingSession.size_medium'),
    large: t('writingSession.size_large'),
  };

  return (
    <div className="writing-session-panel">
      <label className="radio">
        <input
          type="checkbox"
          checked={settings.is_active}
          onChange={(e) => {
            const on = e.target.checked;
            // Switching sessions off stops a running one: nothing rings for a hidden timer.
            if (!on) act('reset');
            void update((p) => ({ ...p, is_active: on }));
          }}
        />
        <span>{t('writingSession.use')}</span>
      </label>
      {settings.is_active && (
        <>
          <SessionControls />
          <fieldset className="field-group">
            <legend>{t('writingSession.lengths')}</legend>
            <div className="session-lengths">
              <LengthField
                kind="work"
                label={t('writingSession.length_work')}
                value={lengths.work}
                onCommit={(n) => void update((p) => ({ ...p, session_length: n }))}
              />
              <LengthField
                kind="shortBreak"
                label={t('writingSession.length_short')}
                value={lengths.shortBreak}
                onCommit={(n) => void update((p) => ({ ...p, break: { ...p.break, short: n } }))}
              />
              <LengthField
                kind="longBreak"
                label={t('writingSession.length_long')}
                value={lengths.longBreak}
                onCommit={(n) => void update((p) => ({ ...p, break: { ...p.break, long: n } }))}
              />
            </div>
          </fieldset>
          <fieldset className="field-group">
            <legend>{t('writingSession.sound')}</legend>
            <label className="radio">
              <input
                type="checkbox"
                checked={settings.notification_sound.is_active}
                onChange={(e) => {
                  const on = e.target.checked;
                  void update((p) => ({
                    ...p,
                    notification_sound: { ...p.notification_sound, is_active: on },
                  }));
                }}
              />
              <span>{t('writingSession.sound_on')}</span>
            </label>
            <div className="session-sound-row">
              <label className="field">
                <span>{t('writingSession.sound_choice')}</span>
                <select
                  value={sound}
                  onChange={(e) => {
                    const next = e.target.value;
                    void update((p) => ({
                      ...p,
                      notification_sound: { ...p.notification_sound, sound: next },
                    }));
                  }}
                >
                  {SOUND_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {soundNames[name]}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="button session-sound-row__play"
                onClick={() => {
                  unlockAudio();
                  playSound(sound);
                }}
              >
                <Volume2 aria-hidden="true" size={16} strokeWidth={1.75} />
                {t('writingSession.sound_play')}
              </button>
            </div>
          </fieldset>
          <fieldset className="field-group">
            <legend>{t('writingSession.notice')}</legend>
            <label className="radio">
              <input
                type="checkbox"
                checked={settings.notification_ui.is_active}
                onChange={(e) => {
                  const on = e.target.checked;
                  void update((p) => ({
                    ...p,
                    notification_ui: { ...p.notification_ui, is_active: on },
                  }));
                }}
              />
              <span>{t('writingSession.notice_on')}</span>
            </label>
            <label className="field">
              <span>{t('writingSession.notice_size')}</span>
              <select
                value={size}
                onChange={(e) => {
                  const next = NOTICE_SIZES.find((s) => s === e.target.value) ?? 'small';
                  void update((p) => ({
                    ...p,
                    notification_ui: { ...p.notification_ui, size: next },
                  }));
                }}
              >
                {NOTICE_SIZES.map((name) => (
                  <option key={name} value={name}>
                    {sizeNames[name]}
                  </option>
                ))}
              </select>
            </label>
            <SystemNoticeField />
          </fieldset>
        </>
      )}
    </div>
  );
}
