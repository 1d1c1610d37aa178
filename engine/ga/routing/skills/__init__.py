"""GA's orchestrator skills as the lesson meets them: their CanHandle, and their answers without a model.

`can_handle(cls, message)` is each skill's keyword gate (`gates`); `answer(cls, message)` is what
the skill answers offline, for the skills the lesson's questions reach: ChordInfoSkill,
ChordSubstitutionSkill and the SKILL.md wrappers (TransposeSkill, CommonTonesSkill,
DiatonicChordsSkill). Any other skill's answer is not modelled.
"""
from __future__ import annotations

from ..responses import AgentResponse, NotModelled
from . import chord_info, chord_substitution
from .gates import can_handle
from .wrappers import answer_without_model_call, is_wrapper

ANSWERS = {"ChordInfoSkill": chord_info.answer, "ChordSubstitutionSkill": chord_substitution.answer}


def answer(skill_class: str, message: str) -> AgentResponse:
    """The skill's answer to a message, with the chat model unreachable."""
    if is_wrapper(skill_class):
        return answer_without_model_call(skill_class)
    if skill_class not in ANSWERS:
        raise NotModelled(f"the answer of {skill_class} (to {message!r})")
    return ANSWERS[skill_class](message)


__all__ = ["answer", "can_handle"]
