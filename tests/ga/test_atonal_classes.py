"""GA's set classes: CanonicalForteCatalog both ways, GrothendieckDelta, FindShortestPath, and every set's forms."""
import numpy as np
import pytest

from engine.ga.atonal import find_nearby, find_shortest_path, forte_label, from_icvs, members, vector
from engine.ga.atonal.forte import prime_form, stored
from engine.ga.atonal.grothendieck import path_moves
from engine.music.pitch_class import bitmask
from engine.music.set_class import all_prime_masks, all_transposition_masks, prime_mask, transposition_mask

LABELS = [  # a label -> the pitch classes GA gives it, or None where TryGetPrimeForm answers false
    ("3-11", (0, 3, 7)), ("4-Z15", (0, 1, 4, 6)), ("4-z29", (0, 1, 3, 7)), (" 6-Z44 ", (0, 1, 2, 5, 6, 9)),
    ("7-35", (0, 1, 3, 5, 6, 8, 10)), ("0-1", ()), ("12-1", tuple(range(12))), ("11-1", tuple(range(11))),
    ("4-15", None), ("4-Z16", None), ("0-Z1", None), ("13-1", None), ("-3", None), ("3-", None), ("", None),
    ("x-1", None), ("+3-11", None), ("١-١", None),
]


@pytest.mark.parametrize("label, pcs", LABELS)
def test_label_to_prime_form(label, pcs):
    "Assert TryGetPrimeForm: Forte's labels with and without Z, sizes above 6 through the complement, bad labels refused."
    found = prime_form(label)
    assert (members(found) if found is not None else None) == pcs


def test_the_catalog_is_a_bijection_with_the_224_classes():
    "Assert 136 stored labels, 224 labels in all, each class one label, and each stored set its own prime form."
    assert len(stored()) == 136
    labels = [f"{n}-{z}{k}" for n in range(13) for k in range(1, 61) for z in ("", "Z") if prime_form(f"{n}-{z}{k}") is not None]
    classes = {prime_form(label) for label in labels}
    assert len(labels) == 224 and classes == set(all_prime_masks().tolist())
    assert all(forte_label(prime_form(label)) == label for label in labels)
    assert all(s == prime_mask(members(s)) for s in stored().values())


def test_z_labels_mark_the_z_pairs():
    "Assert a label carries Z exactly when another class of its size shares its vector: 23 such pairs."
    classes = sorted(set(all_prime_masks().tolist()))
    shared = {c for c in classes if any(o != c and o.bit_count() == c.bit_count() and vector(o) == vector(c)
                                        for o in classes)}
    assert {c for c in classes if "Z" in forte_label(c)} == shared and len(shared) == 46


def test_forms_of_every_set():
    "Assert the arrays of prime and transposition forms equal the one-set functions, on all 4,096 sets."
    primes, transpositions = all_prime_masks(), all_transposition_masks()
    assert all(primes[m] == prime_mask(members(m)) and transpositions[m] == transposition_mask(m) for m in range(4096))


DELTAS = [  # source, target -> GA's signed delta, L1, L2, interpretation
    ((0, 4, 7, 11), (7, 11, 2, 5), "[-1, +1, +1, -1, -1, +1]", 6, "more chromatic color"),
    ((2, 5, 9, 0), (7, 11, 2, 5), "[0, 0, 0, 0, -1, +1]", 2, "increased tension"),
    ((7, 11, 2, 5), (2, 5, 9, 0), "[0, 0, 0, 0, +1, -1]", 2, "more consonant"),
    ((0, 4, 7), (7, 11, 2), "[+1, 0, 0, 0, 0, 0]", 1, "more chromatic color"),  # the +1 on equal vectors
    ((0, 1, 2), (0, 4, 7), "[-2, -1, +1, +1, +1, 0]", 6, "more consonant"),
    ((0, 1, 6), (0, 4, 7), "[-1, 0, +1, +1, 0, -1]", 4, "more consonant"),
    ((0, 2, 6), (0, 4, 7), "[0, -1, +1, 0, +1, -1]", 4, "more consonant"),
    ((0, 2, 6, 8), (0, 4, 7), "[0, -2, +1, -1, +1, -2]", 7, "more consonant"),
    ((0, 4, 8), (0, 4), "[0, 0, 0, -2, 0, 0]", 2, ""),
    ((0, 2, 4, 6), (0, 1), "[+1, -3, 0, -2, 0, -1]", 7, "more chromatic color"),
]


