/**
 * A side panel that either sits beside the page or, as a drawer, floats over it (docs/design.md):
 * then a backdrop dims the page (a click on it closes the drawer), focus moves into the drawer
 * and stays there while it is open (Tab and Shift+Tab cycle), Escape closes it and focus goes
 * back to where it was. The toolbar above stays usable, so its panel buttons still toggle.
 */
import { type ReactNode, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

interface Props {
  /** Accessible name of the panel. */
  label: string;
  /** `drawer` floats over the page; `inline` sits beside it. */
  mode: 'inline' | 'drawer';
  side: 'start' | 'end';
  className: string;
  onClose: () => void;
  children: ReactNode;
}

export function Drawer({ label, mode, side, className, onClose, children }: Props) {
  const panel = useRef<HTMLElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (mode !== 'drawer') return;
    const element = panel.current;
    if (!element) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () =>
      [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => e.offsetParent !== null);
    (focusables()[0] ?? element).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = element.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (before?.isConnected && !element.contains(before)) before.focus();
    };
  }, [mode]);

  if (mode === 'inline')
    return (
      <aside ref={panel} className={className} aria-label={label}>
        {children}
      </aside>
    );
  return (
    <>
      <div className="drawer-backdrop" aria-hidden="true" onClick={onClose} />
      <aside
        ref={panel}
        className={`${className} drawer drawer--${side}`}
        aria-label={label}
        aria-modal="true"
        role="dialog"
        tabIndex={-1}
      >
        {children}
      </aside>
    </>
  );
}
