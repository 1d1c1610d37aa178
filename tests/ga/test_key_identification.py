"""KeyIdentificationService at the pin and at 6baf32e, ga_key_identify, and the skills that build on them."""
import pytest

from engine.ga.mcp.key_identification import identify_key
from engine.ga.routing.agents.router import ModelUnreachable
from engine.ga.routing.skills import key_identification, progression_completion, progression_mood
from engine.ga.tonal.key_identification import (extract_chords, identify, is_chord_diatonic, parse_chord,
                                                partial_matches, tied_at_top)
from engine.ga.tonal.keys import key_items

READ = [  # symbol -> (what the pin reads, what 6baf32e reads), in "What key is X in?"
    ("Cmaj7", (), ("Cmaj7",)), ("F#", ("F",), ("F",)), ("F#m", ("F#m",), ("F#m",)), ("B♭", ("B",), ("B",)),
    ("Cmin", (), ("Cmin",)), ("cm", (), ()), ("C/E", ("C", "E"), ("C", "E")), ("Cmaj7#11", (), ("Cmaj7#11",)),
]


@pytest.mark.parametrize("symbol, pin, main", READ)
def test_extract_chords(symbol, pin, main):
    "Assert ChordPattern at both versions: the pin reads no digit, both drop a sharp before a space."
    asked = f"What key is {symbol} in?"
    assert (extract_chords(asked), extract_chords(asked, "6baf32e")) == (pin, main)


@pytest.mark.parametrize("chord, at, parsed", [
    ("A#m", "pin", (10, "Minor")), ("Caug", "pin", (0, "Major")), ("Cdim7", "pin", (0, "Diminished")),
    ("G7", "6baf32e", (7, "Dominant")), ("Gmaj7", "6baf32e", (7, "Major")), ("Gm7", "6baf32e", (7, "Minor")),
    ("F##dim7", "6baf32e", (6, "Major")), ("Hm", "pin", None), ("", "pin", None),
])
def test_parse_chord_root_and_quality(chord, at, parsed):
    "Assert the service's own reading of a chord: root from one letter and one sign, unknown qualities major."
    assert parse_chord(chord, at) == parsed


def test_key_items_and_relatives():
    "Assert Key.Items' order and notes, and the six keys whose relative is their enharmonic twin's."
    assert [k.name for k in key_items()][14:16] == ["C# major", "Ab minor"]
    wrong = {c.key: c.relative_key for c in identify("Cb C C# Db D D# Eb E E# Fb F F# Gb G G# Ab A A# Bb B B#".split())
             if c.key in ("B major", "G# minor", "C major")}
    assert wrong == {"B major": "Ab minor", "G# minor": "Cb major", "C major": "A minor"}


@pytest.mark.parametrize("chords, at, first, top, partial", [
    ("C Am F G", "pin", "A minor", 2, ["D minor", "E minor", "F major"]),
    ("C Am F G", "6baf32e", "C major", 2, ["F major", "G major", "D minor"]),
    ("C D G C", "6baf32e", "C major", 4, ["A minor", "B minor", "A major"]),  # the cadence weight; counts group
    ("C#m7b5 F#7 Bm", "6baf32e", "B minor", 6, ["G# minor", "C# minor", "D major"]),
    ("Abm7 Db7 Gbmaj7", "6baf32e", "F# major", 4, ["Ab minor", "G# minor", "B major"]),
])
def test_identify(chords, at, first, top, partial):
    "Assert the order, the top grouped by count and the next three by position, at each version."
    candidates = identify(chords.split(), at)
    assert (candidates[0].key, len(tied_at_top(candidates)), [c.key for c in partial_matches(candidates)]) == (
        first, top, partial)


def test_is_chord_diatonic_takes_the_harmonic_minors_v():
    "Assert 6baf32e's IsChordDiatonic: a minor key's major V and V7 pass, a half-diminished ii does not."
    assert [is_chord_diatonic("A minor", c) for c in ("E", "E7", "Bm7b5", "G#dim7", "Am")] == [
        True, True, False, False, True]


@pytest.mark.parametrize("query, error", [
    ("", "Could not parse '' — pass a chord list or question (e.g. 'C Am F G')."),
    ("x" * 257, "Could not parse 'xxxxxxxxxxxxxxxx…' — pass a chord list or question (e.g. 'C Am F G')."),
    ("what key?", "No recognisable chord symbols found. Write them as standard chord names — e.g. 'Am F C G'."),
])
def test_ga_key_identify_errors(query, error):
    "Assert the tool's three errors."
    assert identify_key(query).error == error


@pytest.mark.parametrize("odd", ["", " ", "🎸", "x" * 2000, "12345", "C Am 日本 Дм", "\u0000"])
def test_odd_input_gets_gas_answer(odd):
    "Assert every skill of lessons 11 and 12 answers odd input, or fails as GA does where it calls the model."
    for skill in (key_identification, progression_completion):
        try:
            assert skill.answer(odd).confidence == 0.3
        except ModelUnreachable:
            assert identify(extract_chords(odd))
    assert progression_mood.answer(odd).result.startswith("Here are five reliable ways to darken")


@pytest.mark.parametrize("at, declined", [("pin", False), ("main", True)])
def test_the_hosts_call_reaches_the_skills(at, declined):
    "Assert ChatbotHost.call_skill: the refusal (Declined on main), the mood text, GA's failed model call."
    from engine.ga.routing import ChatbotHost
    host = ChatbotHost(at)
    refusal = host.call_skill("KeyIdentificationSkill", "What key is this?")
    assert (refusal.confidence, refusal.declined) == (0.3, declined)
    assert host.call_skill("ProgressionMoodSkill", "Make it happier").result.startswith("Here are four")
    with pytest.raises(ModelUnreachable):
        host.call_skill("ProgressionCompletionSkill", "What comes next after C G Am?")
