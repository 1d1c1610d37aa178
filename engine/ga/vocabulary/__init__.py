"""GA's ga_voicing_vocabulary: the roots, qualities, modes and tags the voicing search accepts.

Follows `GaMcpServer/Tools/VoicingVocabularyTool.cs` 24-78 at the pin (snapshot c781df5c, whose
lines the lesson links at a826864); the same JSON is the resource `ga://voicings/vocabulary`
(89-101). On main the tool differs only by a comment and a description (the lesson).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..chord_symbols import ROOTS
from ..datafile import read_rows
from ..query import modes
from ..query.dotnet_json import dotnet_json
from ..tags import tag_registry

DATA = Path(__file__).resolve().parent / "data"
EMPTY_QUALITY = "(empty)"  # how chord_qualities.txt writes the empty suffix


@dataclass(frozen=True)
class Example:
    """One of the vocabulary's query-construction examples."""

    user_said: str  # e.g. "F# Lydian drop 2"
    canonical_query: str  # e.g. "F# Lydian drop2"


@dataclass(frozen=True)
class Vocabulary:
    """What the tool returns, in its order; every list sorted as GA sorts it."""

    description: str
    roots: tuple[str, ...]
    chord_quality_suffixes: tuple[str, ...]
    empty_quality_means_major_triad: bool
    modes: tuple[str, ...]
    symbolic_tags: tuple[str, ...]
    symbolic_tag_partial_match: str
    examples: tuple[Example, ...]
    when_vocabulary_misses: str

    def json(self) -> str:
        """The tool's answer, the indented JSON GA writes."""
        return dotnet_json({
            "description": self.description,
            "roots": self.roots,
            "chordQualitySuffixes": self.chord_quality_suffixes,
            "emptyQualityMeansMajorTriad": self.empty_quality_means_major_triad,
            "modes": self.modes,
            "symbolicTags": self.symbolic_tags,
            "symbolicTagPartialMatch": self.symbolic_tag_partial_match,
            "queryConstructionExamples": [{"userSaid": e.user_said, "canonicalQuery": e.canonical_query}
                                          for e in self.examples],
            "whenVocabularyMisses": self.when_vocabulary_misses,
        }, indented=True)


@lru_cache(maxsize=None)
def voicing_vocabulary() -> Vocabulary:
    """GA's vocabulary, built from the reader, the chord reader and the tag registry."""
    # GA sorts with .NET's culture order; for these words it equals Python's ordinal
    # order (checked in the tests), so plain sorted() is kept.
    texts = dict(read_rows(DATA / "texts.tsv", 2))
    return Vocabulary(
        description=texts["description"],
        roots=tuple(sorted(root.capitalize() for root in ROOTS)),
        chord_quality_suffixes=tuple(sorted(q for q in representative_qualities() if q)),
        empty_quality_means_major_triad=True,
        modes=tuple(sorted(modes())),
        symbolic_tags=tuple(sorted(tag_registry())),
        symbolic_tag_partial_match=texts["symbolicTagPartialMatch"],
        examples=tuple(Example(said, query) for said, query in read_rows(DATA / "examples.tsv", 2)),
        when_vocabulary_misses=texts["whenVocabularyMisses"],
    )


def representative_qualities() -> tuple[str, ...]:
    """ChordPitchClasses.KnownQualities, in GA's order, the empty suffix first."""
    return tuple("" if q == EMPTY_QUALITY else q for q, in read_rows(DATA / "chord_qualities.txt", 1))


__all__ = ["Example", "Vocabulary", "voicing_vocabulary"]
