/**
 * The divider between the two panes: a WAI-ARIA window splitter (role separator with its value,
 * the first pane's share in percent). Dragged with the mouse (or a finger), moved with the arrow
 * keys (Shift for bigger steps), Home and End to its limits, Enter back to halves.
 */
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  value: number;
  min: number;
  max: number;
  /** Panes stacked (the divider runs across) or side by side. */
  stacked: boolean;
  /** Right to left: the first pane is on the right, so the arrows turn round. */
  rtl: boolean;
  controls: string;
  onChange: (value: number) => void;
}

export function SplitDivider({ value, min, max, stacked, rtl, controls, onChange }: Props) {
  const { t } = useTranslation();
  const dragging = useRef(false);
  const clamp = (v: number) => Math.round(Math.min(max, Math.max(min, v)));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 2;
    // The first pane grows towards the divider's far side: down, or right (left in RTL).
    const grow = stacked ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    const shrink = stacked ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === grow) next = value + step;
    else if (event.key === shrink) next = value - step;
    else if (event.key === 'Home') next = min;
    else if (event.key === 'End') next = max;
    else if (event.key === 'Enter') next = 50;
    if (next === null) return;
    event.preventDefault();
    onChange(clamp(next));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    dragging.current = true;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const frame = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!frame) return;
    const share = stacked
      ? (event.clientY - frame.top) / frame.height
      : rtl
        ? (frame.right - event.clientX) / frame.width
        : (event.clientX - frame.left) / frame.width;
    onChange(clamp(share * 100));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a window splitter is a focusable separator (WAI-ARIA); <hr> takes no focus.
    <div
      className="split__divider"
      role="separator"
      tabIndex={0}
      aria-label={t('split.divider')}
      aria-orientation={stacked ? 'horizontal' : 'vertical'}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    />
  );
}
