"""AlternateTuningsSkill: its table, the names it reads (the pin's and main's), the six notes it reads."""
import pytest

from engine.ga.routing import ChatbotHost
from engine.ga.routing.skills import alternate_tunings as skill
from engine.music.tunings import STANDARD, TUNINGS

ODD = ["", "   ", "🎸🎸🎸🎸🎸🎸", "drop " * 400, "123456", "afinación en re", "D A D G A D" * 50, "ｄｒｏｐ Ｄ"]


def answer(message: str, at: str = "pin") -> str:
    return skill.answer(message, at).result


def test_the_table():
    """Assert the nine tunings in GA's order, their notes a textbook's."""
    assert list(skill.tunings()) == ["dadgad", "drop-d", "double-drop-d", "drop-c", "open-g", "open-d", "dgcgcd",
                                     "half-step-down", "whole-step-down"]
    assert skill.tunings()["open-d"].notes == TUNINGS["open D"].notes


# GA's own tests (Tests/Common/GA.Business.ML.Tests/Unit/AlternateTuningsSkillTests.cs at the pin)
@pytest.mark.parametrize("message", ["how do I tune to drop C", "drop C tuning notes", "what is drop-C tuning", "drop c"])
def test_drop_c_named_lookup(message):
    """Assert GA's DropC_NamedLookup_ReturnsCGCFAD: the name and C – G – C – F – A – D."""
    assert "Drop C" in answer(message) and "C – G – C – F – A – D" in answer(message)


def test_drop_c_from_six_notes():
    """Assert GA's DropC_ReverseLookup_FromSixNotes_NamesDropC."""
    assert "Drop C" in answer("what tuning is C G C F A D")


def test_drop_c_low_string_down_a_major_third():
    """Assert GA's DropC_LowSixthString_IsMajorThirdBelowStandard: -4st."""
    assert "-4st" in answer("how do I tune to drop C")


def test_drop_d_still_drop_d():
    """Assert GA's DropD_StillResolvesToDropD_NotDropC."""
    assert "Drop D" in answer("what's drop D tuning") and "Drop C" not in answer("what's drop D tuning")


def test_drop_c_sharp_is_not_drop_c():
    """Assert GA's DropCSharp_DoesNotMatchDropC."""
    assert "C – G – C – F – A – D" not in answer("how do I tune to drop C#")


def test_an_answer_in_full():
    """Assert a named answer's text, byte for byte up to its two paragraphs."""
    assert answer("what's drop D tuning").startswith(
        "**Drop D tuning** (low → high): **D – A – D – G – B – E**\n\n| String | Note | vs Standard |\n"
        "|--------|------|-------------|\n| 6 (low) | D | -2st |\n| 5 | A | same |\n| 4 | D | same |\n| 3 | G | same |\n"
        "| 2 | B | same |\n| 1 (high) | E | same |\n\n**Change from standard**: Only string 6 is changed")


@pytest.mark.parametrize("message, pin, main", [
    ("what is drop C♯ tuning", "Drop C", None), ("what is drop D♭ tuning", "Drop D", None),
    ("what is open G♯ tuning", "Open G", None), ("what is drop C# tuning", None, None),
    ("what is drop Db tuning", None, None),  # b is a letter: no boundary after D, at either revision
    ("what is open D minor tuning", "Open D", "Open D"), ("what is DADGAD tuning", "DADGAD", "DADGAD"),
    ("Eb standard", "Half-step down (Eb standard)", "Half-step down (Eb standard)"),
])
def test_names_at_each_revision(message, pin, main):
    """Assert the tuning each name pattern finds: main refuses a sign after the letter of five of them."""
    found = {at: skill.read(message, at) for at in ("pin", "main")}
    assert [f.tuning.name if f.tuning else None for f in found.values()] == [pin, main]


@pytest.mark.parametrize("message, read", [
    ("what tuning is D A D F♯ A D", ("D", "A", "D", "F", "A", "D")),  # ♯ and \b: the letter alone
    ("what tuning is E♭ A♭ D♭ G♭ B♭ E♭", ("E", "A", "D", "G", "B", "E")),
    ("what tuning is d-a-d-g-b-e", ("D", "A", "D", "G", "B", "E")), ("what tuning is C D", None),
])
def test_six_notes(message, read):
    """Assert the six notes read: the first six letters with an ASCII sign, or none."""
    assert skill.six_notes(message) == read


def test_notes_match_by_spelling():
    """Assert the course's exercise 3: D A D Gb A D is read whole but is not open D's spelling."""
    found = skill.read("what tuning is D A D Gb A D")
    assert (found.kind, found.notes) == ("unnamed", ("D", "A", "D", "Gb", "A", "D"))
    assert "| 3 | Gb | -1st |" in found.text


@pytest.mark.parametrize("name", ["DADGAD", "drop D", "double drop D", "drop C", "open G", "open D", "DGCGCD",
                                  "half step down", "whole step down"])
def test_moves_are_a_textbooks(name):
    """Assert each string's move, the shorter way round, is the textbook's MIDI difference."""
    tuning = TUNINGS[name]
    moves = [skill.describe_delta(s, n) for s, n in zip(skill.STANDARD, tuning.notes)]
    assert moves == ["same" if d == 0 else f"{d:+d}st" for d in tuning.moves_from(STANDARD)]


@pytest.mark.parametrize("at, declined", [("pin", False), ("main", True)])
def test_the_refusal(at, declined):
    """Assert the refusal's text and confidence, marked Declined on main."""
    response = ChatbotHost(at).call_skill("AlternateTuningsSkill", "what is standard tuning")
    assert response.result.startswith("Ask about a named alternate tuning") and response.declined is declined
    assert response.confidence == 0.1


@pytest.mark.parametrize("at", ["pin", "main"])
@pytest.mark.parametrize("message", ODD)
def test_odd_input_gets_an_answer(at, message):
    """Assert any message gets GA's answer or refusal, never an exception."""
    assert ChatbotHost(at).call_skill("AlternateTuningsSkill", message).result
