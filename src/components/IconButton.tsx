/**
 * The design system's icon button (docs/design.md): an icon with its accessible name as the
 * tooltip. `pressed` makes it a toggle; `showLabel` shows the name beside the icon where there
 * is room (wide toolbars, menus). A click or Escape hides the tooltip (tooltip.ts).
 */
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { installTooltipDismissal } from './tooltip';

installTooltipDismissal();

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  label: string;
  icon: LucideIcon;
  pressed?: boolean | undefined;
  showLabel?: boolean | undefined;
}

export function IconButton({
  label,
  icon: Icon,
  pressed,
  showLabel,
  className,
  type,
  ...rest
}: Props) {
  return (
    <button
      {...rest}
      type={type === 'submit' ? 'submit' : 'button'}
      className={`icon-btn${showLabel ? ' icon-btn--labelled' : ''}${className ? ` ${className}` : ''}`}
      aria-label={label}
      aria-pressed={pressed}
      data-tooltip={showLabel ? undefined : label}
    >
      <Icon aria-hidden="true" size={18} strokeWidth={1.75} />
      {showLabel && <span className="icon-btn__label">{label}</span>}
    </button>
  );
}
