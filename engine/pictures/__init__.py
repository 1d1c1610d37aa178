"""Pictures the engine draws for the pages, as SVG strings: no diagram library, nothing fetched by the reader.

Each drawing takes plain data from a probe (never GA's model itself), scales with its container
through its viewBox, is one image for assistive technology (`role="img"`, an `aria-label` and a
`<title>`), and writes only GA identifiers, chord names and numbers, which no language translates.
"""
