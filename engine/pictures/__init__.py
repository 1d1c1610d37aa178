"""Pictures the engine draws for the pages: SVG markup, one kind of picture per module."""
