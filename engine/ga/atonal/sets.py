"""GA's pitch-class sets: the 4,096 of `PitchClassSet.Items`, and their vectors as GA writes them.

Follows, at the pin (snapshot c781df5c), `Common/GA.Domain.Core/Theory/Atonal/`: a set's id is its
bitmask (`PitchClassSetId.cs` 11-18, 65-71: the ids 0 to 4095 in order, empty set first), a set
lists its pitch classes ascending (`PitchClassSet.cs` 37, 50-55), and a vector prints as
"<0 0 1 1 1 0>" (`IntervalClassVectorId.cs` 31). Forte's labels are in `forte`. Main: the course
says the sets changed there, in ways its tables do not show (inferred: ids, order and vectors as
at the pin).
"""
from __future__ import annotations

from functools import lru_cache

from ...music.pitch_class import OCTAVE, PitchClass
from ...music.set_class import FULL, IntervalClassVector, all_interval_class_vectors

PcSet = int  # a set as its id, the 12-bit mask: {0, 4, 7} is 145
ITEMS = range(FULL + 1)  # PitchClassSet.Items, in id order


def members(pc_set: PcSet) -> tuple[PitchClass, ...]:
    """The set's pitch classes, ascending, as GA enumerates them.

    >>> members(145)
    (0, 4, 7)
    """
    return tuple(pc for pc in range(OCTAVE) if pc_set >> pc & 1)


@lru_cache(maxsize=None)
def vector(pc_set: PcSet) -> IntervalClassVector:
    """The set's interval-class vector (PitchClassSet.IntervalClassVector).

    >>> vector(145)
    (0, 0, 1, 1, 1, 0)
    """
    return tuple(int(n) for n in all_interval_class_vectors()[pc_set])


def icv_text(icv: IntervalClassVector) -> str:
    """A vector as GA prints it.

    >>> icv_text((1, 0, 1, 2, 2, 0))
    '<1 0 1 2 2 0>'
    """
    return "<" + " ".join(str(n) for n in icv) + ">"
