"""The OPTIC-K index of lesson 3's corpus: one compact float32 vector per voicing, in GA's order.

Models what the course's program reads through `OptickIndexReader`: the vectors the index writer
(`Demos/Music Theory/FretboardVoicingsCLI/OptickIndexWriter.cs` 326-353) wrote for the corpus,
every voicing a guitar voicing (bass and ukulele ranges empty), with its diagram, MIDI notes and
chord name as metadata. Each partition's raw values (`embedding`) are computed on first use,
once per process per revision, and kept on disk (when the disk cache is on) under a name that
changes with the engine's code; a partition's block of the compact vectors is made from them.
A search needs only the blocks its queries weigh: a chord query never builds SYMBOLIC,
MORPHOLOGY or CONTEXT, whose cosines it multiplies by zero. The information partitions, which
the index does not store, are there for lessons that study the raw vectors. Main's index holds
the same corpus in the same order; its MODAL and ROOT blocks differ (`revisions.MAIN`, inferred).
"""
from __future__ import annotations

import io
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

import numpy as np

from ... import cache, cache_files
from ..voicings import Corpus, lesson3_corpus
from ..voicings.corpus import read_only
from .embedding import raw_slices
from .revisions import REVISIONS, Revision
from .schema import BY_NAME, COMPACT_DIM, PARTITIONS, REGISTRY, compact_float32, partition

INSTRUMENTS = ("guitar", "bass", "ukulele")  # the index's instrument ranges, in order


@dataclass(frozen=True, eq=False)
class OptickIndex:
    """The index at one revision: the corpus and, per partition, its compact (n, dim) float32 block."""

    revision: Revision
    corpus: Corpus
    stored_as: str | None = None  # the name its raw values are kept under on disk; None: not kept
    _blocks: dict = field(default_factory=dict, repr=False)
    scored: dict = field(default_factory=dict, repr=False)  # query bytes: its scores (see search.scores)

    def __len__(self) -> int:
        return len(self.corpus)

    def block(self, partition: str) -> np.ndarray:
        """One partition's normalized, weighted slice of every vector, (n, dim) float32, read-only."""
        if partition not in self._blocks:
            p = BY_NAME[partition]
            self._blocks[partition] = read_only(compact_float32({partition: self.raw(partition)})[:, p.compact])
        return self._blocks[partition]

    def raw(self, name: str) -> np.ndarray:
        """One partition's raw values for every voicing, (n, dim) float32, read-only (any of the eleven)."""
        key = f"{name}:raw"
        if key not in self._blocks:
            self._blocks[key] = read_only(stored_raw(self, name))
        return self._blocks[key]

    @cached_property
    def raw_vectors(self) -> np.ndarray:
        """The whole raw vectors GA's generator wrote for the corpus, (n, 240) float32, read-only."""
        return read_only(np.concatenate([self.raw(p.name) for p in REGISTRY], axis=1))

    @cached_property
    def vectors(self) -> np.ndarray:
        """The whole compact vectors, (n, 124) float32, read-only."""
        return read_only(np.concatenate([self.block(p.name) for p in PARTITIONS], axis=1))

    def scoring_matrix(self, partitions: tuple[str, ...]) -> np.ndarray:
        """Every compact column widened to float64 and transposed, (124, n), for exact float32 products.

        Filled a partition at a time, the first time a batch weighs it: the rows of a partition no
        batch has weighed yet are zeros, and meet the zeros of the batch's queries there.
        """
        if "scoring" not in self._blocks:
            self._blocks["scoring"] = np.zeros((COMPACT_DIM, len(self)))
        matrix = self._blocks["scoring"]
        for name in partitions:
            if f"{name}:scoring" not in self._blocks:
                matrix[BY_NAME[name].compact] = self.block(name).T
                self._blocks[f"{name}:scoring"] = True
        return read_only(matrix.view())

    def instrument_range(self, instrument: str | None) -> range:
        """The rows of an instrument; all rows for none or a name the index does not route."""
        name = (instrument or "").lower()
        if name not in INSTRUMENTS:
            return range(len(self))
        return range(len(self)) if name == "guitar" else range(len(self), len(self))


@lru_cache(maxsize=None)
def lesson3_index(revision: str = "pin") -> OptickIndex:
    """Lesson 3's index as GA at `revision` ("pin" or "main") writes it, one per process."""
    return OptickIndex(REVISIONS[revision], lesson3_corpus(), stored_as="lesson3")


@lru_cache(maxsize=None)
def code_key(stem: str) -> str:
    """A name part that changes whenever the code that builds the index changes."""
    return cache.source_key("engine.ga.optick.index", extra=stem)


def stored_raw(index: OptickIndex, name: str) -> np.ndarray:
    """A partition's raw values from the disk cache, or computed (and then stored when the cache is on)."""
    folder = cache.disk_cache_dir()
    dim = partition(name).dim
    if folder is None or index.stored_as is None:
        return raw_slices(index.corpus, index.revision, [name])[name]
    stem = f"optick-{index.stored_as}-{index.revision.name}-{name.lower()}"
    path = folder / f"{stem}-{code_key(stem)}.npy"
    block = stored_block(path)
    if block is None or block.shape != (len(index), dim) or block.dtype != np.float32:
        block = raw_slices(index.corpus, index.revision, [name])[name]
        for old in folder.glob(f"{stem}-*.npy"):  # blocks of older code
            old.unlink(missing_ok=True)
        saved = io.BytesIO()
        np.save(saved, block)
        cache_files.write(path, saved.getvalue())
    return block


def stored_block(path) -> np.ndarray | None:
    """A block of the disk cache, if it is there and as it was written (sealed: cache_files.py)."""
    data = cache_files.read(path)
    try:
        return np.load(io.BytesIO(data), allow_pickle=False) if data is not None else None
    except (OSError, ValueError):
        return None
