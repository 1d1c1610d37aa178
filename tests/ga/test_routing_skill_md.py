"""SKILL.md skills: the loader's trigger rules and SkillMdDrivenSkill's CanHandle and offline answer."""
import pytest

from engine.ga.routing import skill_md, triggers_in
from engine.ga.routing.skill_md import ERROR_ANSWER, answer_without_model, can_handle, kept_triggers

TRANSPOSE_TRIGGERS = ("transpose", "move this chord", "shift this chord", "up a", "down a", "in the key of",
                      "change the key")


def test_transpose_triggers_in_file_order():
    """Assert skills/transpose/SKILL.md's seven triggers, lowercased, in file order."""
    assert skill_md("transpose").triggers == TRANSPOSE_TRIGGERS


@pytest.mark.parametrize("raw, kept", [
    (["Transpose", "Up A"], ("transpose", "up a")),
    (["up", "ab", "", "   ", "abc"], ("abc",)),
    ([], ()),
])
def test_kept_triggers(raw, kept):
    """Assert blank and short triggers are dropped and the rest lowercased."""
    assert kept_triggers(raw) == kept


@pytest.mark.parametrize("message, found", [
    ("transpose this progression down a half step", ["transpose", "down a"]),
    ("what notes make up a G7 chord", ["up a"]),  # a substring, no word boundary
    ("All chords in the key of D", ["in the key of"]),
    ("TRANSPOSING the chorus", []),  # "transposing" does not contain "transpose"
    ("parse Transpose ∘ Invert", ["transpose"]),
    ("bring D minor down to A minor", []),
])
def test_triggers_in(message, found):
    """Assert the transpose triggers a message contains, as lowercase substrings."""
    assert triggers_in(skill_md("transpose"), message) == found


@pytest.mark.parametrize("message, accepted", [("Take F#m up a fourth", True), ("", False), ("   ", False),
                                                ("Lower G by a tritone", False)])
def test_can_handle(message, accepted):
    """Assert SkillMdDrivenSkill.CanHandle: a trigger contained, never for a blank message."""
    assert can_handle(skill_md("transpose"), message) is accepted


def test_offline_answer_is_the_error():
    """Assert the SKILL.md skill's answer without a model: its error text, confidence 0, no evidence."""
    reply = answer_without_model(skill_md("transpose"))
    assert (reply.agent_id, reply.result, reply.confidence, reply.evidence) == (
        "skill.md.transpose", ERROR_ANSWER, 0.0, ())
