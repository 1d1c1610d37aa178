"""GA's pitch-class sets: the 4,096 of `PitchClassSet.Items`, their vectors as GA writes them, their Forte labels.

Follows, at the pin (snapshot c781df5c), `Common/GA.Domain.Core/Theory/Atonal/`: a set's id is its
bitmask (`PitchClassSetId.cs` 11-18, 65-71: the ids 0 to 4095 in order, empty set first), a set
lists its pitch classes ascending (`PitchClassSet.cs` 37, 50-55), a vector prints as "<0 0 1 1 1 0>"
(`IntervalClassVectorId.cs` 31), and `CanonicalForteCatalog.cs` labels a set by its prime form:
sets of 1 to 6 notes from Forte's table (the catalog lesson 16 reads, `voicings/data/forte.tsv`),
7 to 11 by the complement's label with the size changed, "0-1" and "12-1" for the empty set and
the aggregate (lines 244-278). Main: the course says the sets changed there, in ways its
tables do not show (inferred: ids, order, vectors and labels as at the pin).
"""
from __future__ import annotations

from functools import lru_cache

from ...music.pitch_class import OCTAVE, PitchClass
from ...music.set_class import FULL, IntervalClassVector, prime_mask
from ..voicings.catalog import forte_labels

PcSet = int  # a set as its id, the 12-bit mask: {0, 4, 7} is 145
ITEMS = range(FULL + 1)  # PitchClassSet.Items, in id order


def members(pc_set: PcSet) -> tuple[PitchClass, ...]:
    """The set's pitch classes, ascending, as GA enumerates them.

    >>> members(145)
    (0, 4, 7)
    """
    return tuple(pc for pc in range(OCTAVE) if pc_set >> pc & 1)


def icv_text(icv: IntervalClassVector) -> str:
    """A vector as GA prints it.

    >>> icv_text((1, 0, 1, 2, 2, 0))
    '<1 0 1 2 2 0>'
    """
    return "<" + " ".join(str(n) for n in icv) + ">"


@lru_cache(maxsize=None)
def forte_label(pc_set: PcSet) -> str:
    """Forte's label of the set's class, e.g. "3-11" for any major or minor triad.

    >>> forte_label(145), forte_label(0b101010110101), forte_label(0)
    ('3-11', '7-35', '0-1')
    """
    size = pc_set.bit_count()
    if size in (0, OCTAVE):
        return f"{size}-1"
    if size <= OCTAVE // 2:
        return forte_labels()[prime_mask(members(pc_set))]
    index = forte_labels()[prime_mask(members(FULL ^ pc_set))].partition("-")[2]
    return f"{size}-{index}"
