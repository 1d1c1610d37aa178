"""Interval-class vectors and the distance between them: tables of sets, and the properties a distance has."""
import itertools
import random

import numpy as np
import pytest

from engine.music.pitch_class import bitmask, transpose
from engine.music.set_class import all_interval_class_vectors, icv_distance, interval_class_vector, invert, prime_mask

VECTORS = [  # pitch classes -> interval-class vector
    ((0, 4, 7), (0, 0, 1, 1, 1, 0)),  # C major
    ((0, 3, 7), (0, 0, 1, 1, 1, 0)),  # C minor: the same vector
    ((0, 3, 6), (0, 0, 2, 0, 0, 1)),
    ((0, 4, 8), (0, 0, 0, 3, 0, 0)),
    ((0, 4, 7, 11), (1, 0, 1, 2, 2, 0)),
    ((0, 3, 6, 9), (0, 0, 4, 0, 0, 2)),  # the two tritones are two pairs, not four
    ((0, 6), (0, 0, 0, 0, 0, 1)),
    ((0, 2, 4, 5, 7, 9, 11), (2, 5, 4, 3, 6, 1)),
    ((0, 1, 4, 6), (1, 1, 1, 1, 1, 1)),  # an all-interval tetrachord
    ((), (0, 0, 0, 0, 0, 0)),
    (tuple(range(12)), (12, 12, 12, 12, 12, 6)),
]


def pairs_by_class(pcs) -> tuple[int, ...]:
    """A second way: count every pair of notes by its interval class."""
    counts = [0] * 6
    for a, b in itertools.combinations(sorted(set(pcs)), 2):
        counts[min((b - a) % 12, (a - b) % 12) - 1] += 1
    return tuple(counts)


@pytest.mark.parametrize("pcs, vector", VECTORS)
def test_interval_class_vector(pcs, vector):
    "Assert the vector of a set, from a table."
    assert interval_class_vector(pcs) == vector == pairs_by_class(pcs)


def test_every_set_has_the_vector_its_pairs_give():
    "Assert the (4096, 6) table equals a count over every pair of notes, for every set."
    table = all_interval_class_vectors()
    assert table.shape == (4096, 6)
    for mask in range(4096):
        assert tuple(table[mask]) == pairs_by_class([p for p in range(12) if mask >> p & 1]), mask


def test_the_table_is_read_only():
    "Assert the shared table cannot be changed by a caller."
    with pytest.raises(ValueError):
        all_interval_class_vectors()[0, 0] = 1


SETS = [tuple(sorted(random.Random(seed).sample(range(12), size))) for seed, size in
        zip(range(60), itertools.cycle(range(1, 9)))]


@pytest.mark.parametrize("pcs", SETS)
def test_vector_is_the_same_for_every_transposition_and_the_inversion(pcs):
    "Assert a set's vector is the same for its twelve transpositions and its inversion (it names the set class)."
    vector = interval_class_vector(pcs)
    assert all(interval_class_vector(transpose(pcs, t)) == vector for t in range(12))
    assert interval_class_vector([p for p in range(12) if invert(bitmask(pcs)) >> p & 1]) == vector


@pytest.mark.parametrize("a, b", list(zip(SETS, SETS[1:])))
def test_distance_is_zero_on_itself_symmetric_and_transposition_invariant(a, b):
    "Assert the L1 distance between two sets' vectors: 0 on itself, symmetric, the same after transposing either."
    va, vb = interval_class_vector(a), interval_class_vector(b)
    assert icv_distance(va, va) == 0
    assert icv_distance(va, vb) == icv_distance(vb, va) >= 0
    assert icv_distance(interval_class_vector(transpose(a, 5)), interval_class_vector(transpose(b, 2))) == icv_distance(va, vb)


def test_distance_obeys_the_triangle_inequality():
    "Assert d(a, c) <= d(a, b) + d(b, c) over many triples of sets."
    table = all_interval_class_vectors().astype(int)
    rng = np.random.default_rng(22)
    a, b, c = (table[rng.integers(0, 4096, 500)] for _ in range(3))
    d = lambda x, y: np.abs(x - y).sum(axis=1)  # noqa: E731
    assert (d(a, c) <= d(a, b) + d(b, c)).all()


def test_distance_between_sets_of_one_size_is_even():
    "Assert two sets of the same size lie an even distance apart: their vectors hold as many pairs."
    table = all_interval_class_vectors().astype(int)
    sizes = np.array([bin(m).count("1") for m in range(4096)])
    for size in (3, 4, 5):
        rows = table[sizes == size]
        assert (np.abs(rows[:, None, :] - rows[None, :, :]).sum(axis=2) % 2 == 0).all()


def test_same_set_class_same_vector():
    "Assert sets of one set class (one prime form) share one vector."
    by_class: dict[int, set] = {}
    for mask in range(4096):
        pcs = [p for p in range(12) if mask >> p & 1]
        by_class.setdefault(prime_mask(pcs), set()).add(interval_class_vector(pcs))
    assert all(len(vectors) == 1 for vectors in by_class.values())
    assert len(by_class) == 224  # every set class, empty and full included


def test_distance_rejects_vectors_of_other_lengths():
    "Assert two vectors of different lengths are a mistake, not a distance."
    with pytest.raises(ValueError):
        icv_distance((0, 0, 1), (0, 0, 1, 1, 1, 0))
