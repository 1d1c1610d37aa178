"""How GA compares two raw vectors: a cosine per similarity partition, weighted and summed.

Follows `Common/GA.Business.ML/Embeddings/EmbeddingSchema.cs` at the pin: `WeightedPartitionCosine`
(277-304: each similarity partition's cosine in double, a NaN from an all-zero slice left out,
times the partition's float weight; a partition that runs past the shorter vector's end is
skipped, so a legacy vector, v1.7's 228 values without ROOT, scores on the partitions it has)
and `ExtractCompact` (241-267, `schema.compact_float64`), whose dot products give the same
score: each slice over its norm, times the square root of its weight. A vector compared with
itself scores the sum of the weights of its non-zero partitions.
"""
from __future__ import annotations

import numpy as np

from .schema import PARTITIONS, compact_float64, partition


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    """`TensorPrimitives.CosineSimilarity` in double: NaN when either side is all zeros."""
    a, b = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(np.dot(a, b) / (np.sqrt(np.dot(a, a)) * np.sqrt(np.dot(b, b))))


def partition_cosine(a: np.ndarray, b: np.ndarray, name: str) -> float:
    """The cosine of two raw vectors' slices of one partition, 0 where GA's would be NaN."""
    p = partition(name)
    value = cosine(a[p.raw], b[p.raw])
    return 0.0 if np.isnan(value) else value


def weighted_partition_cosine(a: np.ndarray, b: np.ndarray) -> float:
    """GA's score of two raw vectors: the sum over similarity partitions of weight times cosine.

    The vectors may differ in length, as GA allows: only the partitions both hold are scored.
    """
    length = min(len(a), len(b))
    score = 0.0
    for p in PARTITIONS:
        if p.raw.stop > length:
            continue
        value = cosine(a[p.raw], b[p.raw])
        if not np.isnan(value):
            score += p.weight32 * value
    return score


def compact(raw: np.ndarray) -> np.ndarray:
    """`ExtractCompact` of raw vectors, (n, 240) or (240,), in double: (n, 124) or (124,)."""
    raw = np.asarray(raw, dtype=np.float64)
    rows = raw.reshape(-1, raw.shape[-1])
    out = compact_float64({p.name: rows[:, p.raw] for p in PARTITIONS})
    return out if raw.ndim == 2 else out[0]
