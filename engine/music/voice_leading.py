"""The least motion between two chords: in pitch classes, and between two voicings' notes.

Two measures of the course. Between pitch-class sets (lesson 18): every note of the larger
chord moves to a note of the smaller (notes may merge or split), every note of both is used,
each move the shorter way round the octave. Between voicings (lesson 19): the notes of the
smaller voicing each move to a different note of the larger, every choice of notes and every
pairing tried, and each note of the larger left over costs a fixed penalty.

Lesson 18 also counts pairings: of two voice lists of one length, which voice goes to which,
and how many different pairings reach a given total.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import permutations, product
from typing import Sequence

import numpy as np

from .pitch_class import OCTAVE, Midi, PitchClass


def signed_move(a: PitchClass, b: PitchClass) -> int:
    """The shorter way from pitch class a to b, in semitones: up to 6 up (a tritone goes up), or down.

    >>> signed_move(0, 5), signed_move(5, 0), signed_move(0, 6), signed_move(11, 0)
    (5, -5, 6, 1)
    """
    up = (b - a) % OCTAVE
    return up if up <= OCTAVE // 2 else up - OCTAVE


def moves(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The semitones each voice moves from a to b, element-wise, the shorter way round."""
    up = (b - a) % OCTAVE
    return np.minimum(up, OCTAVE - up)


def least_pc_motion(a: Sequence[PitchClass], b: Sequence[PitchClass]) -> int:
    """The fewest semitones that move chord a's pitch classes onto chord b's (lesson 18's least motion).

    As many voices as the larger chord: each of its notes is a voice, each note of the smaller
    chord is sounded, and any of them may be doubled; each voice moves the shorter way.

    >>> least_pc_motion((0, 4, 7), (5, 9, 0)), least_pc_motion((4, 7, 11), (9, 1, 4, 7))
    (3, 4)
    """
    return int(least_pc_motions([(a, b)])[0])


def least_pc_motions(pairs: Sequence[tuple[Sequence[PitchClass], Sequence[PitchClass]]]) -> np.ndarray:
    """`least_pc_motion` of many pairs of chords, vectorized over the pairs of each pair of sizes."""
    out = np.zeros(len(pairs), dtype=np.int64)
    groups: dict[tuple[int, int], list[int]] = {}
    large_small = [sorted((sorted(set(a)), sorted(set(b))), key=len, reverse=True) for a, b in pairs]
    for i, (large, small) in enumerate(large_small):
        groups.setdefault((len(large), len(small)), []).append(i)
    for (m, k), rows in groups.items():
        large = np.array([large_small[i][0] for i in rows], dtype=np.int64).reshape(len(rows), m)
        small = np.array([large_small[i][1] for i in rows], dtype=np.int64).reshape(len(rows), k)
        out[rows] = moves(large[:, None, :], small[:, onto(m, k)]).sum(axis=2).min(axis=1)
    return out


def least_pc_pairing(a: Sequence[PitchClass], b: Sequence[PitchClass]) -> list[tuple[PitchClass, PitchClass]]:
    """One pairing that reaches the least motion, (note of a, note of b) per voice, in the larger chord's order.

    >>> least_pc_pairing((4, 7, 11), (9, 1, 4, 7))
    [(4, 4), (7, 9), (7, 7), (11, 1)]
    """
    a, b = list(dict.fromkeys(a)), list(dict.fromkeys(b))
    large, small = (a, b) if len(a) >= len(b) else (b, a)
    maps = onto(len(large), len(small))
    image = maps[int(np.argmin(moves(np.array(large)[None, :], np.array(small)[maps]).sum(axis=1)))]
    pairs = [(x, small[j]) for x, j in zip(large, image.tolist())]
    return pairs if large is a else sorted(((y, x) for x, y in pairs), key=lambda p: (a.index(p[0]), b.index(p[1])))


@lru_cache(maxsize=None)
def onto(m: int, k: int) -> np.ndarray:
    """Every map of m voices onto k notes that uses each note, (maps, m): the doublings of the smaller chord."""
    maps = [image for image in product(range(k), repeat=m) if len(set(image)) == k]
    return frozen(np.array(maps, dtype=np.int64).reshape(-1, m))


@lru_cache(maxsize=None)
def orderings(n: int) -> np.ndarray:
    """The permutations of n voices in lexicographic order, (n!, n)."""
    return frozen(np.array(list(permutations(range(n))), dtype=np.int64).reshape(-1, n))


def frozen(array: np.ndarray) -> np.ndarray:
    """The array, made read-only: cached tables are shared."""
    array.setflags(write=False)
    return array


def pairing_costs(a: Sequence[PitchClass], b: Sequence[PitchClass]) -> np.ndarray:
    """The total motion of each pairing of two voice lists of one length: voice i of a to voice p[i] of b,
    for each permutation p in lexicographic order.

    >>> pairing_costs((0, 4, 7), (5, 9, 0)).tolist()
    [15, 11, 9, 9, 3, 7]
    """
    return pairing_costs_many([(a, b)])[0]


def pairing_costs_many(pairs: Sequence[tuple[Sequence[PitchClass], Sequence[PitchClass]]]) -> list[np.ndarray]:
    """`pairing_costs` of many pairs, vectorized over the pairs of each length."""
    out: list[np.ndarray] = [np.empty(0)] * len(pairs)
    groups: dict[int, list[int]] = {}
    for i, (a, b) in enumerate(pairs):
        if len(a) != len(b):
            raise ValueError(f"voice lists of unequal length: {tuple(a)} and {tuple(b)}")
        groups.setdefault(len(a), []).append(i)
    for n, rows in groups.items():
        a = np.array([pairs[i][0] for i in rows], dtype=np.int64).reshape(len(rows), n)
        b = np.array([pairs[i][1] for i in rows], dtype=np.int64).reshape(len(rows), n)
        costs = moves(a[:, None, :], b[:, orderings(n)]).sum(axis=2)
        for row, cost in zip(rows, costs):
            out[row] = cost
    return out


def pairings_reaching(a: Sequence[PitchClass], b: Sequence[PitchClass], cost: int) -> int:
    """How many different pairings of the two voice lists move `cost` semitones in all.

    Pairings that differ only by swapping doubled notes are one: a pairing is the multiset of its
    (from, to) notes.

    >>> pairings_reaching((0, 4, 7), (5, 9, 0), 3), pairings_reaching((4, 7, 11, 4), (9, 1, 4, 7), 5)
    (1, 1)
    """
    return pairings_reaching_many([(a, b)], [cost])[0]


def pairings_reaching_many(pairs: Sequence[tuple[Sequence[PitchClass], Sequence[PitchClass]]],
                           costs: Sequence[int]) -> list[int]:
    """`pairings_reaching` of many pairs, their pairings weighed in one batch per length."""
    out = []
    for (a, b), totals, cost in zip(pairs, pairing_costs_many(pairs), costs):
        perms = orderings(len(a))[totals == cost]
        out.append(len({tuple(sorted(zip(a, (b[j] for j in p)))) for p in perms.tolist()}))
    return out


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
