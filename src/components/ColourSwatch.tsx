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
  const parts = colours.map((colour) => (
    <span key={colour} className="colour-swatch__part" style={{ background: colour }} />
  ));
  return label ? (
    <span className="colour-swatch" role="img" aria-label={label}>
      {parts}
    </span>
  ) : (
    <span className="colour-swatch" aria-hidden="true">
      {parts}
    </span>
  );
}
