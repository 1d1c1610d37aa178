"""The raw similarity partitions of a corpus voicing (all but SYMBOLIC), as GA's vector services compute them.

Follows `Common/GA.Business.ML/Embeddings/MusicalEmbeddingGenerator.cs` 63-170 reading the
document of `Rag/VoicingDocumentFactory.cs` 10-77, with `Services/TheoryVectorService.cs` 27-172
(STRUCTURE), `MorphologyVectorService.cs` 15-59 (MORPHOLOGY), `ContextVectorService.cs` 19-55
(CONTEXT), `ModalVectorService.cs` (MODAL, see `modal`) and `RootVectorService.cs` 26+ (ROOT).
The document quirks kept: its root and its "bass" are the note of the first played string
counting from the high E (the top note here); the tension is always 1 (the consonance lands
in another field, `VoicingAnalyzer.cs` 164); "rootless" means a span over an octave
(`VoicingHarmonicAnalyzer.cs` 31-43). On main the MODAL and ROOT root is the recognized one.
"""
from __future__ import annotations

import numpy as np

from ...music.pitch_class import OCTAVE
from ...music.set_class import all_interval_class_vectors
from ..voicings import Corpus
from .modal import intervals_mask, modal_table
from .revisions import Revision

POPCOUNT = np.array([bin(m).count("1") for m in range(1 << OCTAVE)])
ICV = all_interval_class_vectors().astype(np.int64)  # of every set: pairs a semitone apart, two, ... six
TENSION_DIM = 4  # CONTEXT's tension slot (ContextVectorService.cs 19-55)


def structure(masks: np.ndarray, with_icv: bool = True) -> np.ndarray:
    """STRUCTURE of pitch-class sets given a root: chroma, size, ICV and its two ratios, (n, 24)."""
    masks = np.asarray(masks, dtype=np.int64)
    out = np.zeros((len(masks), 24))
    out[:, :OCTAVE] = (masks[:, None] >> np.arange(OCTAVE)) & 1
    out[:, 12] = POPCOUNT[masks] / 12 * 2
    icv = np.minimum(ICV[masks], 9) if with_icv else np.zeros((len(masks), 6), dtype=np.int64)
    out[:, 13:19] = icv
    total = icv.sum(axis=1)
    safe = np.maximum(total, 1)
    out[:, 20] = np.where(total > 0, icv[:, 2:5].sum(axis=1) / safe, 0.0)
    out[:, 21] = np.where(total > 0, ((icv[:, 3] + icv[:, 4] - icv[:, 0] - icv[:, 5]) / safe + 1) / 2, 0.5)
    out[:, 22] = 1.0  # a root is always given, for the corpus and for a chord query
    return out


def modal(masks: np.ndarray, roots: np.ndarray, revision: Revision) -> np.ndarray:
    """MODAL of pitch-class sets above their roots, (n, 40)."""
    return modal_table(revision.all_mode_names)[intervals_mask(masks, roots)]


def one_hot(pcs: np.ndarray) -> np.ndarray:
    """ROOT (or any pitch-class one-hot), (n, 12)."""
    return (np.asarray(pcs)[:, None] % OCTAVE == np.arange(OCTAVE)).astype(np.float64)


def corpus_root(corpus: Corpus, revision: Revision) -> np.ndarray:
    """The root the document gives each voicing: its first played note's pc, or on main the recognized root."""
    top = corpus.first_played % OCTAVE
    if revision.corpus_root == "first-played":
        return top
    recognized = np.array([-1 if i.root is None else i.root for i in corpus.identities])
    return np.where(recognized >= 0, recognized, top)


def morphology(corpus: Corpus) -> np.ndarray:
    """MORPHOLOGY: the top note as "bass", stretch, size, span over an octave, melody, position, barre."""
    played, frets, midi = corpus.played, corpus.frets.astype(np.int64), corpus.midi.astype(np.int64)
    fretted = frets > 0
    low = np.where(fretted.any(axis=1), np.where(fretted, frets, 99).min(axis=1), 0)
    high = np.where(fretted, frets, 0).max(axis=1)
    highest = np.where(played, midi, -1).max(axis=1)
    out = np.zeros((len(corpus), 24))
    out[:, :OCTAVE] = one_hot(corpus.first_played)
    out[:, 12] = (high - low) / 12
    out[:, 13] = played.sum(axis=1) / 6
    out[:, 14] = (highest - corpus.lowest) > OCTAVE
    angle = (highest % OCTAVE) * (np.pi * 2 / 12.0)
    out[:, 15], out[:, 16] = np.sin(angle), np.cos(angle)
    out[:, 17] = (low + high) / 2.0 / 12.0 * 2.0
    out[:, 18] = np.where(barre(frets), 2.0, 0.0)
    return out


def barre(frets: np.ndarray) -> np.ndarray:
    """The same fret above 0 on three strings in a row, in string order (VoicingPhysicalAnalyzer.cs 219-233)."""
    same = (frets[:, :-2] > 0) & (frets[:, 1:-1] == frets[:, :-2]) & (frets[:, 2:] == frets[:, :-2])
    return same.any(axis=1)


def context(n: int) -> np.ndarray:
    """CONTEXT: no harmonic function GA maps, and tension 1 for every voicing, (n, 12)."""
    out = np.zeros((n, 12))
    out[:, TENSION_DIM] = 1.0
    return out
