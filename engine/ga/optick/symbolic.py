"""The SYMBOLIC partition of each corpus voicing: the bits its analysis tags reach in the registry.

GA sets one of 12 bits per tag its registry maps (`Services/SymbolicVectorService.cs` 15-32,
`Common/GA.Business.Config/Configuration/SymbolicTagRegistry.cs` 46-111, 166-220), from the tags
GA's analyzers give a voicing (`MusicalEmbeddingGenerator.cs` 109-115; the rules are in
`engine.ga.tags.voicing_tags`). Row i is corpus voicing i, one column per bit; the index
builder normalizes and weights it. Main's analysis tags differently (inferred, see
`engine.ga.tags.voicing_tags.MAIN`), so the partition depends on the revision.

No lesson 19 figure depends on it: the chord queries of `ga_voice_leading_pair` carry no tags,
so their SYMBOLIC slice is zero and this partition adds nothing to their scores.
"""
from __future__ import annotations

from functools import lru_cache

import numpy as np

from ..tags import tag_registry, voicing_tags
from ..tags.voicing_tags import VoicingFacts, symbolic_bits
from ..voicings import Corpus, catalog
from ..voicings.naming import best_candidates
from .revisions import PIN, Revision

DIM = 12
# (quality, extension) of the sets no catalog pattern names (CanonicalChordRecognizer.cs 54-117, 320-324).
UNISON, FIFTH, DYAD, FORTE = ("unison", ""), ("power", "dyad"), ("dyad", "dyad"), ("set-class", "")
ANALYSIS = {"pin": voicing_tags.PIN, "main": voicing_tags.MAIN}  # how each revision tags a voicing


def voicing_symbolic(corpus: Corpus, revision: Revision = PIN) -> np.ndarray:
    """The SYMBOLIC partition of every voicing of the corpus, (n, 12), at the pin or on main."""
    analysis = ANALYSIS[revision.name]
    quality, extension = corpus_qualities(corpus)
    facts = VoicingFacts(corpus.frets.astype(np.int64), corpus.midi.astype(np.int64), quality, extension)
    return symbolic_bits(facts, tag_registry(), analysis)


@lru_cache(maxsize=None)
def corpus_qualities(corpus: Corpus) -> tuple[np.ndarray, np.ndarray]:
    """The recognizer's quality and extension of every voicing of a corpus, found once for both revisions."""
    return recognized_qualities(corpus.masks)


def recognized_qualities(masks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The recognizer's quality and extension of each pitch-class set ("" for no extension)."""
    unique, inverse = np.unique(masks, return_inverse=True)
    patterns = catalog.patterns()
    best = best_candidates(unique.astype(np.int64))
    pairs = [set_quality(int(m), int(b), patterns) for m, b in zip(unique, best)]
    quality = np.array([q for q, _ in pairs], dtype=object)[inverse.ravel()]
    extension = np.array([e for _, e in pairs], dtype=object)[inverse.ravel()]
    return quality, extension


def set_quality(mask: int, best: int, patterns) -> tuple[str, str]:
    """One set's (quality, extension): a unison, a dyad or fifth, a pattern's, or a Forte set's."""
    size = bin(mask).count("1")
    if size == 1:
        return UNISON
    if size == 2:
        low = (mask & -mask).bit_length() - 1
        fifths = (1 << (low + 7) % 12) | (1 << (low + 5) % 12)  # a fifth above or below the lower note
        return FIFTH if mask & fifths else DYAD
    if best < 0:
        return FORTE
    pattern = patterns[best % len(patterns)]
    return pattern.quality, pattern.extension or ""
