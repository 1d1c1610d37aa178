"""The whole raw OPTIC-K vector: the registry, the eleven partitions of a voicing, GA's weighted score."""
import numpy as np
import pytest

from engine.errors import UnknownName
from engine.ga.optick.document import documents, parsed_root
from engine.ga.optick.embedding import raw_slices, raw_vectors
from engine.ga.optick.index import lesson3_index
from engine.ga.optick.revisions import PIN
from engine.ga.optick.schema import LOOSE_CONSTANTS, PARTITIONS, REGISTRY, partition
from engine.ga.optick.similarity import compact, partition_cosine, weighted_partition_cosine
from engine.ga.voicings import corpus_of
from engine.ga.voicings.analysis import analyze
from engine.music.voicing import frets_of

OPEN_C, BARRE_C, G = frets_of("0-1-0-2-3-x"), frets_of("3-5-5-5-3-x"), frets_of("3-0-0-0-2-3")


@pytest.fixture(scope="module")
def chords():
    return corpus_of([OPEN_C, BARRE_C, G])


@pytest.fixture(scope="module")
def raw(chords):
    return raw_vectors(chords, PIN).astype(np.float64)


def test_registry_tiles_the_vector():
    "Assert the eleven partitions follow one another from 0 to 239, and only the similarity ones have a compact place."
    assert [p.raw_start for p in REGISTRY] == [0] + [p.raw_start + p.dim for p in REGISTRY[:-1]]
    assert REGISTRY[-1].raw_end == 239 and len(REGISTRY) == 11
    assert all((p.compact_start is None) == (p.weight == 0) for p in REGISTRY)


def test_loose_constants_disagree_with_the_registry():
    "Assert HierarchyDim and AtonalModalDim are smaller than their partitions, and ExtensionsEnd is where EXTENSIONS ends."
    dims = {name: value for name, value, _ in LOOSE_CONSTANTS}
    assert dims["HierarchyDim"] < partition("HIERARCHY").dim and dims["AtonalModalDim"] < partition("ATONAL_MODAL").dim
    assert dims["ExtensionsEnd"] == partition("EXTENSIONS").raw_end + 1


def test_unknown_partition_names_the_known_ones():
    "Assert an unknown partition's error lists the registry's names."
    with pytest.raises(UnknownName, match="unknown partition 'MODE' .*known: IDENTITY, STRUCTURE"):
        partition("MODE")


OPEN_C_VALUES = {  # course output, l2 "The 240 values of x32010 (C)", two decimals
    "IDENTITY": [1, 0, 1, 0, 0, 1],
    "EXTENSIONS": [0, 1, 0.4, 0, 0, 0.57, 0.33, 0.47, 0.2, 0, 0, 0, 0.33, 0, 0, 1, 0.6, 0],
    "SPECTRAL": [0.2, 0.26, 0.61, 0.37, 0.4, 0.47, 0.29, 0.6, 0.53, 0.29, 0.64, 0.5, 0.16],
    "ATONAL_MODAL": [0.2, 0.5, 0, 1, 0, 0, 0.33, 0.33, 0.33, 0, 0.03, 0.44, 0.67, 1, 0, 0.88, 0] + [0] * 47,
}


@pytest.mark.parametrize("name", OPEN_C_VALUES)
def test_open_c_information_partitions(raw, name):
    "Assert open C's information partitions, to two decimals."
    assert np.allclose(raw[0, partition(name).raw], OPEN_C_VALUES[name], atol=0.005)


def test_hierarchy_is_one_value(raw):
    "Assert HIERARCHY holds the triad's complexity, 2 of 6, and nothing after it."
    assert np.allclose(raw[0, partition("HIERARCHY").raw], [2 / 6] + [0] * 14)


def test_cosine_of_a_voicing_with_itself(raw):
    "Assert every partition's cosine of a voicing with itself is 1 where the partition is set."
    for p in PARTITIONS:
        assert partition_cosine(raw[1], raw[1], p.name) == pytest.approx(1.0 if raw[1, p.raw].any() else 0.0)


