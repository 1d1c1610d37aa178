"""GA's query encoder for a chord: `MusicalQueryEncoder.Encode` of a chord's root and pitch classes.

Follows `Common/GA.Business.ML/Search/MusicalQueryEncoder.cs` 43-109 at the pin: STRUCTURE from
the pitch classes and root, without the interval-class vector (52-60); MODAL of a stub document
holding the pitch classes and the chord's root (64-86); SYMBOLIC only from tags (89-93); ROOT a
one-hot of the root (98-102); MORPHOLOGY and CONTEXT zero. The compact vector is made in double
(`ExtractCompact`) and the search casts it to float32. The model of main adds the chord's
interval-class vector to STRUCTURE (`revisions.MAIN`, inferred).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ...music.pitch_class import PitchClass, bitmask
from ..chord_symbols import chord_pitch_classes
from . import partitions
from .revisions import Revision
from .schema import COMPACT_DIM, compact_float64


@dataclass(frozen=True)
class ChordQuery:
    """What a query says: a chord's root and pitch classes, and its tags as SYMBOLIC bits if any."""

    root: PitchClass | None
    pitch_classes: tuple[PitchClass, ...]
    symbolic: tuple[float, ...] | None = None  # 12 values, the bits the query's tags set (lesson 21)


def encode(queries: Sequence[ChordQuery], revision: Revision) -> np.ndarray:
    """The queries' compact vectors, (k, 124) float32, as the search receives them."""
    if not queries:
        return np.zeros((0, COMPACT_DIM), dtype=np.float32)
    masks = np.array([bitmask(q.pitch_classes) for q in queries])
    has_pcs = (masks > 0)[:, None]
    roots = np.array([0 if q.root is None else q.root for q in queries])  # GA's stub: root ?? 0
    has_root = np.array([q.root is not None for q in queries])[:, None]
    slices = {
        "STRUCTURE": np.where(has_pcs, partitions.structure(masks, with_icv=revision.query_icv), 0.0),
        "MODAL": np.where(has_pcs, partitions.modal(masks, roots, revision), 0.0),
        "ROOT": np.where(has_root, partitions.one_hot(roots), 0.0),
        "SYMBOLIC": np.array([q.symbolic or (0.0,) * 12 for q in queries], dtype=np.float64),
    }
    slices["STRUCTURE"][:, 22] *= has_root[:, 0]  # no root given, no tonal stability (TheoryVectorService 86-89)
    return compact_float64(slices).astype(np.float32)


def chord_vector(symbol: str, revision: Revision) -> np.ndarray:
    """The encoder's query vector for a chord symbol alone: no mode, no tags."""
    read = chord_pitch_classes(symbol)
    return encode([ChordQuery(read[0], read[1]) if read else ChordQuery(None, ())], revision)[0]
