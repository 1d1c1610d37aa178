"""Pictures the engine draws from its figures, as SVG markup a page shows with `picture(...)`."""
