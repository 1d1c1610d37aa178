"""Tests of GA's query encoder for what the reader reads (engine.ga.query.encoder)."""
import numpy as np
import pytest

from engine.ga.optick.revisions import MAIN, PIN
from engine.ga.optick.schema import BY_NAME, PARTITIONS
from engine.ga.query import read_query
from engine.ga.query.encoder import ALWAYS_EMPTY, FILLED, chord_query, encode_readings, symbolic_vector

QUERIES = ["Cmaj7", "Cmaj7 jazz", "Cmaj7 shell dreamy jazz", "G7 shell for", "Lydian on guitar",
           "jazz voicings", "a sad chord for the end of a song", "Hendrix chord", "F#m7b5 drop2"]


def encoded(queries, revision=PIN):
    return encode_readings([read_query(q) for q in queries], revision)


def partition_norms(vectors):
    return {p.name: np.linalg.norm(vectors[:, p.compact].astype(np.float64), axis=1) for p in PARTITIONS}


def test_score_ceiling_is_070():
    """Assert the partitions a query fills weigh 0.45 + 0.10 + 0.10 + 0.05 = 0.70 (float32: 0.70000005)."""
    weights = [BY_NAME[p].weight for p in FILLED]
    assert round(sum(weights), 10) == 0.70
    assert np.float32(sum(np.float32(w) for w in weights)) == np.float32(0.70000005)
    assert set(FILLED) | set(ALWAYS_EMPTY) == {p.name for p in PARTITIONS}


@pytest.mark.parametrize("revision", [PIN, MAIN])
def test_no_query_scores_above_the_ceiling(revision):
    """Assert a query's squared norm, its best possible score against any vector of the index, is at most 0.70."""
    vectors = encoded(QUERIES, revision).astype(np.float64)
    assert ((vectors * vectors).sum(axis=1) <= 0.7000001).all()
    norms = partition_norms(encoded(QUERIES, revision))
    assert all((norms[p] == 0).all() for p in ALWAYS_EMPTY)


@pytest.mark.parametrize("query, filled", [
    ("Cmaj7", {"STRUCTURE", "MODAL", "ROOT"}),
    ("Cmaj7 jazz", {"STRUCTURE", "MODAL", "ROOT", "SYMBOLIC"}),
    ("jazz voicings", {"SYMBOLIC"}),
    ("Lydian on guitar", set()),
    ("Hendrix chord", {"STRUCTURE", "MODAL", "ROOT", "SYMBOLIC"}),
])
def test_partitions_filled(query, filled):
    """Assert which partitions a query fills: a chord fills three, a tag SYMBOLIC, a mode nothing."""
    norms = partition_norms(encoded([query]))
    assert {name for name, norm in norms.items() if norm[0] > 0} == filled


@pytest.mark.parametrize("with_mode, without", [("C Lydian", "C"), ("G7 dorian", "G7"), ("Dm7 pentatonic", "Dm7")])
def test_the_mode_is_never_encoded(with_mode, without):
    """Assert a mode that reads no tag leaves the query vector exactly as the chord alone."""
    a, b = encoded([with_mode, without])
    assert read_query(with_mode).mode is not None
    assert (a == b).all()


@pytest.mark.parametrize("tags, bits", [
    (["shell", "for"], [0, 10]), (["jazz", "jazz"], [7]), (["jazz", "rock-guitar", "neo-soul"], [7]),
    (["the", "what", "end"], [2, 3, 11]), (["nothing-here"], []), ([], []),
])
def test_symbolic_vector(tags, bits):
    """Assert each tag sets its bit once, repeats and shared bits included."""
    assert np.flatnonzero(symbolic_vector(tags)).tolist() == bits


def test_tags_of_one_bit_encode_alike():
    """Assert two tags on one bit give byte-identical query vectors (why jazz answers as rock-guitar)."""
    a, b, c = encoded(["Cmaj7 jazz", "Cmaj7 rock-guitar", "Cmaj7 flamenco"])
    assert a.tobytes() == b.tobytes() == c.tobytes()


def test_icv_only_on_main():
    """Assert the chord query carries its interval-class vector on main only (STRUCTURE dims 13-18)."""
    pin, main = encoded(["Cmaj7"], PIN)[0], encoded(["Cmaj7"], MAIN)[0]
    icv = slice(BY_NAME["STRUCTURE"].compact_start + 13, BY_NAME["STRUCTURE"].compact_start + 19)
    assert not pin[icv].any() and main[icv].any()


def test_famous_chord_pitch_classes_in_yaml_order_encode_as_a_set():
    """Assert a famous chord's pitch classes (YAML order) give the query the chord's notes and root."""
    query = chord_query(read_query("Hendrix chord"))
    assert (query.root, sorted(query.pitch_classes)) == (4, [2, 4, 7, 8, 11])
