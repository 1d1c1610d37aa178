"""Pictures the engine draws for the pages, as SVG strings: no diagram library, nothing fetched by the reader.

Each drawing takes plain data from a probe (never GA's model itself), scales with its container
through its viewBox and is one image for assistive technology (`role="img"`, an `aria-label` and a
`<title>`). A picture a probe returns as plain SVG markup writes only GA identifiers, chord symbols,
diagrams and numbers, which no language translates. A picture with any other words, in its label or
drawn, is a `Drawing` (`drawings.py`), said in the reader's language before it is drawn: our words
are catalog phrases, numbers take the reader's decimal mark, and GA's own words (a prompt, an answer,
a key or a mode GA names) are a `Quote`, in the reader's quotation marks; GA's words drawn as text
are marked `lang="en"`. tests/pictures/test_languages.py holds every lesson's pictures to this.
"""
