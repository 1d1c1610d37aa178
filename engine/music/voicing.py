"""A voicing: which fret each string plays, written as a diagram in either string order.

GA's index writes string 1 (the high E) first; a chord chart reads from the low E. The same
frets give `0-1-0-2-3-x` in GA's order and `x-3-2-0-1-0` on a chart (open C).
"""
from __future__ import annotations

from typing import Optional

from .fretboard import STANDARD, Fret, Tuning
from .pitch_class import Midi

Frets = tuple[Optional[Fret], ...]  # by string, string 1 (high E) first; None = muted
IndexDiagram = str  # "0-1-0-2-3-x", string 1 (high E) first, as GA's index stores it
ChartDiagram = str  # "x-3-2-0-1-0", low E string first, as a chord chart reads
MUTED = "x"


def index_diagram(frets: Frets) -> IndexDiagram:
    """The frets in GA's order, high E first.

    >>> index_diagram((0, 1, 0, 2, 3, None))
    '0-1-0-2-3-x'
    """
    return "-".join(MUTED if f is None else str(f) for f in frets)


def chart_diagram(frets: Frets) -> ChartDiagram:
    """The frets as a chart reads them, low E first.

    >>> chart_diagram((0, 1, 0, 2, 3, None))
    'x-3-2-0-1-0'
    """
    return index_diagram(frets[::-1])


def frets_of(diagram: str, low_first: bool = False) -> Frets:
    """The frets a diagram writes, string 1 first; `low_first` for a chart's order.

    Does not check the number of strings.

    >>> frets_of("0-1-0-2-3-x"), frets_of("x-3-2-0-1-0", low_first=True)
    ((0, 1, 0, 2, 3, None), (0, 1, 0, 2, 3, None))
    """
    frets = tuple(None if part == MUTED else int(part) for part in diagram.split("-"))
    return frets[::-1] if low_first else frets


def to_chart(diagram: IndexDiagram) -> ChartDiagram:
    """GA's index diagram rewritten as a chart reads it.

    >>> to_chart("0-1-0-x-x-x")
    'x-x-x-0-1-0'
    """
    return "-".join(reversed(diagram.split("-")))


def midi_notes(frets: Frets, tuning: Tuning = STANDARD) -> tuple[Midi, ...]:
    """The notes the voicing sounds, in string order (high E first), muted strings left out.

    >>> midi_notes((0, 0, 0, None, None, None))
    (64, 59, 55)
    """
    return tuple(tuning.midi(s, f) for s, f in enumerate(frets, start=1) if f is not None)
