"""The OPTIC-K search: order by score then index, one matrix product per batch, filters."""
import numpy as np
import pytest

from engine.ga.chord_symbols import chord_pitch_classes
from engine.ga.optick.index import lesson3_index
from engine.ga.optick.query import ChordQuery, encode
from engine.ga.search import Filters, hybrid_search, ranked, scores, semantic_search

CHORDS = ["C", "Am", "G7", "Cmaj7", "Bm7b5", "D", "F#m"]


@pytest.fixture(scope="module", params=["pin", "main"])
def index(request):
    return lesson3_index(request.param)


def vectors(index, symbols):
    return encode([ChordQuery(*chord_pitch_classes(s)) for s in symbols], index.revision)


def test_matrix_equals_plain_loop(index):
    "Assert the batched scores equal a float32 dot product per voicing on a slice of the index."
    got = scores(index, vectors(index, CHORDS))[:, 5000:5300]
    vecs = index.vectors[5000:5300].astype(np.float64)
    for q, row in zip(vectors(index, CHORDS).astype(np.float64), got):
        loop = [np.float32(sum(a * b for a, b in zip(q, v))) for v in vecs]
        assert np.array_equal(row, np.array(loop, dtype=np.float32))


def test_ties_go_to_the_lower_index(index):
    "Assert hits come by score descending, ties by index ascending, as a plain sort gives."
    scored = scores(index, vectors(index, ["Cmaj7"]))[0]
    want = sorted(range(len(index)), key=lambda i: (-scored[i], i))[:40]
    got = [h.index for h in semantic_search(index, vectors(index, ["Cmaj7"]), 40)[0]]
    assert got == want and len({h.score for h in semantic_search(index, vectors(index, ["Cmaj7"]), 40)[0]}) < 40


def test_a_query_does_not_depend_on_its_batch(index):
    "Assert one chord's hits are the same alone and in a batch, and the inputs are not modified."
    batch = vectors(index, CHORDS)
    before = batch.copy()
    alone = [semantic_search(index, batch[i:i + 1], 15)[0] for i in range(len(CHORDS))]
    assert semantic_search(index, batch, 15) == alone and np.array_equal(batch, before)


def test_ranked_keeps_every_tie_at_the_cut():
    "Assert the selection at the limit keeps the lowest indices among equal scores."
    row = np.array([[0.5, 0.9, 0.5, 0.5, 0.9, 0.1]], dtype=np.float32)
    assert [h.index for h in ranked(row, range(6), 3)[0]] == [1, 4, 0]
    assert [h.index for h in ranked(row, range(2, 6), 2)[0]] == [4, 2] and ranked(row, range(0), 3) == [[]]


@pytest.mark.parametrize("instrument, same", [("guitar", True), ("GUITAR", True), ("piano", True), ("bass", False),
                                              ("ukulele", False)])
def test_instrument_routes(index, instrument, same):
    "Assert guitar (or a word the index does not route) finds the semantic hits; bass and ukulele none."
    q = vectors(index, ["G7"])
    got = hybrid_search(index, q, Filters(instrument=instrument), 15)[0]
    assert got == (semantic_search(index, q, 15)[0] if same else [])


def test_chord_name_filter_at_the_pin():
    "Assert the pin's ChordName filter keeps names containing the quality whose lowest note is the root."
    index = lesson3_index("pin")
    hits = hybrid_search(index, vectors(index, ["Cmaj7"]), Filters(chord_name="Cmaj7"), 5)[0]
    assert hits and all("maj7" in index.corpus.names[h.index].lower() for h in hits)
    assert all(min(index.corpus.notes(h.index)) % 12 == 0 for h in hits)


def test_chord_name_filter_on_main():
    "Assert main's ChordName filter keeps names whose own root and quality are the asked ones, any bass."
    index = lesson3_index("main")
    hits = hybrid_search(index, vectors(index, ["Cmaj7"]), Filters(chord_name="Cmaj7"), 8)[0]
    names = [index.corpus.names[h.index] for h in hits]
    assert len(hits) == 8 and all(n.partition("/")[0] == "Cmaj7" for n in names) and "Cmaj7/B" in names
