"""What lesson 21's probe asks: the chords it tries, the queries it quotes, every query it sends.

The queries are GA's own examples (the search tool's, the voicing-search skill's and the parked
draft's, quoted in `engine/ga/query/data/example_queries.tsv`), then the course's three.
"""
from __future__ import annotations

from ..ga.query import draft_answer, example_queries
from ..ga.vocabulary import voicing_vocabulary

MODE_CHORDS = ("C", "Am", "G7", "Dm7")  # each followed by every mode
TAG_CHORDS = ("Cmaj7", "Dm7", "G7")  # each followed by every tag
ROOTLESS_CHORDS = ("Cmaj7", "Dm7", "Em7", "Fmaj7", "G7", "Am7", "C7", "D7", "E7", "A7")
TWIN_TAGS = (("jazz", "rock-guitar"), ("shell-voicing", "rootless"), ("jazz", "shell-voicing"))
ROOTLESS_TAG = "rootless"  # put after each of ROOTLESS_CHORDS

GA_QUERIES = tuple(query for _where, query in example_queries())  # GA's own, quoted in the data file
COURSE_QUERIES = ("the best G7 voicing", "what is a good Am7 voicing", "a sad chord for the end of a song")
SCORE_QUERIES = ("Cmaj7", "Cmaj7 jazz", "Cmaj7 drop2 jazz", "Cmaj7 shell dreamy jazz", "G7", "G7 shell", "G7 shell for")

DRAFT_CHORD, DRAFT_ANSWER, DRAFT_TAGS = draft_answer()  # the parked draft's example answer for "mellow Cm9"
DRAFT_REQUEST = "mellow Cm9"  # the request that answer is for (DRAFT.md 57-68, as the data file says)


def lesson_queries() -> list[tuple[str, int]]:
    """Every (query, limit) the questions ask."""
    examples = [q for e in voicing_vocabulary().examples for q in (e.user_said, e.canonical_query)]
    ten = [*examples, "F minor", "Fm", *voicing_vocabulary().modes,
           *(q for chord in MODE_CHORDS for q in mode_queries(chord)),
           *(q for chord in TAG_CHORDS for q in tag_queries(chord)),
           *(f"{chord} {ROOTLESS_TAG}" for chord in ROOTLESS_CHORDS), *GA_QUERIES, *COURSE_QUERIES, *SCORE_QUERIES]
    return [(q, 10) for q in ten] + [(q, 1) for q in chord_symbols()]


def mode_queries(chord: str) -> list[str]:
    """The chord alone, then followed by each mode."""
    return [chord, *(f"{chord} {m}" for m in voicing_vocabulary().modes)]


def tag_queries(chord: str) -> list[str]:
    """The chord alone, then followed by each tag."""
    return [chord, *(f"{chord} {t}" for t in voicing_vocabulary().symbolic_tags)]


def chord_symbols() -> list[str]:
    """Every root, alone and with each quality suffix: 18 x 46 chord queries."""
    vocab = voicing_vocabulary()
    return [root + quality for root in vocab.roots for quality in ("", *vocab.chord_quality_suffixes)]
