"""OPTIC-K: the schema, the partitions of a voicing, the MODAL table, the chord query encoder."""
import zlib

import numpy as np
import pytest

from engine.ga.chord_symbols import chord_pitch_classes
from engine.ga.optick import modal, partitions
from engine.ga.optick.index import lesson3_index
from engine.ga.optick.query import ChordQuery, encode
from engine.ga.optick.revisions import MAIN, PIN
from engine.ga.optick.schema import BY_NAME, COMPACT_DIM, LAYOUT, PARTITIONS
from engine.ga.search import semantic_search
from engine.music.pitch_class import bitmask



def test_layout_and_weights():
    "Assert the compact layout's CRC-32, its 124 dimensions and the float32 square-root weights."
    assert zlib.crc32(LAYOUT.encode()) == 0x37CD8ECF and COMPACT_DIM == 124
    assert [round(float(p.sqrt_weight), 4) for p in PARTITIONS] == [0.6708, 0.5, 0.4472, 0.3162, 0.3162, 0.2236]


def test_open_c_structure():
    "Assert open C's STRUCTURE slice: chroma, size, ICV, its two ratios and the root flag."
    got = partitions.structure(np.array([bitmask((0, 4, 7))]))[0]
    want = [1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0.5, 0, 0, 1, 1, 1, 0, 0, 1, 5 / 6, 1, 0]
    assert np.allclose(got, want)


def test_open_c_modal_from_its_top_note():
    "Assert open C's MODAL at the pin, root E (top note): Aeolian 3/7, Lydian augmented #2 2/3."
    vec = partitions.modal(np.array([bitmask((0, 4, 7))]), np.array([4]), PIN)[0]
    assert round(vec[5], 2) == 0.43 and round(vec[26], 2) == 0.67


SLOTS = [  # slot -> intervals, characteristic intervals (ga-voicing-pipeline.md 3.3)
    (0, "0 2 4 5 7 9 11", "0 2 4 5 7 9 11"), (1, "0 2 3 5 7 9 10", "9"), (6, "0 1 3 5 6 8 10", "1 6"),
    (8, "0 1 3 5 6 9 10", "1 6 9"), (11, "0 1 4 5 7 8 10", "1 8 10"), (12, "0 3 4 6 7 9 11", "3 6"),
    (13, "0 1 3 4 6 8 9", "1 4 6 9"), (20, "0 1 3 4 6 8 10", "1 4 6"), (26, "0 3 4 6 8 9 11", "3 6 8"),
    (27, "0 1 3 5 6 8 9", "1 6 9"), (30, "0 3 5 7 10", "0 3 5 7 10"), (31, "0 2 4 6 8 10", "6 8 10"),
]


@pytest.mark.parametrize("index, full, marks", SLOTS)
def test_mode_intervals(index, full, marks):
    "Assert a mode's intervals and characteristic intervals derived from its spelling."
    slot = modal.slots()[index]
    assert sorted(slot.intervals) == [int(x) for x in full.split()]
    assert sorted(slot.characteristic) == [int(x) for x in marks.split()]


def test_modal_data():
    "Assert 33 named slots in order, each mode's degrees numbered 1 up without repeats."
    slots = modal.slots()
    assert [s.index for s in slots] == list(range(33)) and len({s.name for s in slots}) == 33
    for s in slots:
        numbers = [int(d.lstrip("b#")) for d in s.degrees]
        assert numbers == sorted(set(numbers)) and (not numbers or numbers[0] == 1)


def test_unresolved_modes():
    "Assert nine MODAL slots are never set at the pin and only Diminished's on main."
    for all_names, dead in ((False, {8, 10, 12, 13, 15, 16, 18, 19, 32}), (True, {32})):
        live = modal.modal_table(all_names).any(axis=0)
        assert set(np.flatnonzero(~live[:33])) == dead


def test_corpus_norms():
    "Assert every corpus vector has norm² 1.15, but 1.05 for the 3,119 whose MODAL slice is zero, at the pin."
    index = lesson3_index("pin")
    modal_zero = ~index.block("MODAL").any(axis=1)
    norms = {name: (index.block(name).astype(np.float64) ** 2).sum(axis=1) for name in BY_NAME}
    expected = {"STRUCTURE": 0.45, "CONTEXT": 0.20, "ROOT": 0.05, "MORPHOLOGY": 0.25}
    assert int(modal_zero.sum()) == 3119
    for name, weight in expected.items():
        assert np.allclose(norms[name], weight, atol=1e-6)
    assert np.allclose(norms["MODAL"][~modal_zero], 0.10, atol=1e-6)


def query(symbol):
    root, pcs = chord_pitch_classes(symbol)
    return ChordQuery(root, pcs)


def test_query_partitions():
    "Assert a chord query sets STRUCTURE, MODAL and ROOT only, with the ICV only on main."
    for revision, icv in ((PIN, 0.0), (MAIN, 1.0)):
        vec = encode([query("C")], revision)[0]
        live = {p.name for p in PARTITIONS if vec[p.compact].any()}
        assert live == {"STRUCTURE", "MODAL", "ROOT"} and vec.dtype == np.float32
        assert (vec[BY_NAME["STRUCTURE"].compact][15] > 0) == bool(icv)


@pytest.mark.parametrize("at, symbol, top", [
    ("pin", "Cmaj7", 0.4585), ("pin", "G7", 0.4578), ("pin", "Dm7", 0.4585), ("pin", "C", 0.481),
    ("main", "Cmaj7", 0.6), ("main", "G7", 0.6),
])
def test_top_scores(at, symbol, top):
    "Assert the best score of a chord query: below 0.60 at the pin, 0.6000 on main (l21)."
    index = lesson3_index(at)
    hit = semantic_search(index, encode([query(symbol)], index.revision), 1)[0][0]
    assert round(hit.score, 4) == top
