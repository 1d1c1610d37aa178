"""OutsideNotesSkill: one note against one chord, a chord tone, an available tension or an avoid note.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/OutsideNotesSkill.cs`:
ExecuteAsync (88-126: the answer's three lines, its evidence and data), Classify (141-189: in the
chord's formula, a chord tone; a semitone above a chord tone, an avoid note, with the dominant's
advice for a quality that starts "dominant" or is the altered dominant; else a tension),
ChordToneFunction (192-200), ExtensionLabel (203-217), ChordToneNames and PrefersFlatSpelling
(219-241: twelve sharp or flat names, never the formula's letters), QualityDisplaySuffix (243-248),
ParseNoteOverChord (260-287), the note's pattern (298) and the refusal (303-313). The chord's
pattern is CanHandle's (`gates.outside_notes`, line 291); roots, qualities and formulas are the
chord vocabulary's (`engine.ga.routing.chord_vocabulary`). Texts and tables: `data/outside_notes.tsv`.

Main (f4f5b4a): the same file but for its refusal, marked Declined (lesson 27's page).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ...dotnet_text import is_blank
from ..chord_vocabulary import ChordFormula, formula, normalize_quality, normalize_root, root_pc
from ..data import dotnet_regex, gates, rows
from ..responses import AgentResponse

AGENT = "skill.outsidenotes"  # "skill." + Name lowercased (108)
FOUND, CANNOT_HANDLE = 1.0, 0.1  # 1.0f (110), 0.1f (310)
CHORD_TONE, TENSION, AVOID = "ChordTone", "Tension", "Avoid"  # RelationKind, as its ToString prints it
OCTAVE = 12
DISPLAY_SUFFIX = {"major": "", "minor": "m"}  # QualityDisplaySuffix; any other quality: " " + quality


@dataclass(frozen=True)
class Verdict:
    """Classify's verdict: the kind, the degree's label, the answer's headline and its explanation."""

    kind: str  # CHORD_TONE, TENSION or AVOID
    degree: str  # e.g. "11 (natural eleventh)", or a chord tone's name ("perfect eleventh")
    headline: str
    explanation: str


@dataclass(frozen=True)
class NoteOverChord:
    """ParseNoteOverChord's reading: the note and the chord's root, each as normalized, and the quality."""

    note: str
    note_pc: int
    root: str
    root_pc: int
    quality: str  # canonical, or the lowered suffix NormalizeQuality does not know ("7sus4")


@dataclass(frozen=True)
class Tables:
    note_token: re.Pattern[str]
    labels: tuple[str, ...]  # by pitch class above the root
    names: dict[str, tuple[str, ...]]  # "sharp", "flat": the twelve names from C
    flat_roots: frozenset[int]
    flat_words: tuple[str, ...]
    dominant_prefix: str
    dominant_exact: str
    texts: dict[str, str]


@lru_cache(maxsize=None)
def tables() -> Tables:
    table = rows("outside_notes.tsv", 4)
    of = {kind: [(key, value) for k, _line, key, value in table if k == kind]
          for kind in ("pattern", "label", "names", "flat_root", "flat_quality", "dominant", "text")}
    return Tables(dotnet_regex(dict(of["pattern"])["note_token"]), tuple(v for _, v in of["label"]),
                  {k: tuple(v.split(" ")) for k, v in of["names"]}, frozenset(int(k) for k, _ in of["flat_root"]),
                  tuple(k for k, _ in of["flat_quality"]), dict(of["dominant"])["prefix"],
                  dict(of["dominant"])["exact"], dict(of["text"]))


def text(name: str, **values: object) -> str:
    """One of the skill's texts, its fields filled."""
    found = tables().texts[name]
    for field, value in values.items():
        found = found.replace("{" + field + "}", str(value))
    return found


def extension_label(rel: int) -> str:
    """ExtensionLabel: the scale-degree label of a pitch class above the root.

    >>> extension_label(5), extension_label(13)
    ('11 (natural eleventh)', 'b9 (flat ninth)')
    """
    return tables().labels[rel % OCTAVE]


def chord_tone_function(f: ChordFormula, rel: int) -> str:
    """ChordToneFunction: the name of the formula's first tone on that pitch class, else its label."""
    return next((name for s, name in zip(f.semitones, f.interval_names) if s % OCTAVE == rel), extension_label(rel))


