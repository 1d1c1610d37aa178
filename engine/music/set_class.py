"""Set classes: pitch-class sets equal up to transposition and inversion."""
from __future__ import annotations

from typing import Iterable

from .pitch_class import OCTAVE, PitchClass, bitmask

FULL = (1 << OCTAVE) - 1


def rotate_down(mask: int, by: int) -> int:
    """The 12-bit set transposed down `by` semitones.

    >>> rotate_down(0b100010000100, 7)  # G B D -> C E G
    145
    """
    by %= OCTAVE
    return ((mask >> by) | (mask << (OCTAVE - by))) & FULL


def invert(mask: int) -> int:
    """The 12-bit set inverted about C (pc -> -pc).

    >>> invert(bitmask((0, 4, 7))) == bitmask((0, 8, 5))
    True
    """
    return sum(1 << ((-pc) % OCTAVE) for pc in range(OCTAVE) if mask >> pc & 1)


def prime_mask(pcs: Iterable[PitchClass]) -> int:
    """The smallest 12-bit number among the set's transpositions and inversions.

    Any such canonical member names the set class; this one is GA's (PitchClassSet.cs 151-161).

    >>> prime_mask((0, 4, 7)) == prime_mask((2, 5, 9)) == bitmask((0, 3, 7))
    True
    """
    mask = bitmask(pcs)
    return min(rotate_down(m, t) for m in (mask, invert(mask)) for t in range(OCTAVE))