@pytest.mark.parametrize("source, target, signed, l1, reading", DELTAS)
def test_from_icvs(source, target, signed, l1, reading):
    "Assert FromIcVs: target minus source, the +1 on ic1 for equal vectors, InterpretDelta's first rule that holds."
    delta = from_icvs(vector(bitmask(source)), vector(bitmask(target)))
    assert (delta.signed, delta.l1, delta.interpretation()) == (signed, l1, reading)
    assert delta.explain().endswith(f"\u00e2\u2020\u2019 {reading}") if reading else "\u00e2" not in delta.explain()


def test_l2_norm_and_cost():
    "Assert the Euclidean norm and the cost (0.6 per step) of a delta."
    delta = from_icvs(vector(bitmask((0, 4, 7, 11))), vector(bitmask((7, 11, 2, 5))))
    assert (f"{delta.l2:.3f}", f"{delta.cost:.2f}") == ("2.449", "3.60")


@pytest.mark.parametrize("size", [3, 4, 5])
@pytest.mark.parametrize("at", ["pin", "main"])
def test_path_moves_are_find_nearby_kept_to_one_size(size, at):
    "Assert the search's moves: FindNearby(set, 2)'s list, in its order, kept to the set's size (its own entries aside)."
    moves = path_moves(size)
    for source in list(moves)[::37]:
        kept = [s for s in find_nearby(source, 2, at).sets.tolist() if s.bit_count() == size and s != source]
        assert [s for s in moves[source] if s != source] == kept


PATHS = [  # source, target -> the sets of GA's path
    ((0, 4, 7, 11), (7, 11, 2, 5), [(0, 4, 7, 11), (0, 2, 3, 7), (0, 1, 4, 6), (2, 5, 7, 11)]),
    ((0, 4, 7), (0, 4, 7), [(0, 4, 7)]),
    ((0, 4, 7), (0, 3, 7), [(0, 4, 7), (0, 3, 7)]),
    ((9, 0, 4), (2, 6, 9, 0), []),  # sizes differ: no path
    ((0, 3, 6, 9), (0, 4, 7, 11), []),  # only its own transpositions are near
]


@pytest.mark.parametrize("source, target, expected", PATHS)
def test_find_shortest_path(source, target, expected):
    "Assert FindShortestPath: the first path a breadth-first search in FindNearby's order finds, or none."
    found = find_shortest_path(bitmask(source), bitmask(target))
    assert [members(s) for s in found] == [tuple(sorted(p)) for p in expected]


def test_paths_are_shortest_and_local():
    "Assert a path's moves join sets of one size whose vectors are at most 2 apart, and no shorter path exists."
    for source, target in [((0, 4, 7, 11), (7, 11, 2, 5)), ((0, 2, 4, 7), (0, 1, 3, 7)), ((0, 1, 4), (0, 2, 7))]:
        path = find_shortest_path(bitmask(source), bitmask(target))
        assert all(np.abs(np.subtract(vector(a), vector(b))).sum() <= 2 for a, b in zip(path, path[1:]))
        assert all(find_shortest_path(bitmask(source), bitmask(target), max_steps=n) == () for n in range(len(path) - 1))


# GA's own GrothendieckServiceTests.cs (Tests/Common/GA.Business.Core.Tests/Atonal/Grothendieck/, at c781df5c)
C_MAJOR_SCALE, G_MAJOR_SCALE = bitmask((0, 2, 4, 5, 7, 9, 11)), bitmask((0, 2, 4, 7, 9, 11, 1))


def test_ga_delta_between_related_keys_is_small():
    "Assert GA's ShouldComputeDelta_FromCMajorToGMajor and _WithExplanation: L1 under 5, an explanation naming ic1."
    delta = from_icvs(vector(C_MAJOR_SCALE), vector(G_MAJOR_SCALE))
    assert delta.l1 < 5 and "ic1" in delta.explain()


def test_ga_shortest_paths():
    "Assert GA's FindShortestPath tests: to itself one set; C major to G major starts and ends right; none in one step to the aggregate."
    assert find_shortest_path(C_MAJOR_SCALE, C_MAJOR_SCALE) == (C_MAJOR_SCALE,)
    path = find_shortest_path(C_MAJOR_SCALE, G_MAJOR_SCALE)
    assert path[0] == C_MAJOR_SCALE and path[-1] == G_MAJOR_SCALE
    assert find_shortest_path(C_MAJOR_SCALE, (1 << 12) - 1, max_steps=1) == ()


def test_ga_find_nearby_includes_itself_first_and_sorts_by_cost():
    "Assert GA's FindNearby tests: the source first at cost 0, every set within the distance, costs never decreasing."
    found = find_nearby(bitmask((0, 4, 7)), 2)
    assert found.sets[0] == bitmask((0, 4, 7)) and found.costs[0] == 0
    assert (found.norms <= 2).all() and (np.diff(found.costs) >= 0).all()