def is_dominant(quality: str) -> bool:
    return quality.startswith(tables().dominant_prefix) or quality == tables().dominant_exact


def classify(root_pc: int, quality: str, note_pc: int) -> Verdict:
    """Classify: the note against the chord's tones alone (no scale, no key)."""
    f = formula(quality)
    chord = {s % OCTAVE for s in f.semitones}
    rel = (note_pc - root_pc) % OCTAVE
    if rel in chord:
        function = chord_tone_function(f, rel)
        return Verdict(CHORD_TONE, function, text("chord_tone_headline", function=function),
                       text("chord_tone_explanation", function=function))
    degree = extension_label(rel)
    below = (rel - 1) % OCTAVE  # the one chord tone a semitone under the note, if the chord has it
    if below in chord:
        advice = text("dominant_advice", degree=degree) if is_dominant(quality) else text("avoid_advice")
        return Verdict(AVOID, degree, text("avoid_headline", degree=degree),
                       text("avoid_explanation", degree=degree, clash=chord_tone_function(f, below), advice=advice))
    return Verdict(TENSION, degree, text("tension_headline", degree=degree), text("tension_explanation", degree=degree))


def prefers_flats(root_pc: int, quality: str) -> bool:
    """PrefersFlatSpelling: a minor, diminished or half-diminished chord, or a root of a flat key."""
    return any(word in quality for word in tables().flat_words) or root_pc in tables().flat_roots


def chord_tone_names(root_pc: int, quality: str) -> tuple[str, ...]:
    """ChordToneNames: each tone of the formula named from one array of twelve names."""
    names = tables().names["flat" if prefers_flats(root_pc, quality) else "sharp"]
    return tuple(names[(root_pc + s) % OCTAVE] for s in formula(quality).semitones)


def chord_label(root: str, quality: str) -> str:
    """The chord as the answer names it: "C", "Cm", "C major 7", "C 7sus4"."""
    return root + DISPLAY_SUFFIX.get(quality, " " + quality)


def parse(message: str | None) -> NoteOverChord | None:
    """ParseNoteOverChord: the chord after the first "over", "against" or "on" that has one, and the
    last note-shaped token before that preposition.

    >>> parse("why does F sound outside over a dominant chord")
    NoteOverChord(note='F', note_pc=5, root='D', root_pc=2, quality='major')
    """
    if message is None or is_blank(message):
        return None
    chord = gates("OutsideNotesSkill")["chord_after_preposition"].search(message)
    if chord is None:
        return None
    root = normalize_root(chord["root"])
    if (chord_root := root_pc(root)) is None:
        return None
    # GA looks for the preposition again (LastIndexOf, ignoring case, up to its end): it finds
    # the one the match starts with, so the note is read left of the match.
    notes = list(tables().note_token.finditer(message[:chord.start()]))
    if not notes:
        return None
    note = normalize_root(notes[-1]["note"])
    if (pc := root_pc(note)) is None:
        return None
    return NoteOverChord(note, pc, root, chord_root, normalize_quality(chord["qual"]))


def answer(message: str | None, at: str = "pin") -> AgentResponse:
    """ExecuteAsync: "**F** over **C major 7**: an avoid note — ...", its evidence and its data."""
    parsed = parse(message)
    if parsed is None:
        return AgentResponse(AGENT, text("cannot_handle"), CANNOT_HANDLE, (text("cannot_handle_evidence"),),
                             declined=at == "main", assumptions=(text("cannot_handle_assumption"),))
    verdict = classify(parsed.root_pc, parsed.quality, parsed.note_pc)
    label = chord_label(parsed.root, parsed.quality)
    result = (text("answer_line", note=parsed.note, chord=label, headline=verdict.headline) + "\n\n"
              + verdict.explanation + "\n")  # three AppendLine calls
    evidence = (text("note_evidence", note=parsed.note, pc=parsed.note_pc),
                text("chord_evidence", chord=label, tones=", ".join(chord_tone_names(parsed.root_pc, parsed.quality))),
                text("relation_evidence", degree=verdict.degree, kind=verdict.kind))
    data = {"note": parsed.note, "chord": label, "degree": verdict.degree, "classification": verdict.kind}
    return AgentResponse(AGENT, result, FOUND, evidence, assumptions=(text("assumption"),), data=data)
