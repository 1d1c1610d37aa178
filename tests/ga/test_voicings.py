"""Lesson 3's corpus in GA's order, and GA's chord names for its voicings."""
from collections import Counter

import numpy as np
import pytest

from engine.ga.voicings import catalog, identify_masks, lesson3_corpus
from engine.music.pitch_class import bitmask
from engine.music.voicing import to_chart


@pytest.fixture(scope="module")
def corpus():
    return lesson3_corpus()


def test_count_and_sizes(corpus):
    "Assert 15,360 voicings: 1280, 3840, 6144 and 4096 of 3, 4, 5 and 6 notes."
    assert len(corpus) == 15360
    assert sorted(Counter(corpus.sizes.tolist()).items()) == [(3, 1280), (4, 3840), (5, 6144), (6, 4096)]


FIRST = [  # index -> diagram as GA stores it, MIDI in string order, GA's name
    (0, "0-0-0-x-x-x", (64, 59, 55), "Em/G"),
    (1, "1-0-0-x-x-x", (65, 59, 55), "G7(shell)"),
    (2, "2-0-0-x-x-x", (66, 59, 55), "Gmaj7(shell)"),
    (3, "3-0-0-x-x-x", (67, 59, 55), "G + B (Major 3rd)"),
    (4, "0-1-0-x-x-x", (64, 60, 55), "C/G"),
    (6, "2-1-0-x-x-x", (66, 60, 55), "C5/G"),
    (15359, "3-3-3-3-3-3", (67, 62, 58, 53, 48, 43), "Bb6/G"),  # major-6-add-9 names it "6"
]


@pytest.mark.parametrize("i, diagram, midi, name", FIRST)
def test_generation_order(corpus, i, diagram, midi, name):
    "Assert voicings come in the odometer's order, string 1 fastest, with their notes and names."
    assert (corpus.diagram(i), corpus.notes(i), corpus.names[i]) == (diagram, midi, name)


def test_diagrams_unique_and_read_only(corpus):
    "Assert no diagram repeats and the arrays cannot be written."
    assert len({corpus.diagram(i) for i in range(len(corpus))}) == len(corpus)
    assert not corpus.frets.flags.writeable and not corpus.midi.flags.writeable


def test_name_counts(corpus):
    "Assert 1,944 distinct names, 10,984 with a slash, and the size of each path of the recognizer."
    names, idents = corpus.names, corpus.identities
    assert (len(set(names)), sum("/" in n for n in names)) == (1944, 10984)
    kinds = Counter("unison" if i.name.endswith("(unison)") else "dyad" if " + " in i.name
                    else "forte" if i.root is None else "power" if not i.slash else "catalog" for i in idents)
    assert kinds == {"catalog": 14751, "forte": 280, "dyad": 224, "power": 102, "unison": 3}


NAMES = [  # chart diagram -> GA's name
    ("x-3-2-0-1-0", "C"), ("x-x-x-0-1-2", "C5/G"), ("x-x-0-2-3-2", "D"), ("x-x-0-2-2-0", "Aadd11/D"),
    ("x-x-2-2-1-1", "Fmaj7/E"), ("0-0-3-x-x-x", "Fmaj7(shell)/E"), ("x-x-x-0-1-1", "Csus4/G"),
    ("x-3-x-3-1-x", "Bb + C (Major 2nd)"), ("0-x-2-x-x-0", "E (unison)"), ("x-0-x-0-x-0", "A5"),
]


@pytest.mark.parametrize("chart, name", NAMES)
def test_names(corpus, chart, name):
    "Assert GA's name of a voicing, found by its chart diagram."
    row = [to_chart(corpus.diagram(i)) for i in range(len(corpus))].index(chart)
    assert corpus.names[row] == name


SETS = [  # pitch classes -> the recognizer's name without a bass
    ((0, 4, 7, 9), "Am7"), ((2, 7, 9), "Gsus2"), ((1, 5, 9), "Faug"), ((0, 5, 7), "Csus4"),
    ((1, 4, 7), "Dbdim"), ((1, 5, 7, 11), "G7b5"), ((0, 1, 6, 7), "Forte 4-9 (tetrachord)"),
    ((1, 5, 7), "Gm7b5"), ((0, 6), "C + Gb (Tritone)"), ((0, 7), "C5"), ((2, 7), "G5"), ((0, 1, 3, 4, 6, 7, 9, 10), "C(oct H-W)"),
]


@pytest.mark.parametrize("pcs, name", SETS)
def test_recognizer(pcs, name):
    "Assert the recognizer's canonical name of a pitch-class set."
    assert identify_masks(np.array([bitmask(pcs)]))[0].name == name


def test_every_slot_and_suffix_file_row_is_read():
    "Assert the data files' row counts: 34 own suffixes, 6 dyad names, 12 root scores."
    texts = catalog.suffix_texts()
    assert sum(kind == "pattern" for kind, _ in texts) == 34 and texts[("quality", "quartal")] == " quartal"
    assert len(catalog.dyad_names()) == 6 and sorted(catalog.root_commonness()) == [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]


def test_catalog_data():
    "Assert the catalog's 62 patterns with unique names and the root in each."
    patterns = catalog.patterns()
    assert len(patterns) == 62 and len({p.name for p in patterns}) == 62
    assert all(0 in p.intervals for p in patterns)


@pytest.mark.parametrize("pcs, name", [((0, 1, 6, 7), "Forte 4-9 (tetrachord)"), ((0, 1, 2, 3, 4, 5, 6), "Forte 7-1 (heptachord)"),
                                       (tuple(range(12)), "Forte 12-1 (dodecachord)")])
def test_regression_sets_of_seven_or_more_are_named_by_forte(pcs, name):
    "Assert the Forte fallback names a set of any size by its label, sizes 7 to 12 included (not \"set (heptachord)\")."
    assert identify_masks([bitmask(pcs)])[0].name == name
