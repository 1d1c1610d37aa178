"""ModesSkill: what it answers (a mode, a family, an overview, the atonal catalog), its formula, its names."""
import pytest

from engine.ga.routing import ChatbotHost
from engine.ga.routing.skills import can_handle
from engine.ga.routing.skills.modes import answer, find_mode, mode_aliases, tonal_families
from engine.ga.routing.skills.modes_answers import formula_from_notes

ODD = ["", "   ", "🎼 what is dorian 🎼", "mode " * 400, "7-29", "¿Qué es el modo dórico?", "ICV <1 2 3>",
       "what is LYDIAN", "<2 5 4 3 6 1>"]


def first_line(message: str) -> str:
    return answer(message).result.split("\n")[0]


@pytest.mark.parametrize("message, line", [
    ("What is Lydian dominant", "**Lydian Dominant** is mode 4 of the **Melodic Minor** family; on C its notes are "
                                "`C D E F# G A Bb` (formula `1 2 3 #4 5 6 b7`)."),
    ("Tell me about Hijaz", "**Phrygian Dominant** is mode 5 of the **Harmonic Minor** family; on C its notes are "
                            "`C Db E F G Ab Bb` (formula `1 b2 3 4 5 b6 b7`)."),
    ("Modes of harmonic minor", "The **Harmonic Minor** family has 7 modes:"),
    ("What is Lydian Dominant #5?", "**Lydian Dominant** is mode 4 of the **Melodic Minor** family; on C its notes are "
                                    "`C D E F# G A Bb` (formula `1 2 3 #4 5 6 b7`)."),  # the cut name, exercise 3
    ("Bebop dominant modes", "The **Dominant Bebop** family has 8 modes:"),  # every word of a longer name
    ("List unnamed modal families", "The **Major Scale** family has 7 modes:"),  # the default
    ("What are other famous modes", "The catalog has **26 mode families** total — these are the named scale "
                                    "collections from which modes are derived:"),
    ("What families have ICV <2 5 4 3 6 1>", "**Major Scale Family** — ICV `<2 5 4 3 6 1>`, 7-note set, 7 distinct modes."),
    ("What families have ICV <2 5 4 3 6 2>", "No modal family with interval class vector `<2 5 4 3 6 2>` exists in the "
                                             "atonal catalog. Valid ICVs have six non-negative integers separated by "
                                             "spaces inside angle brackets."),
    ("What is Forte number 7-29", "Forte number **7-29** matches 1 family:"),
    ("What is Forte number 7-99", "No modal family with Forte number `7-99` exists in the atonal catalog."),
    ("List unnamed families", "**147 modal families have no traditional name** in the atonal catalog — they're "
                              "labelled `Family-{ForteNumber}` and indexed by interval class vector. First 20:"),
])
def test_first_lines(message, line):
    """Assert the first line of the answer: GA's order of paths, its lookups and its texts."""
    assert first_line(message) == line


def test_a_mode_in_full():
    """Assert a single mode's whole answer: the sentence, then its characteristic intervals."""
    assert answer("What is Dorian?").result == (
        "**Dorian** is mode 2 of the **Major Scale** family; on C its notes are `C D Eb F G A Bb` (formula "
        "`1 2 b3 4 5 6 b7`).\n\nCharacteristic interval(s): `2`, `b3`, `6`, `b7`.")


def test_the_symmetric_families_in_full():
    """Assert the symmetric listing, ordered by size, with its closing paragraph."""
    text = answer("List symmetric families").result
    assert text.split("\n")[2:4] == ["- **Family-1-1** — ICV `<0 0 0 0 0 0>` — 1 notes (Forte 1-1)",
                                     "- **Family-2-1** — ICV `<0 0 0 0 0 1>` — 2 notes (Forte 2-1)"]
    assert text.endswith("are the most common in jazz / film vocabulary.")


def test_an_atonal_family_lists_twelve_modes():
    """Assert an atonal family of more modes lists its first twelve, then how many more."""
    lines = answer("ICV <4 4 5 3 3 2>").result.split("\n")
    assert "Modes (14):" in lines and lines[-2] == "  … + 2 more" and lines[-1] == ""


@pytest.mark.parametrize("notes, formula", [
    ("C D E F G A B", "1 2 3 4 5 6 7"), ("C D Eb F G B Bb", "1 2 b3 4 5 ##6 b7"), ("C D E G A", "1 2 3 ##4 ##5"),
    ("C Eb", "1 #2"), ("C Bb", "1 2"), ("C Db Eb E F# G A Bb", "1 b2 b3 b4 b5 bb6 bb7 bb8"),
    ("C C# D D# E F F# G G# A A# B", "1 b2 bb3 bb4 5 6 7 8 9 10 11 12"), ("C Dbbb", ""), ("", ""),
])
def test_the_formula_by_position(notes, formula):
    """Assert ComputeFormulaFromNotes: position against C major's degrees, accidentals dropped beyond two."""
    assert formula_from_notes(notes) == formula


def test_longest_alias_first_catalog_order_between_equals():
    """Assert the stable sort: longest aliases first; between names of one length, the catalog's order wins."""
    lengths = [len(alias) for alias, _, _ in mode_aliases()]
    assert lengths == sorted(lengths, reverse=True)
    family, mode = find_mode("what is lydian?")
    assert (family.name, mode.name) == ("Major Scale Family", "Lydian")


def test_can_handle_takes_names_not_alternate_names():
    """Assert CanHandle: a lead-in and a mode's name, not an alternate name, nor a chord."""
    assert can_handle("ModesSkill", "What is Hirajoshi?") and not can_handle("ModesSkill", "Tell me about Hijaz")
    assert not can_handle("ModesSkill", "tell me about a major seventh chord")
    assert len(tonal_families()) == 26


@pytest.mark.parametrize("at", ["pin", "main"])
@pytest.mark.parametrize("message", ODD)
def test_odd_input_gets_an_answer(at, message):
    """Assert any message gets one of GA's answers, never an exception."""
    assert ChatbotHost(at).call_skill("ModesSkill", message).result
