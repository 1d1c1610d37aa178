"""Pictures drawn for each reader: the ones whose words or numbers a reader reads in their language.

A probe does not draw such a picture; it returns a `Drawing` (engine/table.py): this module's
name for it and its arguments, data and cells. `draw` says each cell in the reader's language
(a phrase from the catalog, numbers with the reader's decimal mark) and only then draws, so a
caption's wrapping and a chart's width measure the words the reader reads. A picture whose words
are all GA's (identifiers, chord symbols, diagrams, integers) stays plain SVG markup.
"""
from __future__ import annotations

from typing import Callable, Sequence

from ..music.chord_chart import Chart, chord_pair_svg
from ..music.scales import Scale
from ..music.voicing import Frets
from ..report.voice import say
from ..table import Cell, Drawing, ForReader, Join, Notes, Numbers, Phrase, Picture, PitchClasses, Quote
from .capo import capo_svg
from .chord_scales import ScaleRow, chord_scales_svg
from .embedding_strip import embedding_strip_svg
from .scale_ladder import scale_ladder_svg

SAID = (Phrase, Join, Numbers, ForReader, Quote, Notes, PitchClasses)  # cells a reader reads in their language


def chord_pair(start: tuple[Frets, Cell], end: tuple[Frets, Cell]) -> Drawing:
    """Two voicings as chord charts, an arrow from the first to the second; each is (frets, caption)."""
    return Drawing("chord_pair", {"start": [list(start[0]), start[1]], "end": [list(end[0]), end[1]]})


def capo(diagram: str, shape: Cell, fret: int, sounding: str) -> Drawing:
    """A shape (a chart diagram, low E first) above a capo on `fret`, and the chord it sounds (`capo.py`); the
    shape's caption said in the reader's language."""
    return Drawing("capo", {"diagram": diagram, "shape": shape, "fret": fret, "sounding": sounding})


def embedding_strip(partitions: Sequence[tuple[str, Sequence[float], float]], label: str) -> Drawing:
    """A vector as a strip of partitions (`embedding_strip.py`), its numbers written in the reader's way."""
    return Drawing("embedding_strip", {"partitions": [[name, list(map(float, values)), float(weight)]
                                                      for name, values, weight in partitions], "label": label})


def chord_scales(rows: Sequence[tuple[Cell, Sequence[tuple[str, int]], Sequence[int]]]) -> Drawing:
    """A chord's tones against scales as strips (`chord_scales.py`); each row is (label, notes, foreign pitch
    classes), a note a spelled name and its pitch class, the label said in the reader's language."""
    return Drawing("chord_scales", {"rows": [[label, [list(n) for n in notes], sorted(foreign)]
                                             for label, notes, foreign in rows]})


def scale_ladder(left: tuple[Cell, Scale], right: tuple[Cell, Scale]) -> Drawing:
    """Two scales as ladders of semitones (`scale_ladder.py`), each (name, semitones of its degrees); the names said
    in the reader's language."""
    return Drawing("scale_ladder", {"left": [left[0], list(left[1])], "right": [right[0], list(right[1])]})


def _chord_pair(arguments: dict, numbers: Callable[[str], str]) -> str:
    (start, start_caption), (end, end_caption) = arguments["start"], arguments["end"]
    return chord_pair_svg(Chart(tuple(start), start_caption), Chart(tuple(end), end_caption))


def _capo(arguments: dict, numbers: Callable[[str], str]) -> str:
    return capo_svg(arguments["diagram"], arguments["shape"], arguments["fret"], arguments["sounding"])


def _embedding_strip(arguments: dict, numbers: Callable[[str], str]) -> str:
    return embedding_strip_svg([tuple(p) for p in arguments["partitions"]], arguments["label"], numbers)


def _chord_scales(arguments: dict, numbers: Callable[[str], str]) -> str:
    return chord_scales_svg([ScaleRow(label, tuple((name, pc) for name, pc in notes), frozenset(foreign))
                             for label, notes, foreign in arguments["rows"]])


def _scale_ladder(arguments: dict, numbers: Callable[[str], str]) -> str:
    (left, low), (right, high) = arguments["left"], arguments["right"]
    return scale_ladder_svg((left, tuple(low)), (right, tuple(high)))


DRAWINGS = {"capo": _capo, "chord_pair": _chord_pair, "chord_scales": _chord_scales, "embedding_strip": _embedding_strip,
            "scale_ladder": _scale_ladder}


def draw(picture: Picture, voice) -> str:
    """The picture's SVG markup for a reader of `voice` (or the course program's voice: English)."""
    if isinstance(picture, str):
        return picture
    return DRAWINGS[picture.name]({k: said(v, voice) for k, v in picture.arguments.items()}, voice.numbers)


def said(value, voice):
    """An argument with every cell in it said by the voice; data stays as it is."""
    if isinstance(value, SAID):
        return say(value, voice)
    if isinstance(value, list):
        return [said(v, voice) for v in value]
    return value
