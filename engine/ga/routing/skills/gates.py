"""The keyword gates of GA's skills: each skill's CanHandle, as main's keyword fallback asks it.

At the pin (snapshot c781df5c), in `Common/GA.Business.ML/Agents/Skills/` (FretDiagram.cs and
KeyIdentificationService.cs are one folder up, in `Agents/`):
ChordInfoSkill.cs 100-110 (and 267-279), ScaleInfoSkill.cs 97-112, ModesSkill.cs 104-146,
IntervalSkill.cs 66-74, FretSpanSkill.cs 19-27 (FretDiagram.cs 22-23), ChordSubstitutionSkill.cs
73-75, SetTheoryEquivalenceSkill.cs 56-58, KeyIdentificationSkill.cs 40-41
(KeyIdentificationService.cs 192-201), ProgressionCompletionSkill.cs 43-45, RememberThisSkill.cs
63-64 (RememberThisParser.cs 103-104), ChordVoicingsSkill.cs 57-72 (ChordIntentMatching.cs),
ImprovisationSkill.cs 103-115 and OutsideNotesSkill.cs 76-86. Every other skill says no
(`=> false`, CatalogSkillBase.cs 50, SkillMdDrivenWrapperBase.cs 85). Patterns and word lists:
`data/predicates.tsv`. On main these bodies are assumed unchanged (main's code is unavailable;
l25-main.txt's three intent picks agree with them), but for RelativeKeySkill's, new on main
(`ON_MAIN`, `can_handle(..., at="main")`).
"""
from __future__ import annotations

from typing import Callable

from ....errors import UnknownName
from ..data import contains_any, gates
from . import relative_key
from .modes import is_mode_name

MIN_CHORDS_IN_PROGRESSION = 2  # KeyIdentificationService.cs 200, ProgressionCompletionSkill.cs 45
MAX_MODE_NAME = 60  # ModesSkill.cs 116: a longer remainder is no name


def chord_info(message: str) -> bool:
    """ChordInfoSkill: "F chord", a lead-in or chord word with "Dm7", or "what chord is"."""
    g = gates("ChordInfoSkill")
    if not message.strip():
        return False
    return bool(g["chord_question"].search(message)
                or (has_chord_intent(message) and g["compact_chord"].search(message))
                or g["note_set_question"].search(message))


def has_chord_intent(message: str) -> bool:
    """ChordInfoSkill.HasChordIntent: a chord word, or a "what is"-style lead-in."""
    g = gates("ChordInfoSkill")
    lower = message.lower()
    return contains_any(lower, g["chord_intent_word"]) or bool(g["lead_in"].search(lower))


def scale_info(message: str) -> bool:
    """ScaleInfoSkill: "C major" and a scale word, unless the message says "chord"."""
    g = gates("ScaleInfoSkill")
    lower = message.lower()
    if not message.strip() or contains_any(lower, g["chord_word"]):
        return False
    return bool(g["key"].search(message)) and contains_any(lower, g["scale_word"])


def modes(message: str) -> bool:
    """ModesSkill: a lead-in followed by nothing but a mode or family name."""
    g = gates("ModesSkill")
    lead = g["lead_in"].search(message) if message.strip() else None
    if lead is None:
        return False
    remainder = message[lead.end():].strip().rstrip("?.!").strip()
    lower = remainder.lower()
    if not remainder or len(remainder) > MAX_MODE_NAME or contains_any(lower, g["construction_word"]):
        return False
    return is_mode_name(lower)


def interval(message: str) -> bool:
    """IntervalSkill: "interval" or "distance", and a pair of notes ("C to G")."""
    g = gates("IntervalSkill")
    return (bool(message.strip()) and contains_any(message.lower(), g["intent_word"])
            and bool(g["note_pair"].search(message)))


def fret_span(message: str) -> bool:
    """FretSpanSkill: a fret diagram and a question about its span or playability."""
    g = gates("FretSpanSkill")
    diagram = g["dash_diagram"].search(message) or g["compact_diagram"].search(message)
    return bool(diagram) and contains_any(message.lower(), g["question_word"])


def chord_substitution(message: str) -> bool:
    """ChordSubstitutionSkill: a chord symbol and a substitution or comparison word."""
    g = gates("ChordSubstitutionSkill")
    return bool(g["chord_symbol"].search(message)) and bool(
        g["substitute"].search(message) or g["comparison"].search(message))


def set_theory_equivalence(message: str) -> bool:
    """SetTheoryEquivalenceSkill: "are 0,1,4 and 0,1,6 equivalent ..." and its variant."""
    g = gates("SetTheoryEquivalenceSkill")
    return bool(message.strip()) and bool(g["equivalence"].search(message) or g["set_class"].search(message))


def key_identification(message: str) -> bool:
    """KeyIdentificationSkill: a key question and at least two chord names."""
    g = gates("KeyIdentificationSkill")
    chords = {m.group(0).lower() for m in g["chord"].finditer(message)}  # Distinct, ignoring case
    return contains_any(message.lower(), g["key_question"]) and len(chords) >= MIN_CHORDS_IN_PROGRESSION


