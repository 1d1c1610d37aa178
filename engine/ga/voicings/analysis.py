"""Two records GA's voicing analysis fills with positional arguments, one of them in the wrong slots.

Follows `Common/GA.Domain.Services/Fretboard/Voicings/Analysis/VoicingHarmonicAnalyzer.cs` 10-44
(the spread, the dissonance of 151-168, and `new VoicingCharacteristics(...)` at 31-43) and
`VoicingAnalyzer.cs` 164 (`new PerceptualQualities(...)`), against the records' declarations
(`Common/GA.Business.Core/Analysis/Voicings/VoicingCharacteristics.cs` 3-15,
`PerceptualQualities.cs` 3). In VoicingCharacteristics, "the notes span more than an octave"
lands in `IsRootless` and a constant false in `IsOpenVoicing`; in PerceptualQualities, the
consonance lands in `Brightness` and a 0 in `ConsonanceScore`. The model fills the fields as GA
does, by position, so each array is named for the field it ends up in.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ...music.pitch_class import OCTAVE
from .corpus import Corpus

DISSONANT = (1, 6)  # a minor second or a tritone, octaves folded (VoicingHarmonicAnalyzer.cs 151-168)
OPEN_VOICING = False  # the 9th argument, where the record expects IsOpenVoicing
CONSONANCE_SCORE = 0.0  # the 2nd argument of PerceptualQualities, where it expects ConsonanceScore


@dataclass(frozen=True)
class Analysis:
    """What the two records hold for each voicing of a corpus, field by field."""

    interval_spread: np.ndarray  # highest minus lowest MIDI note
    dissonance: np.ndarray  # note pairs a minor second or a tritone apart
    consonance: np.ndarray  # 1 - min(dissonance / 10, 1)

    @property
    def is_rootless(self) -> np.ndarray:
        """VoicingCharacteristics.IsRootless, which receives "spans more than an octave"."""
        return self.interval_spread > OCTAVE

    @property
    def is_open_voicing(self) -> np.ndarray:
        return np.full(len(self.interval_spread), OPEN_VOICING)

    @property
    def brightness(self) -> np.ndarray:
        """PerceptualQualities.Brightness, which receives the consonance."""
        return self.consonance

    @property
    def consonance_score(self) -> np.ndarray:
        return np.full(len(self.interval_spread), CONSONANCE_SCORE)


def analyze(corpus: Corpus) -> Analysis:
    """The two records' fields for every voicing of the corpus."""
    played, midi = corpus.played, corpus.midi.astype(np.int64)
    highest = np.where(played, midi, -1).max(axis=1)
    pairs = played[:, :, None] & played[:, None, :] & np.triu(np.ones((midi.shape[1],) * 2, bool), 1)
    gaps = np.abs(midi[:, :, None] - midi[:, None, :]) % OCTAVE
    dissonance = (pairs & np.isin(gaps, DISSONANT)).sum(axis=(1, 2)).astype(np.float64)
    return Analysis(highest - corpus.lowest, dissonance, 1.0 - np.minimum(dissonance / 10.0, 1.0))
