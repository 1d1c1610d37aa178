"""OPTIC-K's schema as GA declares it: the version, the raw vector's partitions, the compact part."""
from engine.ga.optick.schema import COMPACT_DIM, PARTITIONS, REGISTRY, TOTAL_DIMENSION, VERSION


def test_the_raw_partitions_tile_the_vector():
    "Assert the 11 partitions follow one another from 0 to 239 without a gap."
    assert len(REGISTRY) == 11 and VERSION == "OPTIC-K-v1.8"
    assert REGISTRY[0].raw_start == 0 and REGISTRY[-1].raw_end == TOTAL_DIMENSION - 1
    assert all(p.raw_end + 1 == q.raw_start for p, q in zip(REGISTRY, REGISTRY[1:]))


def test_the_similarity_partitions_are_the_compact_ones():
    "Assert the six similarity partitions are the registry's weighted ones, and sum to the 124 searched."
    assert [p.name for p in PARTITIONS] == [p.name for p in REGISTRY if p.weight > 0]
    assert COMPACT_DIM == sum(p.dim for p in PARTITIONS) == 124
