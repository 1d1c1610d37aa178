"""The open chord shapes a guitarist moves up the neck with a capo, as a chord chart writes them.

The five major shapes (C, A, G, E, D: the "CAGED" shapes) and the three minor ones lesson 17 asks
about, each in its usual first-position fingering, low E first, every sounding string a note of
the chord. With a capo on fret N the same fingering sounds N semitones higher.
"""
from __future__ import annotations

from .voicing import ChartDiagram, Frets, frets_of

OPEN_SHAPES: dict[str, ChartDiagram] = {
    "C": "x-3-2-0-1-0", "A": "x-0-2-2-2-0", "G": "3-2-0-0-0-3", "E": "0-2-2-1-0-0", "D": "x-x-0-2-3-2",
    "Am": "x-0-2-2-1-0", "Em": "0-2-2-0-0-0", "Dm": "x-x-0-2-3-1",
}


def shape_frets(shape: str) -> Frets:
    """An open shape's frets, string 1 (high E) first, as the charts take them.

    >>> shape_frets("C")
    (0, 1, 0, 2, 3, None)
    """
    return frets_of(OPEN_SHAPES[shape], low_first=True)