def progression_completion(message: str) -> bool:
    """ProgressionCompletionSkill: a completion word and at least two chord symbols."""
    g = gates("ProgressionCompletionSkill")
    return (bool(g["completion"].search(message))
            and len(list(g["chord_symbol"].finditer(message))) >= MIN_CHORDS_IN_PROGRESSION)


def remember_this(message: str) -> bool:
    """RememberThisSkill: the message starts "remember ...", "save this ...", "note: ..."."""
    return bool(message.strip()) and bool(gates("RememberThisSkill")["lead_phrase"].search(message))


def chord_voicings(message: str) -> bool:
    """ChordVoicingsSkill: a whole voicing word and a chord symbol."""
    return has_word_and_chord("ChordVoicingsSkill", "voicing_word", message)


def improvisation(message: str) -> bool:
    """ImprovisationSkill: a whole improvisation word and a chord symbol."""
    return has_word_and_chord("ImprovisationSkill", "improvisation_word", message)


def has_word_and_chord(owner: str, words: str, message: str) -> bool:
    """The gate ChordVoicingsSkill and ImprovisationSkill share."""
    g = gates(owner)
    lower = message.lower()
    if not message.strip() or not any(contains_word(lower, w) for w in g[words]):
        return False
    return bool(g["chord_suffix"].search(message) or g["spaced_quality"].search(message))


def contains_word(text: str, word: str) -> bool:
    """ChordIntentMatching.ContainsWord: `word` with no ASCII letter on either side.

    >>> contains_word("powershell", "shell"), contains_word("a shell voicing", "shell")
    (False, True)
    """
    start = text.find(word)
    while start >= 0:
        end = start + len(word)
        if not is_ascii_letter(text[start - 1:start]) and not is_ascii_letter(text[end:end + 1]):
            return True
        start = text.find(word, start + 1)
    return False


def is_ascii_letter(char: str) -> bool:
    return len(char) == 1 and char.isascii() and char.isalpha()


def outside_notes(message: str) -> bool:
    """OutsideNotesSkill: an "outside" word, a preposition, and a chord after it."""
    g = gates("OutsideNotesSkill")
    lower = message.lower()
    return (bool(message.strip()) and contains_any(lower, g["outside_word"])
            and contains_any(lower, g["preposition"]) and bool(g["chord_after_preposition"].search(message)))


CAN_HANDLE: dict[str, Callable[[str], bool]] = {
    "ChordInfoSkill": chord_info,
    "ScaleInfoSkill": scale_info,
    "ModesSkill": modes,
    "IntervalSkill": interval,
    "FretSpanSkill": fret_span,
    "ChordSubstitutionSkill": chord_substitution,
    "SetTheoryEquivalenceSkill": set_theory_equivalence,
    "KeyIdentificationSkill": key_identification,
    "ProgressionCompletionSkill": progression_completion,
    "RememberThisSkill": remember_this,
    "ChordVoicingsSkill": chord_voicings,
    "ImprovisationSkill": improvisation,
    "OutsideNotesSkill": outside_notes,
}


def relative_key_on_main(message: str) -> bool:
    """RelativeKeySkill on main: a question one of its five patterns reads.

    Main's lines 50-63 (lesson 28's page: it "accepts exactly the phrasings its regexes read";
    the predicate "only serves the offline keyword fallback"); the body is inferred from that.
    """
    return bool(message.strip()) and any(p.search(message) for _name, p in relative_key.tables().patterns)


# Main's CanHandle where it differs from the pin's (the pin's is `=> false` for these)
ON_MAIN: dict[str, Callable[[str], bool]] = {
    "RelativeKeySkill": relative_key_on_main,
}


# The skills whose CanHandle is `=> false`: they route only by embeddings (their files, line
# "CanHandle"; the catalog skills inherit CatalogSkillBase.cs 50, the SKILL.md wrappers
# SkillMdDrivenWrapperBase.cs 85). On main, those of ON_MAIN have a CanHandle of their own.
NEVER = frozenset({
    "BeginnerChordsSkill", "ProgressionMoodSkill", "CircleOfFifthsSkill", "PracticeRoutineSkill",
    "GenreEssentialsSkill", "WhatCanYouDoSkill", "TransposeSkill", "CommonTonesSkill", "DiatonicChordsSkill",
    "RelativeKeySkill", "TheoryComparisonSkill", "CapoSkill", "VoiceLeadingSkill", "AlternateTuningsSkill",
    "IntervalClassVectorSkill", "GrothendieckDeltaSkill", "IcvNeighborsSkill", "IcvShortestPathSkill",
    "GrothendieckParseSkill",
})


def can_handle(skill_class: str, message: str, at: str = "pin") -> bool:
    """The skill's CanHandle at a revision of GA."""
    if at == "main" and skill_class in ON_MAIN:
        return ON_MAIN[skill_class](message)
    if skill_class in NEVER:
        return False
    if skill_class not in CAN_HANDLE:
        raise UnknownName("skill class", skill_class, sorted(CAN_HANDLE.keys() | NEVER))
    return CAN_HANDLE[skill_class](message)
