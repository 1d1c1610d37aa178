"""Voicings of GA's index side by side as chord charts: the first voicings of an answer, say."""
from __future__ import annotations

from typing import Iterable

from ..ga.voicings.corpus import Corpus
from ..music.chord_chart import Chart, charts_svg
from ..music.pitch_class import PitchClass


def index_voicings_svg(corpus: Corpus, rows: Iterable[int], root: PitchClass | None = None) -> str:
    """The index's voicings at `rows` as charts in one picture, captioned with GA's names, roots as diamonds."""
    return charts_svg([Chart(corpus.fret_tuple(i), corpus.names[i], root) for i in rows])
