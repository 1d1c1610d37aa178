"""ChordSubstitutionSkill and its MCP tools: the list, the labels, the texts, the tools' readings and errors."""
import pytest

from engine.ga.mcp.chord_substitution import compare_chords, get_substitutions
from engine.ga.routing.skills.chord_substitution import answer, chords_in, classify, set_name, substitutes


@pytest.mark.parametrize("chord, names", [
    ("G7", ("Dm7b5", "Ab7", "F7", "D7", "Ebm7b5")), ("Cmaj7", ("Dbmaj7", "Abmaj7", "Fmaj7", "Dmaj7", "Amaj7")),
    ("Cdim7", ("Dbdim7", "Ddim7")), ("Caug", ("Dbaug", "Daug", "Ebaug")), ("B", ("Cm", "C", "Ab", "Dbm", "Fm")),
])
def test_the_list_is_the_set_classs_smallest_masks(chord, names):
    "Assert the five (or fewer) substitutes: the same set class, smallest bitmasks first, all at L1 1."
    found = substitutes(chords_in(chord)[0])
    assert tuple(s.name for s in found) == names and {(s.l1, round(s.cost, 2)) for s in found} == {(1, 0.6)}


@pytest.mark.parametrize("a, b, labels", [
    ("G7", "C", ("Secondary Dominant",)), ("Bb7", "C", ("Backdoor Dominant",)),
    ("F#7", "C7", ("Tritone Substitution", "Set-Class Equivalent", "ICV Neighbor (L1 = 1)")),
    ("C", "C", ("Set-Class Equivalent", "ICV Neighbor (L1 = 1)")), ("A", "G7", ("Harmonic Distance",)),
    ("Gm", "Cm", ("Secondary Dominant", "Set-Class Equivalent", "ICV Neighbor (L1 = 1)")),
])
def test_classify(a, b, labels):
    "Assert ClassifySubstitution's labels in GA's order, quirks kept: a minor v is a secondary dominant."
    assert tuple(r.type for r in classify(chords_in(a)[0], chords_in(b)[0])) == labels


def test_the_comparison_text():
    "Assert the comparison's whole text: head, stars, explanations, the confidence line."
    assert answer("How are Bb7 and C related?").result == (
        "**Bb7** → **C** relationship analysis:\n\n★★ **Backdoor Dominant**\n"
        "  Bb7 is bVII7 relative to C — the backdoor dominant resolves up by a whole step to the tonic.\n\n"
        "*Confidence: 100% (deterministic pitch-class arithmetic)*")


def test_a_set_without_a_chord_name_is_named_by_its_pitch_classes():
    "Assert PitchClassSet.Name: ascending, 10 and 11 written T and E."
    assert (set_name(0b110000000011), set_name(0b10010001)) == ("0 1 T E", "C")


@pytest.mark.parametrize("symbol, result", [
    ("g7", "G7"), ("Bbm7b5", "Bbm7b5"), (" C ", "C"),
    ("Cmin7", "Could not parse 'Cmin7' as a chord symbol. Try Cmaj7, F#m, Bb7, etc."),
    ("B♭7", "Could not parse 'B♭7' as a chord symbol. Try Cmaj7, F#m, Bb7, etc."),
    ("Cmaj7 please!", "Could not parse 'Cmaj7 please!' as a chord symbol."),
    ("", "Could not parse '' as a chord symbol."),
])
def test_ga_chord_substitutions_reads_a_whole_symbol(symbol, result):
    "Assert the tool's reading: either case for the root, trimmed, twelve characters at most."
    found = get_substitutions(symbol)
    assert (found.error or found.source_chord) == result


def test_ga_chord_compare():
    "Assert the tool's labels and its own shorter texts, and its error for an unreadable chord."
    found = compare_chords("G7", "Db7")
    assert [r.type for r in found.relationships] == ["Tritone Substitution", "Set-Class Equivalent",
                                                      "ICV Neighbor (L1 = 1)"]
    assert found.relationships[0].explanation.endswith("guide tones shared by inversion. Classic bebop move.")
    assert compare_chords("G7", "H").error == "Could not parse 'H' as a chord symbol."


@pytest.mark.parametrize("odd", ["", " ", "🎸", "x" * 2000, "12345", "C 日本 Дм", "\u0000"])
def test_odd_input_gets_gas_answer(odd):
    "Assert the skill and both tools answer odd input with GA's text, never an exception."
    assert answer(odd).result
    assert get_substitutions(odd).error or get_substitutions(odd).source_chord
    assert compare_chords(odd, odd).error or compare_chords(odd, odd).relationships
