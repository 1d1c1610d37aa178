"""Set classes: pitch-class sets equal up to transposition and inversion, and the interval content they share."""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

import numpy as np

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


def transposition_mask(mask: int) -> int:
    """The smallest 12-bit number among the set's transpositions alone (its Tn-type).

    >>> transposition_mask(0b10011), transposition_mask(0b11001)  # {0,1,4} and {0,3,4}: inversions of each other
    (19, 25)
    """
    return min(rotate_down(mask, t) for t in range(OCTAVE))


def all_prime_masks() -> np.ndarray:
    """`prime_mask` of every 12-bit set, row `mask`: a read-only array of 4,096 ids."""
    return _all_forms()[1]


def all_transposition_masks() -> np.ndarray:
    """`transposition_mask` of every 12-bit set, row `mask`: a read-only array of 4,096 ids."""
    return _all_forms()[0]


@lru_cache(maxsize=1)
def _all_forms() -> tuple[np.ndarray, np.ndarray]:
    masks = np.arange(FULL + 1, dtype=np.int32)
    inverted = np.zeros_like(masks)
    for pc in range(OCTAVE):  # pc -> -pc
        inverted |= ((masks >> pc) & 1) << ((-pc) % OCTAVE)
    by_t = _least_rotation(masks)
    by_ti = np.minimum(by_t, _least_rotation(inverted))
    for array in (by_t, by_ti):
        array.setflags(write=False)
    return by_t, by_ti


def _least_rotation(masks: np.ndarray) -> np.ndarray:
    shifts = np.arange(OCTAVE, dtype=np.int32)[:, None]
    return (((masks >> shifts) | (masks << (OCTAVE - shifts))) & FULL).min(axis=0)


# Interval-class vectors: how many pairs of a set's notes lie each interval class apart.

IntervalClassVector = tuple[int, int, int, int, int, int]  # pairs at ic1..ic6, e.g. C E G: (0, 0, 1, 1, 1, 0)
INTERVAL_CLASSES = range(1, 7)  # 1 semitone .. 6 the tritone; an interval and its inversion share a class
TRITONE = 6


def interval_class_vector(pcs: Iterable[PitchClass]) -> IntervalClassVector:
    """The set's interval-class vector (its ICV).

    A note pair k semitones apart (k < 6) is the one pair whose upper note is k above the lower
    going round the octave one way; a tritone pair is that both ways, so it is counted twice.

    >>> interval_class_vector((0, 4, 7)), interval_class_vector((0, 4, 7, 11)), interval_class_vector((0, 3, 6, 9))
    ((0, 0, 1, 1, 1, 0), (1, 0, 1, 2, 2, 0), (0, 0, 4, 0, 0, 2))
    """
    mask = bitmask(pcs)
    counts = [(mask & rotate_down(mask, k)).bit_count() for k in INTERVAL_CLASSES]
    counts[TRITONE - 1] //= 2
    return tuple(counts)


def icv_distance(a: IntervalClassVector, b: IntervalClassVector) -> int:
    """The L1 distance between two interval-class vectors: the sum of their counts' differences.

    >>> icv_distance((0, 0, 1, 1, 1, 0), (0, 0, 0, 1, 0, 0))
    2
    """
    return sum(abs(x - y) for x, y in zip(a, b, strict=True))


def all_interval_class_vectors() -> np.ndarray:
    """The ICV of every 12-bit set, row `mask`: a read-only (4096, 6) array of small integers."""
    return _all_icvs()


@lru_cache(maxsize=1)
def _all_icvs() -> np.ndarray:
    masks = np.arange(FULL + 1, dtype=np.uint16)
    counts = np.stack([np.bitwise_count(masks & ((masks >> k) | (masks << (OCTAVE - k))) & FULL)
                       for k in INTERVAL_CLASSES], axis=1).astype(np.int8)
    counts[:, TRITONE - 1] //= 2
    counts.setflags(write=False)
    return counts
