"""ChordInfoSkill's answer: the chord a question names or lists, spelled note by note, with its evidence.

Follows, at the pin (snapshot c781df5c; unchanged on main at 5c3a52a, lesson 15's page says),
`Common/GA.Business.ML/Agents/Skills/ChordInfoSkill.cs`: ExecuteAsync (112-152: a chord name read
two ways, else a list of notes; the answer and its evidence lines Root, Quality, Intervals,
Notes), TryParse (154-169), TryIdentifyNoteSet (171-223: the note names of a "what chord is ..."
question, 3 to 5 distinct ones, each tried as the root of the candidate formulas in order),
QualityDisplayName (227-234), CandidateFormulas (236-265), JoinNotes (293-300) and the note
pattern (325). Roots, qualities, formulas and spelling: `engine.ga.routing.chord_vocabulary`. The
name patterns are the skill's gates' (`data/predicates.tsv`, lines 302, 315, 322).
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from ..chord_vocabulary import formula, normalize_quality, normalize_root, root_pc, spell_chord
from ..data import gates
from ..responses import AgentResponse

AGENT = "theory"  # AgentIds.Theory
FOUND, CANNOT_HELP = 1.0, 0.0  # line 142; AgentResponse.CannotHelp (GuitarAlchemistAgentBase.cs 348-355)
ANSWER = "{root} {display} contains {joined}."  # line 141
NO_CHORD = "Could not parse a chord name from your question."  # 117
NOT_A_ROOT = "I do not recognise \"{root}\" as a chord root."  # 123
DISPLAY = {  # QualityDisplayName's four exceptions (229-232); the rest are "{quality} chord"
    "half-diminished": "half-diminished chord (m7b5)",
    "dominant 7 sharp 5": "dominant 7 sharp 5 chord (augmented dominant)",
    "dominant 7 sharp 9": 'dominant 7 sharp 9 chord ("Hendrix chord")',
    "altered dominant": "altered dominant chord (7alt)",
}
CANDIDATE_QUALITIES = (  # CandidateFormulas, in its order (242-264)
    "major", "minor", "diminished", "augmented", "sus2", "sus4", "major 6", "minor 6", "dominant 7", "major 7",
    "minor 7", "diminished 7", "half-diminished", "add9", "dominant 9", "major 9", "minor 9", "dominant 7 flat 5",
    "dominant 7 sharp 5",
)
NOTE_SET_SIZES = range(3, 6)  # 3 to 5 notes (190)
NOTE_TOKEN = re.compile(r"(?<![A-Za-z])(?P<note>[A-Ga-g][#b]?)(?![A-Za-z])")  # line 325, case-sensitive


def display_name(quality: str) -> str:
    """QualityDisplayName: "minor 7 chord", or one of four longer labels."""
    return DISPLAY.get(quality, f"{quality} chord")


def join_notes(notes: Sequence[str]) -> str:
    """JoinNotes: "F, A, and C" (serial comma), "F and A", "F".

    >>> join_notes(["F", "A", "C"]), join_notes(["F", "A"])
    ('F, A, and C', 'F and A')
    """
    if len(notes) < 3:
        return " and ".join(notes)
    return f"{', '.join(notes[:-1])}, and {notes[-1]}"


def parsed_chord(message: str) -> tuple[str, str] | None:
    """TryParse: (root, canonical quality) from "F chord", else from a symbol like "Dm7"."""
    g = gates("ChordInfoSkill")
    match = g["chord_question"].search(message) or g["compact_chord"].search(message)
    if match is None:
        return None
    return normalize_root(match["root"]), normalize_quality(match["quality"] or "")


def note_names(message: str) -> list[str]:
    """The note names TryIdentifyNoteSet collects: each token normalized, kept if a root, first spelling of each.

    >>> note_names("Which chord has a C, an E and a G?"), note_names("What chord is C Eb Gb Bbb C##")
    (['A', 'C', 'E', 'G'], ['C', 'Eb', 'Gb', 'C#'])
    """
    names: dict[str, str] = {}
    for match in NOTE_TOKEN.finditer(message):
        name = normalize_root(match["note"])
        if root_pc(name) is not None:
            names.setdefault(name.upper(), name)  # Distinct, ignoring case
    return list(names.values())


def identified_note_set(message: str) -> tuple[str, str] | None:
    """TryIdentifyNoteSet: the first (root, quality), roots in the question's order, whose formula has the notes."""
    if not gates("ChordInfoSkill")["note_set_question"].search(message):
        return None
    notes = note_names(message)
    if len(notes) not in NOTE_SET_SIZES:
        return None
    wanted = sorted(root_pc(n) for n in notes)
    for root in notes:
        pc = root_pc(root)
        for quality in CANDIDATE_QUALITIES:
            semitones = formula(quality).semitones
            if len(semitones) == len(wanted) and sorted((pc + s) % 12 for s in semitones) == wanted:
                return root, quality
    return None


def answer(message: str | None) -> AgentResponse:
    """ExecuteAsync: "F major chord contains F, A, and C.", with the evidence lines the course reads."""
    parsed = parsed_chord(message or "") or identified_note_set(message or "")
    if parsed is None:
        return AgentResponse(AGENT, NO_CHORD, CANNOT_HELP)
    root, quality = parsed
    if root_pc(root) is None:
        return AgentResponse(AGENT, NOT_A_ROOT.format(root=root), CANNOT_HELP)
    f = formula(quality)
    notes, display = spell_chord(root, f), display_name(f.quality)
    evidence = (f"Root: {root}", f"Quality: {display}", f"Intervals: {', '.join(f.interval_names)}",
                f"Notes: {', '.join(notes)}")
    return AgentResponse(AGENT, ANSWER.format(root=root, display=display, joined=join_notes(notes)), FOUND, evidence)

