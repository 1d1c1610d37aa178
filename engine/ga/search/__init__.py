"""GA's OPTIC-K search: the voicings nearest a batch of query vectors, best first, ties to the lower index.

Follows `Common/GA.Business.ML/Search/OptickSearchStrategy.cs` at the pin: `SearchInternal`
(164-262: float32 query, score = float32 dot product with each stored vector, top `limit` by
score descending then index ascending), `SemanticSearchAsync` (43-47: every row),
`HybridSearchAsync` (49-73: an instrument's rows, a pool of max(10 * limit, 100), then
`ApplyFilters`, 296-329, and `limit`) and the chord-name split `ParseChordSymbol` (342-365).
Every search of a batch is one matrix product. Scores are summed in double from the float32
vectors and rounded to float32 once, so a score does not depend on the batch it is part of.
The search is the same code on main, but for the ChordName filter (`chord_names`); main's index
and queries differ (see `optick.revisions`). ModeName and Tags travel in the filters and filter
nothing: the OPTIC-K index holds neither (`UnsupportedPopulatedFilters`, 100-158).
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import islice
from typing import Sequence

import numpy as np

from ..optick.index import OptickIndex
from ..optick.schema import COMPACT_DIM, PARTITIONS
from ..voicings.corpus import read_only
from .chord_names import CHORD_FILTERS

POOL_FACTOR, POOL_MIN = 10, 100  # HybridSearchAsync's pool: max(limit * 10, 100)
KEPT_SCORES = 512  # score rows an index keeps for queries asked again (60 KB each)


@dataclass(frozen=True)
class Hit:
    """One search result: the voicing's row in the index and its float32 score."""

    index: int
    score: float


@dataclass(frozen=True)
class Filters:
    """`VoicingSearchFilters` fields the OPTIC-K search honours (the comfort fields are never set here)."""

    instrument: str | None = None  # "guitar" | "bass" | "ukulele"; other words search every row
    chord_name: str | None = None  # e.g. "Cmaj7": the stored name contains "maj7", lowest note a C
    min_midi: int | None = None
    max_midi: int | None = None
    mode_name: str | None = None  # the reader's mode: carried, never applied (the index has no modes)
    tags: tuple[str, ...] | None = None  # the reader's tags: carried, never applied


def scores(index: OptickIndex, queries: np.ndarray) -> np.ndarray:
    """Every query's float32 score against every voicing, (k, n), read-only.

    A partition the whole batch leaves at zero adds exactly zero, so its block is not read.
    Rows already scored for this index are reused: a score depends on nothing but the two vectors.
    """
    q = np.asarray(queries, dtype=np.float32).reshape(-1, COMPACT_DIM)
    keys = [row.tobytes() for row in q]
    missing = [k for k in dict.fromkeys(keys) if k not in index.scored]
    products = weighted_products(index, missing)
    fresh = dict(zip(missing, products))
    if missing == keys:  # each query new and asked once, the usual batch: its products are the answer
        out = products
    else:
        out = np.array([fresh[k] if k in fresh else index.scored[k] for k in keys]).reshape(len(q), len(index))
    index.scored.update(fresh)
    for old in list(index.scored)[:max(0, len(index.scored) - KEPT_SCORES)]:
        del index.scored[old]  # the oldest first: dicts keep insertion order
    return read_only(out)


def weighted_products(index: OptickIndex, queries: list[bytes]) -> np.ndarray:
    """The scores of queries given as float32 bytes: products summed in double, rounded to float32.

    One product over every column, the partitions the batch leaves at zero included (zeros on
    both sides): a product per partition, each added to the total, took three times as long for
    the same scores (all 22 million of the lessons' scores alike).
    """
    q = np.frombuffer(b"".join(queries), dtype=np.float32).reshape(-1, COMPACT_DIM).astype(np.float64)
    weighed = tuple(p.name for p in PARTITIONS if q[:, p.compact].any())
    return (q @ index.scoring_matrix(weighed)).astype(np.float32)


def ranked(scored: np.ndarray, rows: range, limit: int) -> list[list[Hit]]:
    """Per query, the best `limit` of `rows` by score descending, then index ascending."""
    limit = min(limit, len(rows))
    if limit <= 0:
        return [[] for _ in scored]
    return [[Hit(rows.start + int(j), float(s[j])) for j in best(s[rows.start:rows.stop], limit)] for s in scored]


def best(row: np.ndarray, limit: int) -> np.ndarray:
    """The positions of a row's `limit` best scores, score descending then position ascending."""
    if limit == 1:  # the lessons' most common question (half of all): argmax keeps the first of equal scores
        return np.array([np.argmax(row)])
    worst_kept = np.partition(-row, limit - 1)[limit - 1]
    near = np.flatnonzero(-row <= worst_kept)  # every score tied with the last kept one comes along
    return near[np.lexsort((near, -row[near]))][:limit]


def semantic_search(index: OptickIndex, queries: np.ndarray, limit: int) -> list[list[Hit]]:
    """`SemanticSearchAsync` for each query of the batch."""
    return ranked(scores(index, queries), range(len(index)), limit)


def hybrid_search(index: OptickIndex, queries: np.ndarray, filters: Filters, limit: int) -> list[list[Hit]]:
    """`HybridSearchAsync` for each query: an instrument's rows, a larger pool, then the filters."""
    pools = ranked(scores(index, queries), index.instrument_range(filters.instrument),
                   max(limit * POOL_FACTOR, POOL_MIN))
    return [[h for h in pool if passes(index, h.index, filters)][:limit] for pool in pools]


def hybrid_search_each(index: OptickIndex, queries: np.ndarray, filters: Sequence[Filters], limit: int) -> list[list[Hit]]:
    """`HybridSearchAsync` for each query with its own filters, the batch scored in one product."""
    scored, pool = scores(index, queries), max(limit * POOL_FACTOR, POOL_MIN)
    hits = []
    for row, f in zip(scored, filters):
        found = ranked(row[None], index.instrument_range(f.instrument), pool)[0]
        hits.append(list(islice((h for h in found if passes(index, h.index, f)), limit)))  # GA's lazy Take
    return hits


def passes(index: OptickIndex, row: int, filters: Filters) -> bool:
    """`ApplyFilters` on one voicing: the chord name as the revision reads it, then the MIDI range.

    The lowest note from the corpus's array: a search that made every voicing's list of notes
    for it spent more time on them than on its scores.
    """
    lowest = int(index.corpus.lowest[row])
    if filters.chord_name:
        same_chord = CHORD_FILTERS[index.revision.chord_filter]
        if not same_chord(filters.chord_name, index.corpus.names[row], lowest):
            return False
    if filters.min_midi is not None and lowest < filters.min_midi:
        return False
    return filters.max_midi is None or max(index.corpus.notes(row)) <= filters.max_midi

