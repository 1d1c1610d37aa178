"""The course's least motions: in pitch classes (lesson 18) and between voicings (lesson 19)."""
import itertools

import numpy as np
import pytest

from engine.music.voice_leading import least_motion, least_motions, least_pc_motion

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
