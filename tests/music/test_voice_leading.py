"""The course's least motions: in pitch classes (lesson 18) and between voicings (lesson 19)."""
import itertools

import numpy as np
import pytest

from engine.music.voice_leading import (least_motion, least_motions, least_pc_motion, least_pc_motions, least_pc_pairing,
                                       pairing_costs, pairings_reaching, signed_move)

PC_CASES = [  # the ten prompts' chords -> lesson 18's least motion (l19's last column)
    ((0, 4, 7), (5, 9, 0), 3), ((0, 4, 7), (9, 0, 4), 2), ((7, 11, 2, 5), (0, 4, 7, 11), 3),
    ((2, 5, 9, 0), (7, 11, 2, 5), 3), ((0, 4, 7), (7, 11, 2), 3), ((4, 7, 11), (9, 1, 4, 7), 4),
    ((5, 9, 0, 4), (11, 2, 5, 9), 3), ((2, 6, 9), (9, 1, 4), 3), ((0, 4, 7, 10), (5, 9, 0), 4),
    ((7, 11, 2, 5), (0, 4, 7), 4),
]


@pytest.mark.parametrize("a, b, least", PC_CASES)
def test_least_pc_motion(a, b, least):
    "Assert lesson 18's least motion in pitch classes for the ten prompts."
    assert least_pc_motion(a, b) == least == least_pc_motion(b, a)


def test_seed_example_least_is_16():
    "Assert the lesson's example: Em 0-2-2-0-0-0 to the A7 shell x-x-x-2-2-3 moves at least 16."
    assert least_motion([40, 47, 52, 55, 59, 64], [57, 61, 67], 3.0) == 16.0


def brute_force(a, b, penalty):
    small, large = sorted([list(a), list(b)], key=len)
    return min(sum(abs(x - large[j]) for x, j in zip(small, choice))
               for choice in itertools.permutations(range(len(large)), len(small))) + penalty * (len(large) - len(small))


def test_vectorized_equals_loop():
    "Assert least_motions over many pairs equals a plain loop over every choice, and is symmetric."
    rng = np.random.default_rng(19)
    pairs = [(tuple(rng.integers(40, 70, rng.integers(3, 7))), tuple(rng.integers(40, 70, rng.integers(3, 7))))
             for _ in range(60)]
    got = least_motions(pairs, 3.0)
    assert got.tolist() == [brute_force(a, b, 3.0) for a, b in pairs]
    assert least_motions([(b, a) for a, b in pairs], 3.0).tolist() == got.tolist()


def test_identical_voicings_do_not_move():
    "Assert the least motion from a voicing to itself is zero."
    assert least_motion([48, 52, 55, 60], [60, 55, 52, 48], 3.0) == 0.0


def least_by_doubling(a, b):
    """The course's own definition (Lesson18.cs Least): as many voices as the larger chord, every note of
    both sounded, any note of the smaller doubled, every pairing tried."""
    n = max(len(a), len(b))

    def fills(chord):
        return [tuple(chord) + extra for extra in itertools.combinations_with_replacement(chord, n - len(chord))]

    def move(x, y):
        return min((y - x) % 12, (x - y) % 12)

    return min(sum(move(x, y[p]) for x, p in zip(fa, perm))
               for fa in fills(a) for y in fills(b) for perm in itertools.permutations(range(n)))


CHORDS = [(0, 4, 7), (0, 3, 7), (0, 2, 7), (0, 4, 8), (0, 4, 7, 10), (0, 3, 6, 9), (0, 4, 7, 11, 2), (0, 3, 7, 10, 2)]


def test_pc_motion_is_the_course_definition():
    "Assert the batched least motion equals the course's definition (doubling any note, every pairing) on every pair."
    pairs = [(a, tuple((p + t) % 12 for p in b)) for a in CHORDS for b in CHORDS for t in range(0, 12, 5)]
    assert least_pc_motions(pairs).tolist() == [least_by_doubling(a, b) for a, b in pairs]


@pytest.mark.parametrize("a, b", [(a, b) for a in CHORDS[::2] for b in CHORDS[1::2]])
def test_pc_motion_properties(a, b):
    "Assert the least motion is symmetric, zero from a chord to itself, and the same in every transposition."
    assert least_pc_motion(a, b) == least_pc_motion(b, a)
    assert least_pc_motion(a, a) == 0
    assert {least_pc_motion([(p + t) % 12 for p in a], [(p + t) % 12 for p in b]) for t in range(12)} == {
        least_pc_motion(a, b)}


def test_least_pairing_reaches_the_least():
    "Assert the pairing drawn for the least motion moves exactly the least, and sounds every note of both chords."
    for a in CHORDS:
        for b in CHORDS[1:]:
            b = tuple((p + 2) % 12 for p in b)
            pairs = least_pc_pairing(a, b)
            assert sum(abs(signed_move(x, y)) for x, y in pairs) == least_pc_motion(a, b)
            assert {x for x, _ in pairs} == set(a) and {y for _, y in pairs} == set(b)


@pytest.mark.parametrize("a, b, moves", [(0, 5, 5), (5, 0, -5), (0, 6, 6), (6, 0, 6), (11, 0, 1), (0, 11, -1), (3, 3, 0)])
def test_signed_move_takes_the_shorter_way(a, b, moves):
    "Assert the move from one pitch class to another: up to a tritone up, else down."
    assert signed_move(a, b) == moves


def test_pairing_costs_follow_lexicographic_permutations():
    "Assert each pairing's total, in the order itertools.permutations lists them, and the distinct pairings at a total."
    a, b = (4, 7, 11, 4), (9, 1, 4, 7)
    expected = [sum(abs(signed_move(x, b[j])) for x, j in zip(a, p)) for p in itertools.permutations(range(4))]
    assert pairing_costs(a, b).tolist() == expected
    assert pairings_reaching(a, b, min(expected)) == 1
    assert pairings_reaching((0, 4, 7, 0), (0, 4, 7, 0), 0) == 1  # the two Cs swapped are one pairing
