"""GA's voicing document, the record the embedding is computed from: the fields lesson 2 reads.

Follows `Common/GA.Business.ML/Rag/VoicingDocumentFactory.cs` 10-87 at the pin (snapshot
c781df5c). The document's root and bass are both the first MIDI note, and the notes come in
string order from the high E, so both are the first played string's note, the top note on a
guitar's first frets (37-38). The inversion compares that note with the recognizer's root,
which GA writes as a note name and reads back with `PitchClass.Parse` (43-44, 79-87); that
parser takes "A", "B" and "E" for the hexadecimal-like digits 10, 11 and 11
(`Common/GA.Domain.Core/Theory/Atonal/PitchClass.cs` 243-268), so a root named A, B or E reads
as Bb, B or B. "Rootless" is the analysis's misplaced span flag (see `voicings.analysis`), the
harmonic function is the analyzer's constant, and the consonance is `ConsonanceScore`, always 0.
On main the root is the recognized one (see `revisions`); nothing else here is known of main.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...music.pitch_class import OCTAVE, flat_name
from ..voicings import Corpus
from ..voicings.analysis import analyze
from . import partitions
from .revisions import PIN, Revision

HARMONIC_FUNCTION = "Functional Harmony"  # AnalysisConstants.FunctionalHarmony (VoicingHarmonicAnalyzer.cs 81)
HEX_LIKE = {"A": 10, "B": 11, "E": 11}  # what PitchClass.Parse makes of these names (PitchClass.cs 243-268)
INVERSIONS = {0: 0, 3: 1, 4: 1, 6: 2, 7: 2, 10: 3, 11: 3}  # bass above root -> inversion; else -1 (79-87)


@dataclass(frozen=True)
class Documents:
    """The document fields of every voicing of a corpus, one array per field."""

    root: np.ndarray  # RootPitchClass
    bass_note: np.ndarray  # MidiBassNote
    inversion: np.ndarray  # Inversion
    rootless: np.ndarray  # IsRootless
    consonance: np.ndarray  # Consonance, from PerceptualQualities.ConsonanceScore

    harmonic_function = HARMONIC_FUNCTION


def documents(corpus: Corpus, revision: Revision = PIN) -> Documents:
    """The documents GA builds for the corpus's voicings."""
    analysis = analyze(corpus)
    read_root = np.array([parsed_root(i.root, int(b)) for i, b in zip(corpus.identities, corpus.lowest % OCTAVE)])
    inversion = np.array([INVERSIONS.get(int(i), -1) for i in (corpus.first_played % OCTAVE - read_root) % OCTAVE])
    return Documents(partitions.corpus_root(corpus, revision), corpus.first_played, inversion,
                     analysis.is_rootless, analysis.consonance_score)


def parsed_root(root: int | None, bass: int) -> int:
    """The chord's root as the document factory reads it back: its name parsed, or the bass's number.

    >>> parsed_root(0, 4), parsed_root(9, 4), parsed_root(4, 4), parsed_root(None, 10)
    (0, 10, 11, 10)
    """
    if root is None:  # no name: GA passes the bass's number, "0".."9", "T" or "E", which reads back right
        return bass
    name = flat_name(root)
    return HEX_LIKE.get(name, root)
