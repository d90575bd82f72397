/**
 * An accessible menu button: a button that opens a role="menu" list of menuitems, with arrow
 * keys, Home/End, Escape and outside-click handling (WAI-ARIA menu button pattern).
 */
import type { LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** A toggle: shown as a menuitemcheckbox, ticked when true. */
  checked?: boolean;
}

interface Props {
  label: string;
  items: MenuItem[];
  className?: string;
  /** Shown instead of the label, as an icon button named `label` (with its tooltip). */
  icon?: LucideIcon;
}

export function MenuButton({ label, items, className, icon: Icon }: Props) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  useEffect(() => {
    if (open) menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]')[active]?.focus();
  }, [open, active]);

  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const last = items.length - 1;
    if (e.key === 'ArrowDown') setActive((a) => (a >= last ? 0 : a + 1));
    else if (e.key === 'ArrowUp') setActive((a) => (a <= 0 ? last : a - 1));
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(last);
    else if (e.key === 'Escape' || e.key === 'Tab') close(e.key === 'Escape');
    else return;
    e.preventDefault();
  };

  return (
    <div className={`menu ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={Icon ? 'icon-btn' : 'toolbar-button'}
        aria-label={Icon ? label : undefined}
        data-tooltip={Icon && !open ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => {
          setActive(0);
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setActive(e.key === 'ArrowUp' ? items.length - 1 : 0);
            setOpen(true);
          }
        }}
      >
        {Icon ? <Icon aria-hidden="true" size={18} strokeWidth={1.75} /> : label}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-label={label}
          className="menu-list"
          tabIndex={-1}
          onKeyDown={onMenuKey}
        >
          {items.map((item, index) => (
            <button
              key={item.key}
              type="button"
              {...(item.checked === undefined
                ? { role: 'menuitem' }
                : { role: 'menuitemcheckbox', 'aria-checked': item.checked })}
              tabIndex={index === active ? 0 : -1}
              disabled={item.disabled}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
