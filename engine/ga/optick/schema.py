"""OPTIC-K's similarity partitions and the compact vector: each partition normalized and weighted.

Follows `Common/GA.Business.ML/Embeddings/EmbeddingSchema.cs` (version OPTIC-K-v1.8, 95-137:
the partitions, their raw offsets and weights; 163-186: the compact layout; 241-267:
`ExtractCompact`, in double, the query side) and the index writer
`Demos/Music Theory/FretboardVoicingsCLI/OptickIndexWriter.cs` 326-353 (the same in float32, the
corpus side). A compact vector is each similarity partition's slice over its own L2 norm times
the square root of its weight (a float32 square root of the float32 weight), an all-zero slice
left zero; so a dot product of two is the weighted sum of the partitions' cosines. The model of
main keeps the schema (l21-main's 0.6000 = 0.45 + 0.10 + 0.05 needs these weights).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Partition:
    """One similarity partition: where it sits in GA's raw vector and in the compact one."""

    name: str
    raw_start: int
    dim: int
    weight: float
    compact_start: int

    @property
    def compact(self) -> slice:
        return slice(self.compact_start, self.compact_start + self.dim)

    @property
    def sqrt_weight(self) -> np.float32:
        return np.sqrt(np.float32(self.weight))


PARTITIONS = (  # EmbeddingSchema.cs 117-137; raw offsets out of 240, compact out of 124
    Partition("STRUCTURE", 6, 24, 0.45, 0),
    Partition("MORPHOLOGY", 30, 24, 0.25, 24),
    Partition("CONTEXT", 54, 12, 0.20, 48),
    Partition("SYMBOLIC", 66, 12, 0.10, 60),
    Partition("MODAL", 109, 40, 0.10, 72),
    Partition("ROOT", 228, 12, 0.05, 112),
)
BY_NAME = {p.name: p for p in PARTITIONS}
VERSION = "OPTIC-K-v1.8"  # EmbeddingSchema.Version, line 95
RAW_DIM = 240  # TotalDimension, line 105
RAW_PARTITIONS = (  # every partition of the raw vector, similarity or not, in order (lines 119-136): name, first, last
    ("IDENTITY", 0, 5), ("STRUCTURE", 6, 29), ("MORPHOLOGY", 30, 53), ("CONTEXT", 54, 65), ("SYMBOLIC", 66, 77),
    ("EXTENSIONS", 78, 95), ("SPECTRAL", 96, 108), ("MODAL", 109, 148), ("HIERARCHY", 149, 163),
    ("ATONAL_MODAL", 164, 227), ("ROOT", 228, 239),
)
COMPACT_DIM = sum(p.dim for p in PARTITIONS)  # 124
LAYOUT = "optk-v4-pp-r:" + ",".join(f"{p.name}:{p.compact.start}-{p.compact.stop - 1}" for p in PARTITIONS)


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
