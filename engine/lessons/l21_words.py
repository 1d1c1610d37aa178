"""Lesson 21's cells: readings as phrases, answers as charts and compared, the rootless test."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..ga.chord_symbols import chord_pitch_classes
from ..ga.optick.index import OptickIndex
from ..ga.query import QueryReading, read_query
from ..ga.query.tool import SearchAnswer
from ..ga.tags import tag_registry
from ..ga.vocabulary import voicing_vocabulary
from ..ga.voicings import Corpus
from ..music.fretboard import STANDARD
from ..music.pitch_class import OCTAVE, SHARP_NAMES, bitmask
from ..music.voicing import frets_of, midi_notes, to_chart
from ..table import Cell, Join, phrase

ROOTLESS_MIN_NOTES = 3  # the course's test: 3 notes or more, 3 pitch classes or more
POPCOUNT = np.array([bin(m).count("1") for m in range(1 << OCTAVE)])


def reading(found: QueryReading | None, chord: bool = True) -> Cell:
    """What the reader took from a query, as the probe says it: "chord F, mode minor, tags jazzy", or "nothing"."""
    if found is None or not found.has_intent:
        return phrase("nothing")
    words = [phrase("chord {chord}", chord=found.chord)] if chord and found.chord is not None else []
    words += [phrase("mode {mode}", mode=found.mode)] if found.mode is not None else []
    words += [phrase("tags {tags}", tags=" ".join(found.tags))] if found.tags else []
    return Join(", ", words)


def reading_figures(found: QueryReading | None) -> dict:
    """A reading as figures a page can test: its chord, mode and tags ("" where there is none)."""
    found = found or QueryReading()
    return {"chord": found.chord or "", "mode": found.mode or "", "tags": " ".join(found.tags)}


def charts(answer: SearchAnswer) -> list[str]:
    """The answer's voicings as charts, low E first."""
    return [chart(answer.index.corpus, h.index) for h in answer.hits] if answer.index else []


@lru_cache(maxsize=None)
def chart(corpus: Corpus, row: int) -> str:
    """Voicing `row` of the index as a chart, low E first."""
    return to_chart(corpus.diagram(row))


def answer_key(answer: SearchAnswer) -> tuple:
    """What the probe compares: the charts and the rounded scores."""
    return tuple(zip(charts(answer), answer.scores()))


def named_charts(index: OptickIndex, answer: SearchAnswer, count: int) -> str:
    """The first voicings of an answer as "chart name, chart name", literals GA's index names."""
    return ", ".join(f"{chart(index.corpus, h.index)} {index.corpus.names[h.index]}" for h in answer.hits[:count])


def tag_matches(found: QueryReading | None) -> Join:
    """The tag words that are no registry key, each with the key the registry's fallback takes: "for → normal-form"."""
    registry = tag_registry()
    words = found.tags if found is not None else ()
    return Join(", ", [phrase("{word} → {tag}", word=w, tag=registry.key_of(w))
                       for w in dict.fromkeys(words) if w not in registry.bits])


def is_rootless(corpus: Corpus, row: int, chord: str) -> bool:
    """The course's test: 3 notes or more, all of the chord, 3 pitch classes or more, no root."""
    return bool(rootless_rows(corpus, chord)[row])


def rootless_in_index(corpus: Corpus, chord: str) -> int:
    """How many voicings of the index pass the course's rootless test for the chord."""
    return int(rootless_rows(corpus, chord).sum())


def rootless_examples(corpus: Corpus, chord: str, count: int = 3) -> list[int]:
    """The index's first voicings that pass the course's rootless test for the chord."""
    return [int(i) for i in np.flatnonzero(rootless_rows(corpus, chord))[:count]]


@lru_cache(maxsize=None)
def rootless_rows(corpus: Corpus, chord: str) -> np.ndarray:
    """Per voicing of the index, whether it passes the course's rootless test for the chord."""
    root, pcs = chord_pitch_classes(chord)
    masks = corpus.masks.astype(np.int64)
    sizes = POPCOUNT[masks]
    inside = (masks & ~bitmask(pcs)) == 0
    return (corpus.played.sum(axis=1) >= ROOTLESS_MIN_NOTES) & (sizes >= ROOTLESS_MIN_NOTES) \
        & inside & ((masks >> root) & 1 == 0)


def draft_notes(chart: str, chord: str) -> tuple[list[str], list[str], list[str]]:
    """The notes a chart plays (low E first), the chord's notes from its root, those left out."""
    notes = midi_notes(frets_of(chart, low_first=True), STANDARD)[::-1]
    root, pcs = chord_pitch_classes(chord)
    chord_pcs = sorted(pcs, key=lambda pc: (pc - root) % OCTAVE)
    played = {n % OCTAVE for n in notes}
    return ([SHARP_NAMES[n % OCTAVE] for n in notes], [SHARP_NAMES[pc] for pc in chord_pcs],
            [SHARP_NAMES[pc] for pc in chord_pcs if pc not in played])


@dataclass(frozen=True)
class TagAnswers:
    """A chord's answer alone and followed by each tag, as the probe compares them."""

    chord: str
    alone: tuple
    answers: dict  # tag: answer key
    by_bit: dict  # bit: the answer keys of its tags read as typed

    @classmethod
    def of(cls, chord: str, alone: SearchAnswer, after: list[SearchAnswer]) -> "TagAnswers":
        answers = dict(zip(voicing_vocabulary().symbolic_tags, map(answer_key, after)))
        # Tags the reader reads otherwise (g5, schoenberg-op.16-chord) are left out of their bit.
        typed = {t: k for t, k in answers.items() if read_query(f"{chord} {t}").tags == (t,)}
        by_bit = {bit: {typed[t] for t in tag_registry().tags_on(bit) if t in typed} for bit in range(12)}
        return cls(chord, answer_key(alone), answers, by_bit)

    @property
    def distinct(self) -> int:
        return len(set(self.answers.values()) | {self.alone})

    @property
    def same_as_alone(self) -> int:
        return sum(k == self.alone for k in self.answers.values())

    @property
    def bits_alike(self) -> int:
        return sum(len(keys) == 1 for keys in self.by_bit.values())

    @property
    def bits_changing_nothing(self) -> list[int]:
        return [bit for bit, keys in self.by_bit.items() if keys == {self.alone}]
