"""The whole raw OPTIC-K vector of any voicings: GA's 240 values, all eleven partitions, as floats.

Follows `Common/GA.Business.ML/Embeddings/MusicalEmbeddingGenerator.cs` 63-170 at the pin: each
partition computed from the voicing document in double and written into a float array at the
registry's offsets. The six similarity partitions are in `partitions`, `modal` and `symbolic`, the
five information ones in `info`. A voicing needs no index: any frets on any tuning give a
`Corpus` (`voicings.corpus_of`), and its vectors come from the same functions as the index's.
"""
from __future__ import annotations

import numpy as np

from ..voicings import Corpus
from ..voicings.analysis import CONSONANCE_SCORE
from . import info, partitions
from .revisions import PIN, Revision
from .schema import REGISTRY, TOTAL_DIMENSION, partition
from .symbolic import voicing_symbolic


def raw_vectors(corpus: Corpus, revision: Revision = PIN) -> np.ndarray:
    """The raw vectors of every voicing, (n, 240) float32, as GA's generator returns them."""
    out = np.zeros((len(corpus), TOTAL_DIMENSION), dtype=np.float32)
    slices = raw_slices(corpus, revision)
    for p in REGISTRY:
        out[:, p.raw] = slices[p.name]
    return out


def raw_slices(corpus: Corpus, revision: Revision = PIN, names=None) -> dict[str, np.ndarray]:
    """Some partitions' raw values for every voicing, (n, dim) float32 each (all eleven by default)."""
    wanted = [p.name for p in REGISTRY] if names is None else list(names)
    for name in wanted:
        partition(name)  # an unknown name is refused before any work
    out = {}
    for name in wanted:
        out[name] = compute(corpus, revision, name, out).astype(np.float32)
    return out


def compute(corpus: Corpus, revision: Revision, name: str, done: dict[str, np.ndarray]) -> np.ndarray:
    """One partition's raw values in double; ATONAL_MODAL reuses MODAL when it is already done."""
    roots = partitions.corpus_root(corpus, revision) if name in ("MODAL", "ROOT", "EXTENSIONS", "ATONAL_MODAL") else None
    if name == "IDENTITY":
        return info.identity(len(corpus))
    if name == "STRUCTURE":
        return partitions.structure(corpus.masks)
    if name == "MORPHOLOGY":
        return partitions.morphology(corpus)
    if name == "CONTEXT":
        return partitions.context(len(corpus))
    if name == "SYMBOLIC":
        return voicing_symbolic(corpus, revision)
    if name == "EXTENSIONS":
        return info.extensions(corpus, roots, CONSONANCE_SCORE)  # the document's consonance (`document`)
    if name == "SPECTRAL":
        return info.spectral(corpus)
    if name == "MODAL":
        return partitions.modal(corpus.masks, roots, revision)
    if name == "HIERARCHY":
        return info.hierarchy(corpus.masks)
    if name == "ATONAL_MODAL":
        modal = done["MODAL"] if "MODAL" in done else partitions.modal(corpus.masks, roots, revision)
        return info.atonal_modal(corpus.masks, modal)
    return partitions.one_hot(roots)

