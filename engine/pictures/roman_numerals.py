"""A progression with the Roman numerals each version of an analysis writes under its chords.

The chords stand in a row; under them, one row per version, its label and key at the left and a
numeral under each chord. A chord off that key (a note outside its natural scale, the textbook's
test, given by the caller) gets a dashed box and a cross as well as the second colour, so the mark
does not rest on colour alone: the pin's C minor writes "i" under a C major chord, 6baf32e's C
major writes "?" under A♭. The key is GA's answer, written as GA's quoted words; the label is said in the
reader's language (`drawings.analysis`).
"""
from __future__ import annotations

from typing import Sequence

from .svg import ACCENT, INK, MUTED, SECOND, svg, text

LEFT, COLUMN, ROW, TOP = 132, 62, 46, 30
Analysis = tuple[str, str, Sequence[str], Sequence[bool]]  # label, key, a numeral and an off-key flag per chord


def analysis_svg(chords: Sequence[str], analyses: Sequence[Analysis], label: str) -> str:
    """The chords and each analysis's numerals, as SVG markup; the key as the reader reads it, the label said for them.

    >>> picture = analysis_svg(["C", "Ab", "G", "C"], [("6baf32e", "“C major”", ["I", "?", "V", "I"], [0, 1, 0, 0])], "…")
    >>> picture.startswith("<svg") and picture.count("stroke-dasharray") == 1 and "“C major”" in picture
    True
    """
    width = LEFT + COLUMN * len(chords) + 8
    height = TOP + ROW * len(analyses) + 12
    body = [text(LEFT + COLUMN * (k + 0.5), TOP, chord, 15, fill=ACCENT, weight="bold") for k, chord in enumerate(chords)]
    for row, (version, key, numerals, off_key) in enumerate(analyses):
        y = TOP + ROW * (row + 1)
        body += [text(8, y - 8, version, 12, anchor="start", fill=MUTED), text(8, y + 8, key, 13, anchor="start"),
                 f'<line x1="8" y1="{y - 27}" x2="{width - 8}" y2="{y - 27}" stroke="{MUTED}" stroke-width="0.6"/>']
        for k, (numeral, off) in enumerate(zip(numerals, off_key)):
            body += numeral_cell(LEFT + COLUMN * (k + 0.5), y, numeral, off)
    return svg(width, height, label, body, max_width="28rem")


def numeral_cell(x: float, y: float, numeral: str, off_key: bool) -> list[str]:
    if not off_key:
        return [text(x, y + 4, numeral, 15, fill=INK)]
    width = 24 + 9 * len(numeral)
    return [f'<rect x="{x - width / 2:g}" y="{y - 13:g}" width="{width:g}" height="24" rx="4" fill="none" '
            f'stroke="{SECOND}" stroke-width="1.4" stroke-dasharray="4 3"/>',
            text(x - 6, y + 4, numeral, 15, fill=SECOND, weight="bold"),
            text(x + width / 2 - 8, y + 4, "✕", 11, fill=SECOND)]
