"""OPTIC-K's schema as GA declares it: the version, the raw vector's partitions, the compact part."""
from engine.ga.optick.schema import COMPACT_DIM, PARTITIONS, RAW_DIM, RAW_PARTITIONS, VERSION


def test_the_raw_partitions_tile_the_vector():
    "Assert the 11 partitions follow one another from 0 to 239 without a gap."
    assert len(RAW_PARTITIONS) == 11 and VERSION == "OPTIC-K-v1.8"
    starts = [first for _, first, _ in RAW_PARTITIONS]
    assert starts[0] == 0 and RAW_PARTITIONS[-1][2] == RAW_DIM - 1
    assert all(last + 1 == following for (_, _, last), following in zip(RAW_PARTITIONS, starts[1:]))


def test_the_similarity_partitions_are_the_compact_ones():
    "Assert the six similarity partitions stand where the raw registry puts them, and sum to the 124 searched."
    raw = {name: (first, last - first + 1) for name, first, last in RAW_PARTITIONS}
    assert all(raw[p.name] == (p.raw_start, p.dim) for p in PARTITIONS)
    assert COMPACT_DIM == sum(p.dim for p in PARTITIONS) == 124
