/** One toolbar button: a real `<button>` with an icon, a toggle when `pressed` is given. */
import type { LucideIcon } from 'lucide-react';

/** Props of {@link ToolbarButton}. */
export interface ToolbarButtonProps {
  /** Accessible name; the tooltip, or the visible text in the overflow menu. */
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** In the overflow menu the label is shown beside the icon. */
  showLabel?: boolean | undefined;
  /** For toggles: whether the format or block is on (sets `aria-pressed`). */
  pressed?: boolean | undefined;
  disabled?: boolean | undefined;
  /** `aria-keyshortcuts` value. */
  keyshortcuts?: string | undefined;
  /** For buttons that open a panel: whether it is open, and its id. */
  expanded?: boolean | undefined;
  controls?: string | undefined;
  haspopup?: 'menu' | 'true' | undefined;
}

/**
 * A toolbar item. Mouse presses do not take focus from the text, so the selection stays
 * where the author left it; keyboard users reach it through the toolbar's arrow keys.
 */
export function ToolbarButton({
  label,
  icon: Icon,
  onClick,
  showLabel,
  pressed,
  disabled,
  keyshortcuts,
  expanded,
  controls,
  haspopup,
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className={showLabel ? 'sb-editor__tool sb-editor__tool--labelled' : 'sb-editor__tool'}
      data-toolbar-item=""
      data-tooltip={showLabel ? undefined : label}
      aria-label={showLabel ? undefined : label}
      aria-pressed={pressed}
      aria-keyshortcuts={keyshortcuts}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-haspopup={haspopup}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon aria-hidden="true" size={18} strokeWidth={1.75} />
      {showLabel && <span>{label}</span>}
    </button>
  );
}
