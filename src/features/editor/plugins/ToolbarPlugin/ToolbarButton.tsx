/** One toolbar button: a real `<button>`, a toggle when `pressed` is given. */

/** Props of {@link ToolbarButton}. */
export interface ToolbarButtonProps {
  /** Accessible name and visible text. */
  label: string;
  onClick: () => void;
  /** For toggles: whether the format or block is on (sets `aria-pressed`). */
  pressed?: boolean | undefined;
  disabled?: boolean | undefined;
  /** `aria-keyshortcuts` value. */
  keyshortcuts?: string | undefined;
  /** For buttons that open a panel: whether it is open, and its id. */
  expanded?: boolean | undefined;
  controls?: string | undefined;
}

/**
 * A toolbar item. Mouse presses do not take focus from the text, so the selection stays
 * where the author left it; keyboard users reach it through the toolbar's arrow keys.
 */
export function ToolbarButton({
  label,
  onClick,
  pressed,
  disabled,
  keyshortcuts,
  expanded,
  controls,
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className="sb-editor__tool"
      data-toolbar-item=""
      aria-pressed={pressed}
      aria-keyshortcuts={keyshortcuts}
      aria-expanded={expanded}
      aria-controls={controls}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
