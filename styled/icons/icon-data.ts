/** The shape of a generated stroke icon: its SVG elements with their attributes, drawn on a 24×24 grid. */
export type IconData = ReadonlyArray<
  readonly [
    tag: 'path' | 'circle' | 'rect' | 'line' | 'polyline' | 'ellipse',
    attributes: Readonly<Record<string, string>>,
  ]
>;
