/**
 * The design system's colour swatch (docs/design.md): a small chip showing one colour or a few
 * side by side. Decorative next to a text label (the label names the choice); with `label` it
 * names itself for assistive technology.
 */
interface Props {
  colours: readonly string[];
  label?: string | undefined;
}

export function ColourSwatch({ colours, label }: Props) {
  return (
    <span
      className="colour-swatch"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {colours.map((colour) => (
        <span key={colour} className="colour-swatch__part" style={{ background: colour }} />
      ))}
    </span>
  );
}
