"""Voicings of GA's index side by side as chord charts: the first voicings of an answer, say."""
from __future__ import annotations

from typing import Callable, Iterable

from ..ga.voicings.corpus import Corpus
from ..music.pitch_class import PitchClass
from ..table import Cell, Drawing
from .drawings import charts


def index_voicings(corpus: Corpus, rows: Iterable[int], root: PitchClass | None = None,
                   caption: Callable[[str], Cell] = str) -> Drawing:
    """The index's voicings at `rows` as charts in one picture, captioned with GA's names (`caption` makes a name's
    words a phrase each language says: "G + A (Major 2nd)"), roots as diamonds."""
    return charts([(corpus.fret_tuple(i), caption(corpus.names[i]), root) for i in rows])
