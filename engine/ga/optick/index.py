"""The OPTIC-K index of lesson 3's corpus: one compact float32 vector per voicing, in GA's order.

Models what the course's program reads through `OptickIndexReader`: the vectors the index writer
(`Demos/Music Theory/FretboardVoicingsCLI/OptickIndexWriter.cs` 326-353) wrote for the corpus,
every voicing a guitar voicing (bass and ukulele ranges empty), with its diagram, MIDI notes and
chord name as metadata. Each partition's block of the vectors is built on first use, once per
process per revision, and kept on disk (when the disk cache is on) under a name that changes
with the engine's code. A search needs only the blocks its queries weigh: a chord query never
builds SYMBOLIC, MORPHOLOGY or CONTEXT, whose cosines it multiplies by zero. Main's index holds
the same corpus in the same order; its MODAL and ROOT blocks differ (`revisions.MAIN`, inferred).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache

import numpy as np

from ... import cache
from ..voicings import Corpus, lesson3_corpus
from ..voicings.corpus import read_only
from . import partitions
from .revisions import REVISIONS, Revision
from .schema import BY_NAME, PARTITIONS, compact_float32
from .symbolic import voicing_symbolic

INSTRUMENTS = ("guitar", "bass", "ukulele")  # the index's instrument ranges, in order


@dataclass(frozen=True, eq=False)
class OptickIndex:
    """The index at one revision: the corpus and, per partition, its compact (n, dim) float32 block."""

    revision: Revision
    corpus: Corpus
    _blocks: dict = field(default_factory=dict, repr=False)
    scored: dict = field(default_factory=dict, repr=False)  # query bytes: its scores (see search.scores)

    def __len__(self) -> int:
        return len(self.corpus)

    def block(self, partition: str) -> np.ndarray:
        """One partition's normalized, weighted slice of every vector, (n, dim), read-only."""
        if partition not in self._blocks:
            self._blocks[partition] = read_only(stored_block(self, partition))
        return self._blocks[partition]

    @cached_property
    def vectors(self) -> np.ndarray:
        """The whole compact vectors, (n, 124) float32, read-only."""
        return read_only(np.concatenate([self.block(p.name) for p in PARTITIONS], axis=1))

    def scoring_block(self, partition: str) -> np.ndarray:
        """A block widened to float64 and transposed, (dim, n), for exact float32 products."""
        key = f"{partition}:scoring"
        if key not in self._blocks:
            self._blocks[key] = read_only(self.block(partition).astype(np.float64).T.copy())
        return self._blocks[key]

    def instrument_range(self, instrument: str | None) -> range:
        """The rows of an instrument; all rows for none or a name the index does not route."""
        name = (instrument or "").lower()
        if name not in INSTRUMENTS:
            return range(len(self))
        return range(len(self)) if name == "guitar" else range(len(self), len(self))


@lru_cache(maxsize=None)
def lesson3_index(revision: str = "pin") -> OptickIndex:
    """Lesson 3's index as GA at `revision` ("pin" or "main") writes it, one per process."""
    return OptickIndex(REVISIONS[revision], lesson3_corpus())


def raw_slice(index: OptickIndex, partition: str) -> np.ndarray:
    """One partition's raw values for every voicing, as GA's vector services compute them."""
    corpus, revision = index.corpus, index.revision
    if partition == "STRUCTURE":
        return partitions.structure(corpus.masks)
    if partition == "MORPHOLOGY":
        return partitions.morphology(corpus)
    if partition == "CONTEXT":
        return partitions.context(len(corpus))
    if partition == "SYMBOLIC":
        return voicing_symbolic(corpus, revision)
    roots = partitions.corpus_root(corpus, revision)
    return partitions.modal(corpus.masks, roots, revision) if partition == "MODAL" else partitions.one_hot(roots)


def built_block(index: OptickIndex, partition: str) -> np.ndarray:
    """A partition's compact block, normalized and weighted in float32 as the writer does."""
    p = BY_NAME[partition]
    return compact_float32({partition: raw_slice(index, partition)})[:, p.compact]


@lru_cache(maxsize=None)
def code_key(stem: str) -> str:
    """A name part that changes whenever the code that builds the index changes."""
    return cache.source_key("engine.ga.optick.index", extra=stem)


def stored_block(index: OptickIndex, partition: str) -> np.ndarray:
    """The block from the disk cache, or built (and then stored when the cache is on)."""
    folder = cache.disk_cache_dir()
    if folder is None:
        return built_block(index, partition)
    stem = f"optick-{index.revision.name}-{partition.lower()}"
    path = folder / f"{stem}-{code_key(stem)}.npy"
    try:
        block = np.load(path, allow_pickle=False) if path.is_file() else None
    except (OSError, ValueError):
        block = None  # a torn file: build again
    if block is None or block.shape != (len(index), BY_NAME[partition].dim) or block.dtype != np.float32:
        block = built_block(index, partition)
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob(f"{stem}-*.npy"):  # blocks of older code
            old.unlink(missing_ok=True)
        tmp = path.with_name(f".{path.stem}.{id(block)}.npy")
        np.save(tmp, block)
        tmp.replace(path)
    return block
