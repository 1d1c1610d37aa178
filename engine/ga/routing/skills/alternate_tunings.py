"""AlternateTuningsSkill: a tuning's six notes, low string first, found by its name or by the notes a question gives.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/AlternateTuningsSkill.cs`:
ExecuteAsync (135-151) tries the nine name patterns in order (53-74), then reads the first six
notes of the question (TryParseSixNoteTuning, 228-238: the pattern ends in `\\b`, so a note with
♯ or ♭ is read as its letter) and looks for a tuning of the table with the same spelling
(AnswerByNotes 180-201, NotesMatch 203-211, NormalizeNote 213-222). AnswerTuning (153-178)
writes the notes and each string's move from standard tuning (DescribeDelta 251-265: the
shorter way round, within six semitones; a name outside PcLookup is "(?)"). CannotHandle
(279-285) is the refusal. CanHandle is `false` (line 50: routing by embeddings only). Patterns:
`data/capo_tuning_patterns.tsv`; the table: `data/alternate_tunings.tsv`.

On main (f4f5b4a, unseen): the course says the skill "changed the expressions that read a
tuning's name", which "reject a sharp or flat after the letter", and that the reading of six
notes is the pin's. Inferred from l17-main.txt, the simplest model: the patterns of drop D,
double drop D, drop C, open G and open D refuse any of # b ♯ ♭ after their letter ("drop C♯"
and "drop D♭" are declined; any lookahead over the four signs fits the output). The refusal is
marked Declined, as CapoSkill's is (the course says so of CapoSkill; inferred here).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ....music.pitch_class import FLAT_NAMES, OCTAVE, SHARP_NAMES
from ..data import gates, rows
from ..responses import AgentResponse

SKILL = "AlternateTuningsSkill"
AGENT = "theory"  # AgentIds.Theory
PATTERNS = "capo_tuning_patterns.tsv"
SIX_NOTES = "six_notes"
STANDARD = ("E", "A", "D", "G", "B", "E")  # line 133, low string first
STRINGS = 6
# PcLookup (240-249): the sharp names and the five flats, looked up ignoring case; no Cb, E#, Fb or B#
PC_LOOKUP = {name.lower(): pc for names in (SHARP_NAMES, FLAT_NAMES) for pc, name in enumerate(names)}
REFUSE_SIGN_ON_MAIN = ("drop-d", "double-drop-d", "drop-c", "open-g", "open-d")  # inferred, see above
PIN_LOOKAHEAD = "(?![#b])"  # drop C's own refusal at the pin (line 63)
MAIN_LOOKAHEAD = "(?![#b♯♭])"
SEPARATOR = " – "  # between the notes of the answer's first line (lines 156, 190)
SOURCE = "Source: AlternateTuningsSkill (tuning-table lookup, low→high convention)"  # line 275
REFUSAL = ("Ask about a named alternate tuning (DADGAD, drop-D, drop-C, open-G, open-D, double-drop-D, DGCGCD, "
           "half-step-down, whole-step-down), or give 6 notes low→high.")  # line 282
REFUSAL_EVIDENCE = "AlternateTuningsSkill: no recognised tuning name or note sequence"  # line 284
CONFIDENCE, REFUSAL_CONFIDENCE = 1.0, 0.1  # lines 274, 283
NAMED, UNNAMED, DECLINED = "named", "unnamed", "declined"


@dataclass(frozen=True)
class Tuning:
    """A tuning of the skill's table: its key, its name, its six notes (low string first) and its two texts."""

    key: str  # e.g. "drop-d"
    name: str  # DisplayName, e.g. "Drop D"
    notes: tuple[str, ...]
    vs_standard: str
    flavor: str


@lru_cache(maxsize=None)
def tunings() -> dict[str, Tuning]:
    """The table, by key, in GA's order."""
    return {key: Tuning(key, name, tuple(notes.split(" ")), vs, flavor)
            for key, name, notes, vs, flavor, _where in rows("alternate_tunings.tsv", 6)}


