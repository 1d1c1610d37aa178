"""GA's MusicalQueryEncoder for what the reader reads: chord, tags, and a mode it never uses.

Follows `Common/GA.Business.ML/Search/MusicalQueryEncoder.cs` 43-109 at the pin (snapshot
c781df5c): STRUCTURE, MODAL and ROOT from the reading's pitch classes and root (parsed from
the chord symbol when the reader gave none, 48-49), SYMBOLIC from the tags through
`SymbolicVectorService` (89-93: each tag's bit set to 1, repeats and shared bits once),
MORPHOLOGY and CONTEXT left at zero; the mode name is read by nothing. The chord half is
`engine.ga.optick.query.encode`, which also holds main's inferred change (the query's
interval-class vector). The tag half is the same on main.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ..chord_symbols import chord_pitch_classes
from ..optick.query import ChordQuery, encode
from ..optick.revisions import Revision
from ..tags import SYMBOLIC_DIMENSIONS, tag_registry
from .reader import QueryReading

# Partitions a query can fill, and those it never does (MusicalQueryEncoder.cs 104-106).
FILLED = ("STRUCTURE", "SYMBOLIC", "MODAL", "ROOT")
ALWAYS_EMPTY = ("MORPHOLOGY", "CONTEXT")


def symbolic_vector(tags: Sequence[str]) -> tuple[float, ...]:
    """SymbolicVectorService: 1.0 on the bit each tag reaches, 0 elsewhere.

    >>> symbolic_vector(["shell", "for"])
    (1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0)
    """
    bits = [0.0] * SYMBOLIC_DIMENSIONS
    for tag in tags:
        bit = tag_registry().bit_of(tag)
        if bit is not None:
            bits[bit] = 1.0
    return tuple(bits)


def chord_query(reading: QueryReading) -> ChordQuery:
    """The encoder's inputs: pitch classes and root (from the symbol if need be), tag bits."""
    pcs, root = reading.pitch_classes, reading.root
    if (pcs is None or root is None) and reading.chord is not None:
        parsed = chord_pitch_classes(reading.chord)  # a chord the reader did not parse (48-49)
        if parsed is not None:
            root = parsed[0] if root is None else root
            pcs = parsed[1] if pcs is None else pcs
    symbolic = symbolic_vector(reading.tags) if reading.tags else None
    return ChordQuery(root, tuple(pcs or ()), symbolic)


def encode_readings(readings: Sequence[QueryReading], revision: Revision) -> np.ndarray:
    """The compact query vectors of a batch of readings, (k, 124) float32, as the search gets them."""
    return encode([chord_query(r) for r in readings], revision)
