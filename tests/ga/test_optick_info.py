"""The information partitions: modal families, atonal measures, spectrum and extensions of a voicing."""
import numpy as np
import pytest

from engine.ga.optick import info
from engine.ga.voicings import corpus_of
from engine.music.pitch_class import bitmask
from engine.music.voicing import frets_of

C_MAJOR = bitmask((0, 4, 7))


@pytest.mark.parametrize("pcs, rank, size, symmetric, z", [
    ((0, 4, 7), 1, 6, False, False),  # {0,3,7} {0,4,7} {0,3,8} {0,5,8} {0,4,9} {0,5,9}: the major triad is second
    ((0, 4, 8), 0, 1, True, False),  # the augmented triad is its own family
    ((0, 1, 4, 6), 0, 16, False, True),  # 4-Z15 shares its vector with 4-Z29: eight forms of each hold C
    ((2, 6, 9), -1, 6, False, False),  # a set without C is no member of its family
])
def test_family_measures(pcs, rank, size, symmetric, z):
    "Assert a set's index in its modal family, the family's size, and the symmetric and Z flags."
    ranks, sizes, zs = info.family_measures()
    mask = bitmask(pcs)
    assert (ranks[mask], sizes[mask], sizes[mask] == 1, bool(zs[mask])) == (rank, size, symmetric, z)


def test_atonal_values_of_the_major_triad():
    "Assert the 17 values GA writes for C E G, the hero flag aside: rank, size, ICV profile, prime id, steps, balance."
    row = info.atonal_table()[C_MAJOR]
    want = [0.2, 0.5, 0, 0, 0, 0, 1 / 3, 1 / 3, 1 / 3, 0, 137 / 4095, np.log2(3) / np.log2(12), 2 / 3, 1, 0, 0.875, 0]
    assert np.allclose(row, want)


def test_prime_ids_are_the_smallest_of_each_class():
    "Assert each set's prime id is a member of its class and no larger than any transposition or inversion."
    ids = info.prime_ids()
    assert ids[C_MAJOR] == bitmask((0, 3, 7)) and ids[bitmask((2, 5, 9))] == bitmask((0, 3, 7))
    assert all(ids[ids[m]] == ids[m] and ids[m] <= m for m in range(1, 4096))


@pytest.mark.parametrize("pcs, entropy", [((0, 4, 8), 0.0), ((0, 4, 7), np.log2(3) / np.log2(12)),
                                          ((0, 6), 0.0), ((0,), 0.0), ((0, 2, 4, 5, 7, 9, 11), None)])
def test_step_entropy(pcs, entropy):
    "Assert equal steps have no entropy, three different steps log2 3 of log2 12, a scale's two step sizes in between."
    got = info.step_entropy(np.array([bitmask(pcs)]))[0]
    want = entropy if entropy is not None else -(2 / 7 * np.log2(2 / 7) + 5 / 7 * np.log2(5 / 7)) / np.log2(12)
    assert got == pytest.approx(want)


def test_spectrum_is_on_the_unit_sphere():
    "Assert the six magnitudes of every voicing's weighted spectrum have a squared sum of 1, and phases lie in 0-1."
    c = corpus_of([frets_of(d) for d in ("0-1-0-2-3-x", "3-0-0-0-2-3", "x-1-2-2-0-x", "0-0-0-0-0-0")])
    s = info.spectral(c)
    assert np.allclose((s[:, :6] ** 2).sum(axis=1), 1) and ((0 <= s[:, 6:12]) & (s[:, 6:12] <= 1)).all()


def test_extensions_of_open_c():
    "Assert open C's textural features: doubling 2 of 5, one low note, span 16 of 48, three inner notes of five."
    c = corpus_of([frets_of("0-1-0-2-3-x")])
    row = info.extensions(c, np.array([4]), 0.0)[0]
    assert np.allclose(row[[2, 8, 12, 15, 16]], [0.4, 0.2, 16 / 48, 1, 0.6]) and row[[0, 3, 4, 14, 17]].tolist() == [0] * 5
