"""The engine's two calls for new questions: embed any guitar voicing, search lesson 3's index."""
import numpy as np
import pytest

import engine
from engine import EngineError, UnknownName, embed_voicing, search_voicings
from engine.ga.optick.index import OptickIndex, lesson3_index
from engine.ga.search import Filters, scores
from engine.ga.voicings import corpus_of


def test_in_the_public_surface():
    "Assert both calls are listed in the engine's __all__."
    assert {"embed_voicing", "search_voicings"} <= set(engine.__all__)


@pytest.mark.parametrize("diagram, order", [("x32010", "chart"), ("x-3-2-0-1-0", "chart"), ("0-1-0-2-3-x", "ga"),
                                            ("01023x", "ga"), ("X32010", "chart")])
def test_one_voicing_in_every_spelling(diagram, order):
    "Assert open C written compact or hyphenated, from either end, is the same voicing and vector."
    c = embed_voicing(diagram, order=order)
    assert (c.diagram, c.chart, c.name, c.notes) == ("0-1-0-2-3-x", "x-3-2-0-1-0", "C", (64, 60, 55, 52, 48))
    assert np.array_equal(c.values, embed_voicing("x32010").values)


def test_a_voicing_outside_the_index():
    "Assert a shape beyond lesson 3's frets embeds: its ROOT is its top note, its STRUCTURE C E G."
    c = embed_voicing("x-3-5-5-5-3")
    assert c.name == "C" and c.partition("ROOT").tolist().index(1.0) == 7
    assert np.flatnonzero(c.partition("STRUCTURE")[:12]).tolist() == [0, 4, 7]


def test_partitions_and_compact_values():
    "Assert the eleven partitions in the registry's order, 240 values read-only, and 124 compact ones."
    c = embed_voicing("x02210")
    assert list(c.partitions)[:2] == ["IDENTITY", "STRUCTURE"] and sum(len(v) for v in c.partitions.values()) == 240
    assert c.compact.shape == (124,) and not c.values.flags.writeable
    assert float(c.compact @ c.compact) == pytest.approx(1.15, abs=1e-6)


def test_main_differs_in_the_root():
    "Assert on main the ROOT partition holds the recognized root, A, for open Am (the top note E at the pin)."
    assert embed_voicing("x02210", at="main").partition("ROOT").tolist().index(1.0) == 9
    assert embed_voicing("x02210").partition("ROOT").tolist().index(1.0) == 4


@pytest.mark.parametrize("diagram, order, message", [
    ("x3201", "chart", "a guitar diagram gives 6 strings; 'x3201' gives 5"),
    ("x-3-2-0-1-q", "chart", "'q' in 'x-3-2-0-1-q' is not a fret (0 to 24) or x"),
    ("x-3-2-0-1-30", "chart", "'30' in 'x-3-2-0-1-30' is not a fret (0 to 24) or x"),
])
def test_bad_diagrams_are_refused(diagram, order, message):
    "Assert a diagram that is not six frets gets a message naming it."
    with pytest.raises(EngineError) as error:
        embed_voicing(diagram, order=order)
    assert str(error.value) == message


def test_unknown_order_and_revision():
    "Assert an unknown string order or revision is named with the known ones."
    with pytest.raises(UnknownName, match="unknown diagram order 'low'.*known: chart, ga"):
        embed_voicing("x32010", order="low")
    with pytest.raises(UnknownName, match="unknown revision 'head'"):
        search_voicings("C", at="head")


def test_search_by_chord_with_and_without_the_name_filter():
    "Assert lesson 3's Cmaj7 searches: the shells first, and two voicings over a C bass with the filter."
    plain = search_voicings("Cmaj7")
    assert [f.diagram for f in plain[:2]] == ["x-1-x-2-2-x", "x-1-x-x-2-0"] and [f.rank for f in plain] == [1, 2, 3, 4, 5]
    filtered = search_voicings("Cmaj7", filters={"chord_name": "Cmaj7"})
    assert [(f.chart, f.name) for f in filtered] == [("x-3-2-x-0-3", "Cmaj7"), ("x-3-2-0-0-3", "Cmaj7")]
    assert search_voicings("Cmaj7", filters=Filters(chord_name="Cmaj7")) == filtered


def test_search_by_a_voicing():
    "Assert open C's own vector finds open C first, with the score of a vector against itself."
    found = search_voicings(embed_voicing("x32010"), limit=6)
    assert found[0].diagram == "0-1-0-2-3-x" and found[0].score == pytest.approx(1.15, abs=1e-6) and len(found) == 6


def test_unreadable_symbol_is_an_empty_query():
    "Assert a symbol GA cannot read searches with an empty vector: the index's first voicings, all at 0."
    found = search_voicings("H7")
    assert [f.index for f in found] == [0, 1, 2, 3, 4] and {f.score for f in found} == {0.0}


def test_unknown_filter_is_named():
    "Assert a filter GA's search does not have is refused with the known fields."
    with pytest.raises(UnknownName, match="unknown search filter 'mode'.*known: instrument, chord_name"):
        search_voicings("C", filters={"mode": "Dorian"})


def test_scores_do_not_depend_on_the_corpus_order():
    "Assert a voicing scores the same against a query wherever it sits in the index."
    index = lesson3_index("pin")
    order = np.random.default_rng(3).permutation(len(index))
    shuffled = OptickIndex(index.revision, corpus_of(index.corpus.frets[order]))
    query = embed_voicing("x32010").compact.astype(np.float32)[None, :]
    assert np.array_equal(scores(shuffled, query)[0], scores(index, query)[0][order])