def test_weighted_score_of_identical_vectors_is_the_sum_of_weights(raw):
    "Assert a vector with all six similarity partitions set scores the sum of their weights against itself."
    assert weighted_partition_cosine(raw[0], raw[0]) == pytest.approx(sum(p.weight32 for p in PARTITIONS))


def test_compact_dot_is_the_weighted_score(raw):
    "Assert the dot product of two compact vectors equals GA's weighted partition cosine, both ways round."
    for a, b in ((0, 1), (0, 2), (2, 1)):
        assert compact(raw[a]) @ compact(raw[b]) == pytest.approx(weighted_partition_cosine(raw[a], raw[b]), abs=1e-7)
        assert weighted_partition_cosine(raw[a], raw[b]) == pytest.approx(weighted_partition_cosine(raw[b], raw[a]))


def test_weighted_score_of_a_legacy_vector_skips_the_partitions_it_lacks(raw):
    "Assert a v1.7 vector (228 values, no ROOT) scores against a whole one on the partitions it has, as GA's does."
    assert partition("ROOT").raw == slice(228, 240)
    legacy = raw[0][:228]
    assert weighted_partition_cosine(legacy, raw[0]) == pytest.approx(sum(p.weight32 for p in PARTITIONS[:-1]))
    for other in (raw[1], raw[2]):
        without_root = sum(p.weight32 * partition_cosine(raw[0], other, p.name) for p in PARTITIONS[:-1])
        assert weighted_partition_cosine(legacy, other) == weighted_partition_cosine(other, legacy)
        assert weighted_partition_cosine(legacy, other) == pytest.approx(without_root) and without_root > 0


def test_weighted_score_of_vectors_shorter_than_every_partition_is_zero(raw):
    "Assert vectors that end before the first similarity partition (STRUCTURE, from 6) score 0 rather than fail."
    assert weighted_partition_cosine(raw[0][:6], raw[1]) == 0.0
    assert weighted_partition_cosine(raw[0][:29], raw[1][:29]) == 0.0  # STRUCTURE is cut short in both


def test_a_voicing_alone_equals_its_row_in_the_index():
    "Assert embedding some of the index's voicings on their own gives their rows of the index's raw vectors."
    index = lesson3_index("pin")
    rows = [15359, 0, 4321, 777]  # out of order: a vector depends on its voicing only
    alone = raw_vectors(corpus_of(index.corpus.frets[rows]), PIN)
    assert np.array_equal(alone, index.raw_vectors[rows])


def test_inputs_are_not_modified(chords):
    "Assert computing the partitions leaves the corpus's arrays as they were (they are read-only)."
    before = chords.frets.copy()
    raw_slices(chords, PIN, ["MORPHOLOGY", "EXTENSIONS"])
    assert np.array_equal(chords.frets, before) and not chords.frets.flags.writeable


def test_document_root_and_inversion(chords):
    "Assert the document's root is the top note (E, G, G) and the inversion is read from it."
    docs = documents(chords, PIN)
    assert docs.root.tolist() == [4, 7, 7] and docs.inversion.tolist() == [1, 2, 0]


@pytest.mark.parametrize("root, bass, read", [(0, 4, 0), (9, 4, 10), (11, 0, 11), (4, 0, 11), (1, 0, 1), (None, 10, 10)])
def test_root_names_read_back_as_pitch_class_parse_reads_them(root, bass, read):
    "Assert A, B and E read back as 10, 11 and 11, other names as their pitch class, no name as the bass."
    assert parsed_root(root, bass) == read


def test_analysis_records_fields_in_the_wrong_slots(chords):
    "Assert IsRootless holds 'spans over an octave', IsOpenVoicing false, Brightness the consonance, ConsonanceScore 0."
    records = analyze(chords)
    assert records.interval_spread.tolist() == [16, 19, 24] and records.is_rootless.all()
    assert not records.is_open_voicing.any() and (records.brightness == records.consonance).all()
    assert (records.consonance_score == 0).all()
