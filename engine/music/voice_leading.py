"""The least motion between two chords: in pitch classes, and between two voicings' notes.

Two measures of the course. Between pitch-class sets (lesson 18): every note of the larger
chord moves to a note of the smaller (notes may merge or split), every note of both is used,
each move the shorter way round the octave. Between voicings (lesson 19): the notes of the
smaller voicing each move to a different note of the larger, every choice of notes and every
pairing tried, and each note of the larger left over costs a fixed penalty.
"""
from __future__ import annotations

from itertools import permutations, product
from typing import Sequence

import numpy as np

from .intervals import circular_distance
from .pitch_class import Midi, PitchClass


def least_pc_motion(a: Sequence[PitchClass], b: Sequence[PitchClass]) -> int:
    """The fewest semitones that move chord a's pitch classes onto chord b's, by brute force.

    Tries every map from the larger set onto the smaller: fine for chords of up to 7 notes.

    >>> least_pc_motion((0, 4, 7), (5, 9, 0)), least_pc_motion((4, 7, 11), (9, 1, 4, 7))
    (3, 4)
    """
    large, small = (sorted(set(a)), sorted(set(b)))
    if len(large) < len(small):
        large, small = small, large
    best = None
    for image in product(range(len(small)), repeat=len(large)):
        if len(set(image)) == len(small):
            cost = sum(circular_distance(x, small[j]) for x, j in zip(large, image))
            best = cost if best is None else min(best, cost)
    return best


def least_motion(a: Sequence[Midi], b: Sequence[Midi], penalty: float) -> float:
    """The least motion between two voicings' notes, over every choice of notes and pairing.

    >>> least_motion([40, 47, 52, 55, 59, 64], [57, 61, 67], 3.0)
    16.0
    """
    return float(least_motions([(a, b)], penalty)[0])


def least_motions(pairs: Sequence[tuple[Sequence[Midi], Sequence[Midi]]], penalty: float) -> np.ndarray:
    """`least_motion` of many pairs, vectorized over the pairs of each pair of sizes."""
    out = np.zeros(len(pairs))
    groups: dict[tuple[int, int], list[int]] = {}
    small_large = [(a, b) if len(a) <= len(b) else (b, a) for a, b in pairs]
    for i, (small, large) in enumerate(small_large):
        groups.setdefault((len(small), len(large)), []).append(i)
    for (n, m), rows in groups.items():
        small = np.array([small_large[i][0] for i in rows], dtype=np.int64).reshape(len(rows), n)
        large = np.array([small_large[i][1] for i in rows], dtype=np.int64).reshape(len(rows), m)
        choices = np.array(list(permutations(range(m), n)), dtype=np.int64).reshape(-1, n)
        moves = np.abs(large[:, choices] - small[:, None, :]).sum(axis=2).min(axis=1)
        out[rows] = moves + penalty * (m - n)
    return out
