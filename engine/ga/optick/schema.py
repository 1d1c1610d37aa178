"""OPTIC-K's similarity partitions and the compact vector: each partition normalized and weighted.

Follows `Common/GA.Business.ML/Embeddings/EmbeddingSchema.cs` (version OPTIC-K-v1.8, 95-137:
the partitions, their raw offsets and weights; 163-186: the compact layout; 241-267:
`ExtractCompact`, in double, the query side) and the index writer
`Demos/Music Theory/FretboardVoicingsCLI/OptickIndexWriter.cs` 326-353 (the same in float32, the
corpus side). A compact vector is each similarity partition's slice over its own L2 norm times
the square root of its weight (a float32 square root of the float32 weight), an all-zero slice
left zero; so a dot product of two is the weighted sum of the partitions' cosines. The model of
main keeps the schema (l21-main's 0.6000 = 0.45 + 0.10 + 0.05 needs these weights).

The registry (`REGISTRY`) holds all eleven partitions of the raw 240-value vector, the five
information partitions too (weight 0, never stored in the index); `PARTITIONS` are the six
similarity ones. Beside the registry, `EmbeddingSchema.cs` keeps older per-partition constants;
three of them no longer agree with it (`LOOSE_CONSTANTS`), and GA's code still reads two.
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass

import numpy as np

from ...errors import UnknownName

VERSION = "OPTIC-K-v1.8"  # EmbeddingSchema.Version (EmbeddingSchema.cs 95)
TOTAL_DIMENSION = 240  # EmbeddingSchema.TotalDimension (105)
SIMILARITY, INFO, IDENTITY_ROLE = "Similarity", "Info", "Identity"  # PartitionRole's names (9-19)


@dataclass(frozen=True)
class Partition:
    """One partition: where it sits in GA's raw vector, its role, and for a similarity one its compact place."""

    name: str
    raw_start: int
    dim: int
    weight: float
    compact_start: int | None  # None: not stored in the index (an Info or Identity partition)
    role: str = SIMILARITY

    @property
    def raw(self) -> slice:
        return slice(self.raw_start, self.raw_start + self.dim)

    @property
    def raw_end(self) -> int:
        """The last raw index, inclusive, as the registry writes it (`End`)."""
        return self.raw_start + self.dim - 1

    @property
    def compact(self) -> slice:
        if self.compact_start is None:
            raise ValueError(f"{self.name} is not stored in the compact vector")
        return slice(self.compact_start, self.compact_start + self.dim)

    @property
    def weight32(self) -> float:
        """The weight as GA holds it, a float widened to double (what its weighted cosine multiplies by)."""
        return float(np.float32(self.weight))

    @property
    def sqrt_weight(self) -> np.float32:
        return np.sqrt(np.float32(self.weight))


REGISTRY = (  # EmbeddingSchema.Partitions, EmbeddingSchema.cs 117-137; raw offsets out of 240, compact out of 124
    Partition("IDENTITY", 0, 6, 0.0, None, IDENTITY_ROLE),
    Partition("STRUCTURE", 6, 24, 0.45, 0),
    Partition("MORPHOLOGY", 30, 24, 0.25, 24),
    Partition("CONTEXT", 54, 12, 0.20, 48),
    Partition("SYMBOLIC", 66, 12, 0.10, 60),
    Partition("EXTENSIONS", 78, 18, 0.0, None, INFO),
    Partition("SPECTRAL", 96, 13, 0.0, None, INFO),
    Partition("MODAL", 109, 40, 0.10, 72),
    Partition("HIERARCHY", 149, 15, 0.0, None, INFO),
    Partition("ATONAL_MODAL", 164, 64, 0.0, None, INFO),
    Partition("ROOT", 228, 12, 0.05, 112),
)
PARTITIONS = tuple(p for p in REGISTRY if p.role == SIMILARITY)  # SimilarityPartitions (140-141)
BY_NAME = {p.name: p for p in PARTITIONS}
# Constants that outlived the registry (EmbeddingSchema.cs 407, 845, 870): their value, and what
# the registry says now. ModalVectorService sizes ATONAL_MODAL by AtonalModalDim (116).
LOOSE_CONSTANTS = (("HierarchyDim", 8, "HIERARCHY"), ("AtonalModalDim", 17, "ATONAL_MODAL"),
                   ("ExtensionsEnd", 96, "TotalDimension"))
ATONAL_MODAL_WRITTEN = LOOSE_CONSTANTS[1][1]
COMPACT_DIM = sum(p.dim for p in PARTITIONS)  # 124
LAYOUT = "optk-v4-pp-r:" + ",".join(f"{p.name}:{p.compact.start}-{p.compact.stop - 1}" for p in PARTITIONS)


def schema_hash() -> int:
    """`SchemaHashV4`: the CRC-32 of the layout string's UTF-8 bytes (EmbeddingSchema.cs 160-161)."""
    return zlib.crc32(LAYOUT.encode("utf-8"))


def compact_float32(slices: dict[str, np.ndarray]) -> np.ndarray:
    """The index writer's compact vectors, (n, 124) float32, from each partition's raw (n, dim) slice.

    A missing partition stays zero. The arithmetic is float32 and the squares are summed in
    dimension order, as the writer's loop does, so equal slices give equal vectors bit for bit.
    """
    n = len(next(iter(slices.values())))
    out = np.zeros((n, COMPACT_DIM), dtype=np.float32)
    for p in PARTITIONS:
        if p.name in slices:
            raw = np.asarray(slices[p.name], dtype=np.float32)
            total = np.zeros(n, dtype=np.float32)
            for j in range(p.dim):
                total += raw[:, j] * raw[:, j]
            live = total > np.finfo(np.float32).smallest_subnormal
            norm = np.where(live, np.sqrt(total), np.float32(1))
            out[:, p.compact] = np.where(live[:, None], raw / norm[:, None] * p.sqrt_weight, np.float32(0))
    return out


def compact_float64(slices: dict[str, np.ndarray]) -> np.ndarray:
    """`ExtractCompact` in double: the query side's compact vectors, (n, 124) float64."""
    n = len(next(iter(slices.values())))
    out = np.zeros((n, COMPACT_DIM))
    for p in PARTITIONS:
        if p.name in slices:
            raw = np.asarray(slices[p.name], dtype=np.float64)
            total = (raw * raw).sum(axis=1)
            live = total > np.finfo(np.float64).smallest_subnormal
            norm = np.where(live, np.sqrt(total), 1.0)
            out[:, p.compact] = np.where(live[:, None], raw / norm[:, None] * np.float64(p.sqrt_weight), 0.0)
    return out


def partition(name: str) -> Partition:
    """`EmbeddingSchema.GetPartition`: the registry's partition of that name."""
    for p in REGISTRY:
        if p.name == name:
            return p
    raise UnknownName("partition", name, [p.name for p in REGISTRY])
