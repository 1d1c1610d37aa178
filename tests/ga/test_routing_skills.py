"""The skills' CanHandle gates, as main's keyword fallback asks them."""
import pytest

from engine.errors import UnknownName
from engine.ga.routing.skills import can_handle
from engine.ga.routing.skills.gates import NEVER, contains_word
from engine.ga.routing.skills.modes import is_mode_name, name_aliases, tonal_families
from engine.ga.routing.prompts import intents


@pytest.mark.parametrize("skill, message, accepted", [
    ("ChordInfoSkill", "Move this F chord down a minor third", True),  # "F chord"
    ("ChordInfoSkill", "What's Dm7 up a whole step?", True),  # lead-in + "Dm7"
    ("ChordInfoSkill", "Transpose Dm7 down a half step", False),  # "Dm7" without a chord word or lead-in
    ("ChordInfoSkill", "What chord is C E G", True),
    ("ChordInfoSkill", "Transpose G7 to Eb", False),
    ("ScaleInfoSkill", "bring D minor down to A minor", False),  # no scale word
    ("ScaleInfoSkill", "Show me the F# minor scale", True),
    ("ScaleInfoSkill", "notes in a C major chord", False),  # yields to ChordInfoSkill
    ("ModesSkill", "What is Dorian", True),
    ("ModesSkill", "What's Dm7 up a whole step?", False),
    ("ModesSkill", "Tell me about Diminished", True),  # the part before "(Half-Whole)"
    ("ModesSkill", "What is the major triad", False),
    ("IntervalSkill", "Lower G by a tritone", False),  # no "interval" or "distance"
    ("IntervalSkill", "What is the interval between C and G?", True),
    ("FretSpanSkill", "How hard is x-3-2-0-1-0?", True),
    ("FretSpanSkill", "Move Am up two frets", False),
    ("ChordSubstitutionSkill", "Lower G by a tritone", True),
    ("ChordSubstitutionSkill", "Raise Bb7 by a minor third", False),
    ("SetTheoryEquivalenceSkill", "Are 0,1,4 and 0,3,4 the same set class", True),
    ("KeyIdentificationSkill", "What key is C Am F G in?", True),
    ("KeyIdentificationSkill", "Shift the song to the key of E", False),
    ("ProgressionCompletionSkill", "Continue this progression: F C G", True),
    ("RememberThisSkill", "note: I'm working on fingerstyle", True),
    ("RememberThisSkill", "note the key", False),
    ("ChordVoicingsSkill", "shell voicing for Dm7", True),
    ("ChordVoicingsSkill", "PowerShell Dm7", False),
    ("ImprovisationSkill", "what scales work over G7?", True),
    ("ImprovisationSkill", "Play this song a whole step down", False),
    ("OutsideNotesSkill", "why does F sound outside over Cmaj7", True),
    ("TransposeSkill", "Transpose Cmaj7 up a perfect fourth", False),
    ("CapoSkill", "capo 3", False),
])
def test_can_handle(skill, message, accepted):
    """Assert each skill's CanHandle on a message."""
    assert can_handle(skill, message) is accepted


def test_every_registered_skill_has_a_gate():
    """Assert every GaPlugin skill is either gated or known to say no (19 say no)."""
    skills = [i.cls for i in intents("pin") if i.kind == "skill"]
    assert len(NEVER) == 19
    for skill in skills:
        assert can_handle(skill, "") is False


def test_unknown_skill_is_named():
    """Assert asking an unknown skill class raises UnknownName naming it."""
    with pytest.raises(UnknownName, match="unknown skill class 'TransposSkill'"):
        can_handle("TransposSkill", "x")


@pytest.mark.parametrize("text, word, found", [
    ("a shell voicing", "shell", True), ("powershell", "shell", False), ("drop-2 voicings", "drop-2", True),
    ("shell7", "shell", True),  # only letters count as word characters
])
def test_contains_word(text, word, found):
    """Assert ChordIntentMatching.ContainsWord: no ASCII letter on either side."""
    assert contains_word(text, word) is found


def test_mode_families_leave_out_chord_families():
    """Assert no "Chord Family" or "Triad Family" is among the tonal families, and every family has modes."""
    families = tonal_families()
    assert families and all(f.modes for f in families)
    assert not any("chord family" in f.name.lower() or "triad family" in f.name.lower() for f in families)
    assert is_mode_name("lydian dominant") and not is_mode_name("lydian dominant scale")


@pytest.mark.parametrize("name, aliases", [
    ("Ionian", ["ionian"]),
    ("Diminished (Half-Whole)", ["diminished (half-whole)", "diminished", "half-whole"]),
    ("  ", []),
])
def test_name_aliases(name, aliases):
    """Assert ExtractNameAliases: the name, and the parts around its brackets."""
    assert name_aliases(name) == aliases
