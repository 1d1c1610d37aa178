"""GA's atonal domain: Forte labels, and FindNearby against a plain scan of every set."""
import pytest

from engine.ga.atonal import COST_PER_STEP, ITEMS, find_nearby, forte_label, icv_text, members
from engine.music.pitch_class import bitmask
from engine.music.set_class import icv_distance, interval_class_vector

LABELS = [  # pitch classes -> Forte's label
    ((0, 4, 7), "3-11"), ((2, 5, 9), "3-11"), ((0, 4, 7, 11), "4-20"), ((9, 0, 4, 7), "4-26"),
    ((0, 3), "2-3"), ((0, 1, 4, 6), "4-Z15"), ((0, 1, 3, 7), "4-Z29"), ((0, 3, 6, 9), "4-28"),
    ((0, 2, 4, 5, 7, 9, 11), "7-35"), ((0, 2, 4, 6, 8, 10), "6-35"), ((), "0-1"), (tuple(range(12)), "12-1"),
    ((0,), "1-1"), (tuple(range(11)), "11-1"),
]


@pytest.mark.parametrize("pcs, label", LABELS)
def test_forte_label(pcs, label):
    "Assert the Forte label GA gives a set, sizes above 6 by the complement's label."
    assert forte_label(bitmask(pcs)) == label


def test_items_are_every_set_in_id_order():
    "Assert PitchClassSet.Items: the 4,096 bitmasks from the empty set up, each listing its notes ascending."
    assert len(ITEMS) == 4096 and list(ITEMS)[:3] == [0, 1, 2]
    assert members(0b100010010001) == (0, 4, 7, 11)


def test_vector_as_ga_prints_it():
    "Assert the vector's text: angle brackets, one space between counts."
    assert icv_text(interval_class_vector((0, 4, 7))) == "<0 0 1 1 1 0>"


def ga_norm(source, target) -> int:
    """The delta's norm as GA reports it: a zero delta counts 1."""
    return max(icv_distance(interval_class_vector(members(source)), interval_class_vector(members(target))), 1)


@pytest.mark.parametrize("source", [bitmask((0, 4, 7)), bitmask((2, 5, 9, 0)), bitmask((0, 3, 6, 9)), 0])
@pytest.mark.parametrize("radius", [0, 1, 3])
def test_find_nearby_is_a_sorted_scan(source, radius):
    "Assert FindNearby equals a plain loop over Items, stably sorted by GA's norm, after the source's own entry."
    found = find_nearby(source, radius)
    scanned = [s for s in ITEMS if ga_norm(source, s) <= radius]
    expected = sorted(scanned, key=lambda s: ga_norm(source, s))  # sorted() is stable: id order within a norm
    assert list(found.sets) == [source, *expected]
    assert list(found.norms) == [0, *(ga_norm(source, s) for s in expected)]
    assert list(found.costs) == [n * COST_PER_STEP for n in found.norms]


def test_the_pin_lists_the_source_twice_and_main_once():
    "Assert the source's own entry, then its Items entry at the pin (compared by reference); main skips the latter."
    c = bitmask((0, 4, 7))
    pin, main = find_nearby(c, 2, "pin"), find_nearby(c, 2, "main")
    assert list(pin.sets).count(c) == 2 and list(main.sets).count(c) == 1
    assert len(pin) == len(main) + 1


def test_a_set_sharing_the_vector_costs_a_step():
    "Assert the +1 on a zero delta: C minor, of C major's class, is listed at norm 1 and cost 0.6."
    found = find_nearby(bitmask((0, 4, 7)), 1)
    index = list(found.sets).index(bitmask((0, 3, 7)))
    assert (found.norms[index], found.costs[index]) == (1, COST_PER_STEP)


def test_the_lists_are_read_only():
    "Assert a caller cannot change the cached list another caller gets."
    with pytest.raises(ValueError):
        find_nearby(145, 2).sets[0] = 0