@lru_cache(maxsize=None)
def name_patterns(at: str = "pin") -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(tuning key, pattern), in the order ExecuteAsync tries them."""
    found = [(key, p) for key, p in gates(SKILL, PATTERNS).items() if key != SIX_NOTES]
    return tuple((key, refusing_sign(p) if at != "pin" and key in REFUSE_SIGN_ON_MAIN else p) for key, p in found)


def refusing_sign(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """The pattern with main's refusal of a sign after its letter in place of the pin's (drop C's) or none.

    >>> refusing_sign(re.compile(r"\\bdrop[\\s-]?c\\b(?![#b])", re.I)).pattern
    '\\\\bdrop[\\\\s-]?c\\\\b(?![#b♯♭])'
    """
    return re.compile(pattern.pattern.removesuffix(PIN_LOOKAHEAD) + MAIN_LOOKAHEAD, pattern.flags)


def normalize_note(raw: str) -> str:
    """NormalizeNote: ♯ and ♭ as # and b, the letter upper-case, the sign lower-case.

    >>> normalize_note("f♯"), normalize_note("EB"), normalize_note("c")
    ('F#', 'Eb', 'C')
    """
    ascii_ = raw.replace("♯", "#").replace("♭", "b")
    if len(ascii_) == 1:
        return ascii_.upper()
    if len(ascii_) == 2:
        return ascii_[0].upper() + ascii_[1].lower()
    return ascii_


def six_notes(message: str) -> tuple[str, ...] | None:
    """TryParseSixNoteTuning: the first six notes the pattern finds, normalized, or None if fewer.

    >>> six_notes("what tuning is D A D F♯ A D")
    ('D', 'A', 'D', 'F', 'A', 'D')
    """
    found = [m.group(0) for m in gates(SKILL, PATTERNS)[SIX_NOTES].finditer(message)]
    return tuple(normalize_note(n) for n in found[:STRINGS]) if len(found) >= STRINGS else None


def describe_delta(standard: str, note: str) -> str:
    """DescribeDelta: how far a string moves from standard, the shorter way round ("-2st", "same", "+1st").

    >>> describe_delta("E", "C"), describe_delta("B", "C"), describe_delta("E", "E#"), describe_delta("G", "G")
    ('-4st', '+1st', '(?)', 'same')
    """
    std, alt = PC_LOOKUP.get(standard.lower()), PC_LOOKUP.get(note.lower())
    if std is None or alt is None:
        return "—" if note == standard else "(?)"
    diff = (alt - std) % OCTAVE
    signed = diff if diff <= OCTAVE // 2 else diff - OCTAVE
    return "same" if signed == 0 else f"+{signed}st" if signed > 0 else f"{signed}st"


@dataclass(frozen=True)
class TuningAnswer:
    """What the skill makes of a question: a tuning of its table, six notes it can't name, or a refusal."""

    kind: str  # NAMED, UNNAMED or DECLINED
    tuning: Tuning | None = None
    notes: tuple[str, ...] = ()  # the notes read, when unnamed
    at: str = "pin"

    @property
    def response(self) -> AgentResponse:
        if self.kind == DECLINED:
            return AgentResponse(AGENT, REFUSAL, REFUSAL_CONFIDENCE, (REFUSAL_EVIDENCE,), declined=self.at != "pin")
        evidence = (f"tuning({self.tuning.name})" if self.kind == NAMED
                    else f"tuning(unnamed: {' '.join(self.notes)})")
        return AgentResponse(AGENT, self.text, CONFIDENCE, (SOURCE, evidence))

    @property
    def text(self) -> str:
        if self.kind == DECLINED:
            return REFUSAL
        return "".join(line + "\n" for line in (named_lines(self.tuning) if self.kind == NAMED
                                                 else unnamed_lines(self.notes)))


def read(message: str, at: str = "pin") -> TuningAnswer:
    """ExecuteAsync, as data: a name first, then six notes looked up by spelling."""
    message = message or ""
    for key, pattern in name_patterns(at):
        if pattern.search(message):
            return TuningAnswer(NAMED, tunings()[key], at=at)
    notes = six_notes(message)
    if notes is None:
        return TuningAnswer(DECLINED, at=at)
    for tuning in tunings().values():
        if tuple(normalize_note(n) for n in tuning.notes) == notes:
            return TuningAnswer(NAMED, tuning, at=at)
    return TuningAnswer(UNNAMED, notes=notes, at=at)


def answer(message: str, at: str = "pin") -> AgentResponse:
    """The skill's answer to a message."""
    return read(message, at).response


def named_lines(t: Tuning) -> list[str]:
    """AnswerTuning (153-178): the notes, a table of the strings, the change from standard, the flavour."""
    labels = {0: " (low)", STRINGS - 1: " (high)"}
    return [f"**{t.name} tuning** (low → high): **{SEPARATOR.join(t.notes)}**", "", *TABLE_HEAD,
            *(f"| {STRINGS - i}{labels.get(i, '')} | {note} | {describe_delta(STANDARD[i], note)} |"
              for i, note in enumerate(t.notes)),
            "", f"**Change from standard**: {t.vs_standard}", "", f"**Why use it**: {t.flavor}"]


def unnamed_lines(notes: tuple[str, ...]) -> list[str]:
    """AnswerByNotes' text when no tuning of the table has these notes (189-199)."""
    return [f"That tuning (low → high: **{SEPARATOR.join(notes)}**) doesn't match any named alternate tuning I know.",
            "", "Per-string difference from standard (E–A–D–G–B–E):", "", *TABLE_HEAD,
            *(f"| {STRINGS - i} | {note} | {describe_delta(STANDARD[i], note)} |" for i, note in enumerate(notes))]


TABLE_HEAD = ("| String | Note | vs Standard |", "|--------|------|-------------|")  # lines 158-159, 194-195
