"""What lesson 21's probe asks: the chords it tries, the queries it quotes, every query it sends.

The queries are GA's own examples, quoted: the search tool's description and parameter
(`GaMcpServer/Tools/VoicingSearchTool.cs` 99, 103), the voicing-search skill
(`.claude/skills/voicing-search/SKILL.md` 19-33) and the parked draft skill
(`skills-dev/_pending-tools/voicing-search/DRAFT.md` 57-68), at the pin; then the course's three.
"""
from __future__ import annotations

from ..ga.vocabulary import voicing_vocabulary

MODE_CHORDS = ("C", "Am", "G7", "Dm7")  # each followed by every mode
TAG_CHORDS = ("Cmaj7", "Dm7", "G7")  # each followed by every tag
ROOTLESS_CHORDS = ("Cmaj7", "Dm7", "Em7", "Fmaj7", "G7", "Am7", "C7", "D7", "E7", "A7")
TWIN_TAGS = (("jazz", "rock-guitar"), ("shell-voicing", "rootless"), ("jazz", "shell-voicing"))

GA_QUERIES = (
    "Cmaj7 drop2 jazz", "F# Lydian", "Dm7",  # the tool's query parameter
    "something warm and mellow",  # the tool's description
    "show me Cmaj7 voicings", "drop-2 Dm7", "rootless G7 shapes", "Lydian on guitar", "jazz voicings",
    "shell voicings", "voicings with a similar quality to F#m7b5", "something warm and dreamy",
    "something jazzy in F minor for a ballad",  # the skill
    "Find me a mellow Cm9", "Rootless Dm7 voicing", "Drop-2 voicing for Gmaj7", "Bright open-position Em",  # the draft
)
COURSE_QUERIES = ("the best G7 voicing", "what is a good Am7 voicing", "a sad chord for the end of a song")
SCORE_QUERIES = ("Cmaj7", "Cmaj7 jazz", "Cmaj7 drop2 jazz", "Cmaj7 shell dreamy jazz", "G7", "G7 shell", "G7 shell for")

# The draft's example answer for "mellow Cm9" (DRAFT.md 57-68): a chart, low E first, and its tags.
DRAFT_ANSWER = "x-3-5-3-3-3"
DRAFT_CHORD = "Cm9"
DRAFT_TAGS = ("low-density", "rootless-on-bass", "quartal-flavour")


def lesson_queries() -> list[tuple[str, int]]:
    """Every (query, limit) the questions ask."""
    examples = [q for e in voicing_vocabulary().examples for q in (e.user_said, e.canonical_query)]
    ten = [*examples, "F minor", "Fm", *voicing_vocabulary().modes,
           *(q for chord in MODE_CHORDS for q in mode_queries(chord)),
           *(q for chord in TAG_CHORDS for q in tag_queries(chord)),
           *(f"{chord} rootless" for chord in ROOTLESS_CHORDS), *GA_QUERIES, *COURSE_QUERIES, *SCORE_QUERIES]
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
